import {
  CUSTOM_PATH,
  customCommand,
  customReceipt,
  customReport,
  parseCustomAnswer,
} from './custom-xml';
import type { RtDocument } from './rt-document';
import { postXml, type RtDriver, RtUnreachable } from './rt-driver';

/**
 * A Custom RT (e.g. KUBE II RT, Q3X RT) over its LAN XML service. The device authenticates the
 * caller with its serial as user and password (HTTP Basic), as the public Custom client does.
 */
export function customDriver(
  baseUrl: string,
  timeoutMs: number,
  operator = 1,
  serial: string | null = null,
): RtDriver {
  const url = new URL(CUSTOM_PATH, baseUrl).toString();
  const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8' };
  if (serial) headers.authorization = `Basic ${btoa(`${serial}:${serial}`)}`;
  const send = async (xml: string) =>
    parseCustomAnswer(await postXml(url, xml, timeoutMs, headers));
  return {
    print: (doc: RtDocument) => send(customReceipt(doc)),
    report: (kind) => send(customReport(kind, operator)),
    openDrawer: () => send(customCommand('openDrawer')),
    status: () => send(customCommand('queryPrinterStatus')),
    async lastDocument() {
      const answer = await send(customCommand('getInfo'));
      const z = Number(answer.info.zRepNumber);
      const n = Number(answer.info.fiscalReceiptNumber);
      if (!answer.success || !Number.isInteger(z) || !Number.isInteger(n)) {
        throw new RtUnreachable(
          'Il registratore telematico non ha detto quale è il suo ultimo documento.',
        );
      }
      return { zNumber: z, documentNumber: n };
    },
  };
}

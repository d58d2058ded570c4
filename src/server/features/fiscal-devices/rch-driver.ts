import { parseRchAnswer, RCH_PATH, rchCommand, rchReceipt, rchReport } from './rch-xml';
import type { RtDocument } from './rt-document';
import { postXml, type RtDriver, RtUnreachable } from './rt-driver';

/**
 * An RCH RT (Print!F RT and compatibles) over its LAN web service. Its answer to a document says
 * only whether it went through; the document's numbers are then read from the RT's state
 * (`<</?s`), which is also how the last document is asked before a retry.
 */
export function rchDriver(baseUrl: string, timeoutMs: number): RtDriver {
  const url = new URL(RCH_PATH, baseUrl).toString();
  const headers = { 'content-type': 'application/xml; charset=utf-8' };
  const send = async (xml: string) => parseRchAnswer(await postXml(url, xml, timeoutMs, headers));
  return {
    async print(doc: RtDocument) {
      const answer = await send(rchReceipt(doc));
      if (!answer.success || answer.info.fiscalReceiptNumber) return answer;
      const state = await send(rchCommand('state'));
      return { ...answer, info: { ...answer.info, ...state.info } };
    },
    report: (kind) => send(rchReport(kind)),
    openDrawer: () => send(rchCommand('drawer')),
    status: () => send(rchCommand('serial')),
    async lastDocument() {
      // The counters are read whatever the paper or the cover say: they are in every state answer.
      const answer = await send(rchCommand('state'));
      const z = Number(answer.info.zRepNumber);
      const n = Number(answer.info.fiscalReceiptNumber);
      if (!Number.isInteger(z) || !Number.isInteger(n)) {
        throw new RtUnreachable(
          'Il registratore telematico non ha detto quale è il suo ultimo documento.',
        );
      }
      return { zNumber: z, documentNumber: n };
    },
  };
}

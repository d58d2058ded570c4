import {
  DIRECTIO_LAST_DOCUMENT,
  EPSON_PATH,
  epsonCourtesyCopy,
  epsonDirectIO,
  epsonDrawer,
  epsonReceipt,
  epsonReport,
  epsonStatus,
  parseEpsonAnswer,
} from './epson-fpmate';
import type { RtDocument } from './rt-document';
import { postXml, type RtDriver, RtUnreachable } from './rt-driver';

/** The Epson FP-81 II RT / FP-90 III RT over its LAN web service (Fiscal ePOS-Print). */
export function epsonDriver(baseUrl: string, timeoutMs: number, operator = 1): RtDriver {
  const url = new URL(EPSON_PATH, baseUrl).toString();
  const send = async (xml: string) => parseEpsonAnswer(await postXml(url, xml, timeoutMs));
  return {
    print: (doc: RtDocument) => send(epsonReceipt(doc)),
    report: (kind) => send(epsonReport(kind, operator)),
    openDrawer: () => send(epsonDrawer(operator)),
    printText: (lines) => send(epsonCourtesyCopy(lines, operator)),
    status: () => send(epsonStatus()),
    async lastDocument() {
      const answer = await send(epsonDirectIO(DIRECTIO_LAST_DOCUMENT, '01'));
      const data = answer.info.responseData ?? '';
      // responseData: "01" echo, then the Z number (4 digits) and the last document number (4).
      const match = /^\d{2}(\d{4})(\d{4})/.exec(data);
      if (!answer.success || !match) {
        throw new RtUnreachable(
          'Il registratore telematico non ha detto quale è il suo ultimo documento.',
        );
      }
      return { zNumber: Number(match[1]), documentNumber: Number(match[2]) };
    },
  };
}

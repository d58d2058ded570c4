import { element, text } from './epson-fpmate';
import type { RtAnswer, RtDocument, RtLine, RtOriginal, RtTender } from './rt-document';

/**
 * Custom's XML protocol for its RT printers (the "XML over HTTP" web service): plain XML without
 * a SOAP envelope at `POST /xml/printer.htm`, quantities in thousandths, amounts in integer cents.
 * Element names as in the public Custom client `lyancoder/fiscal-printer` (decision 052 lists what
 * could not be confirmed: the deposit tender, the refund opener, `getInfo`'s fields).
 */

export const CUSTOM_PATH = '/xml/printer.htm';

/** Custom's paymentType numbers (printRecTotal); 6 is the "sconto a pagare" tender. */
const PAYMENT_TYPE = {
  contanti: 0,
  assegno: 1,
  elettronico: 2,
  ticket: 3,
  non_riscosso: 5,
} as const;
const PAYMENT_DEPOSIT = 6;
/** printRecItemAdjustment: 3 = discount on the department (2 would be a surcharge). */
const ADJUST_DISCOUNT = 3;

const HEAD = '<?xml version="1.0" encoding="utf-8" standalone="yes"?>';

const documentXml = (root: string, body: string[]) =>
  [HEAD, `<${root}>`, ...body, `</${root}>`, ''].join('\n');

function itemLines(lines: RtLine[]): string[] {
  return lines.flatMap((line) => {
    const item = element('printRecItem', {
      description: text(line.description),
      quantity: line.quantity * 1000,
      unitPrice: line.unitPriceCents,
      department: line.department,
    });
    if (!line.discountCents) return [item];
    return [
      item,
      element('printRecItemAdjustment', {
        description: 'SCONTO',
        amount: line.discountCents,
        adjustmentType: ADJUST_DISCOUNT,
        department: line.department,
      }),
    ];
  });
}

const totals = (tenders: RtTender[]) =>
  tenders.map((t) =>
    element('printRecTotal', {
      description: text(t.description),
      payment: t.amountCents,
      paymentType: PAYMENT_TYPE[t.type],
    }),
  );

/** The cited document: Z number and document number on 4 digits, the day as DDMMYYYY. */
function reference(original: RtOriginal) {
  const [y, m, d] = original.date.split('-');
  return {
    docRefZ: String(original.zNumber).padStart(4, '0'),
    docRefNumber: String(original.documentNumber).padStart(4, '0'),
    docDate: `${d}${m}${y}`,
    fiscalSerial: original.serial,
    checkOnly: 0,
  };
}

export function customReceipt(doc: RtDocument): string {
  if (doc.kind === 'annullo') {
    return documentXml('printerFiscalReceipt', [
      element('beginRtDocAnnulment', reference(doc.original)),
      element('endFiscalReceiptCut', {}),
    ]);
  }
  if (doc.kind === 'reso') {
    return documentXml('printerFiscalReceipt', [
      element('beginRtDocRefund', reference(doc.original)),
      ...itemLines(doc.lines),
      ...totals(doc.tenders),
      element('endFiscalReceiptCut', {}),
    ]);
  }
  const body = [element('beginFiscalReceipt', {})];
  if (doc.lotteryCode) body.push(element('setLotteryCode', { code: doc.lotteryCode }));
  body.push(...itemLines(doc.lines));
  if (doc.deposit) {
    body.push(
      element('printRecTotal', {
        description: 'ACCONTO',
        payment: doc.deposit.amountCents,
        paymentType: PAYMENT_DEPOSIT,
      }),
    );
  }
  body.push(...totals(doc.tenders), element('endFiscalReceiptCut', {}));
  return documentXml('printerFiscalReceipt', body);
}

export function customReport(kind: 'x' | 'z', operator: number): string {
  const report =
    kind === 'x'
      ? element('printXReport', { operator })
      : element('printZReport', { operator, timeout: 120000 });
  return documentXml('printerFiscalReport', [report]);
}

export const customCommand = (command: 'openDrawer' | 'queryPrinterStatus' | 'getInfo') =>
  documentXml('printerCommand', [element(command, {})]);

/**
 * Reads `<response|infoResp success status><addInfo>…</addInfo>`; Custom's names are turned into
 * the ones print-once reads (nClose → zRepNumber, fiscalDoc → fiscalReceiptNumber, the day of
 * dateTime → fiscalReceiptDate), and a failure's status becomes the code.
 */
export function parseCustomAnswer(xml: string): RtAnswer {
  const head = /<(?:response|infoResp)\b([^>]*)>/.exec(xml);
  if (!head) throw new Error('risposta del registratore non riconosciuta');
  const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(head[1] ?? '')?.[1] ?? '';
  const info: Record<string, string> = {};
  const add = /<addInfo>([\s\S]*?)<\/addInfo>/.exec(xml)?.[1] ?? '';
  for (const m of add.matchAll(/<(\w+)>([^<]*)<\/\1>/g)) {
    if (m[1] && m[1] !== 'elementList') info[m[1]] = m[2] ?? '';
  }
  if (info.nClose !== undefined) info.zRepNumber = String(Number(info.nClose));
  if (info.fiscalDoc !== undefined) info.fiscalReceiptNumber = String(Number(info.fiscalDoc));
  if (info.dateTime) info.fiscalReceiptDate = info.dateTime.slice(0, 10);
  const success = attr('success') === 'true';
  return { success, code: success ? '' : attr('status'), status: attr('status'), info };
}

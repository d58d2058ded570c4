import type { RtAnswer, RtDocument, RtLine, RtOriginal, RtTender } from './rt-document';

/**
 * Epson Fiscal ePOS-Print (FPMate) XML: the requests Sportello sends to an FP-81 II RT or FP-90
 * III RT at `POST /cgi-bin/fpmate.cgi`, and the reading of its `<response>`. Element and attribute
 * names follow Epson's Fiscal ePOS-Print guide as Odoo's l10n_it_pos and OCA fiscal_epos_print
 * send them (decision 046). Amounts go out with a decimal comma, as in Epson's examples.
 */

export const EPSON_PATH = '/cgi-bin/fpmate.cgi';

/** Epson's paymentType numbers (printRecTotal). */
export const PAYMENT_TYPE = {
  contanti: 0,
  assegno: 1,
  elettronico: 2,
  ticket: 3,
  non_riscosso: 5,
} as const;

/** printRecItemAdjustment: 3 = discount on the item, 10 = deposit (acconto) already paid. */
const ADJUST_ITEM_DISCOUNT = 3;
const ADJUST_DEPOSIT = 10;

/**
 * directIO reading the RT's counters: the Z number and the last document number (decision 046
 * says where the code comes from and what a real device must be checked for).
 */
export const DIRECTIO_LAST_DOCUMENT = 1070;

const DESCRIPTION_MAX = 38;

export function euros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

function xmlAttr(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The RT prints at most 38 characters of a description: cut before escaping. */
export function text(value: string): string {
  return value.replace(/\s+/g, ' ').trim().slice(0, DESCRIPTION_MAX);
}

export function element(name: string, attrs: Record<string, string | number>): string {
  const body = Object.entries(attrs)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? v : xmlAttr(v)}"`)
    .join(' ');
  return body ? `<${name} ${body} />` : `<${name} />`;
}

function envelope(inner: string): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/">',
    '<s:Body>',
    inner,
    '</s:Body>',
    '</s:Envelope>',
    '',
  ].join('\n');
}

function itemLines(operator: number, lines: RtLine[], tag: 'printRecItem' | 'printRecRefund') {
  return lines.flatMap((line) => {
    const out = [
      element(tag, {
        operator,
        description: text(line.description),
        quantity: line.quantity,
        unitPrice: euros(line.unitPriceCents),
        department: line.department,
        justification: 1,
      }),
    ];
    if (line.discountCents && tag === 'printRecItem') {
      out.push(
        element('printRecItemAdjustment', {
          operator,
          adjustmentType: ADJUST_ITEM_DISCOUNT,
          description: 'SCONTO',
          amount: euros(line.discountCents),
          department: line.department,
          justification: 2,
        }),
      );
    }
    return out;
  });
}

function totals(operator: number, tenders: RtTender[]): string[] {
  return tenders.map((t) =>
    element('printRecTotal', {
      operator,
      description: text(t.description),
      payment: euros(t.amountCents),
      paymentType: PAYMENT_TYPE[t.type],
      index: t.index,
      justification: 1,
    }),
  );
}

/** "RESO 0012 0034 04122026 99MEY012345": Z number, document number, DDMMYYYY, RT serial. */
export function citation(kind: 'RESO' | 'ANNULLO', original: RtOriginal): string {
  const [y, m, d] = original.date.split('-');
  const z = String(original.zNumber).padStart(4, '0');
  const n = String(original.documentNumber).padStart(4, '0');
  return `${kind} ${z} ${n} ${d}${m}${y} ${original.serial}`;
}

export function epsonReceipt(doc: RtDocument): string {
  const op = doc.operator;
  const body: string[] = [element('beginFiscalReceipt', { operator: op })];
  if (doc.kind === 'vendita') {
    body.push(...itemLines(op, doc.lines, 'printRecItem'));
    if (doc.deposit) {
      body.push(
        element('printRecItemAdjustment', {
          operator: op,
          adjustmentType: ADJUST_DEPOSIT,
          description: 'ACCONTO',
          amount: euros(doc.deposit.amountCents),
          department: doc.deposit.department,
          justification: 2,
        }),
      );
    }
    if (doc.lotteryCode)
      body.push(element('printRecLotteryID', { operator: op, code: doc.lotteryCode }));
    body.push(...totals(op, doc.tenders));
  } else if (doc.kind === 'reso') {
    body.unshift(
      element('printRecMessage', {
        operator: op,
        messageType: 4,
        message: citation('RESO', doc.original),
      }),
    );
    body.push(...itemLines(op, doc.lines, 'printRecRefund'), ...totals(op, doc.tenders));
  } else {
    body.unshift(
      element('printRecMessage', {
        operator: op,
        messageType: 4,
        message: citation('ANNULLO', doc.original),
      }),
    );
    body.push(
      element('printRecTotal', {
        operator: op,
        description: 'ANNULLO',
        payment: '0,00',
        paymentType: 0,
        index: 0,
        justification: 1,
      }),
    );
  }
  body.push(element('endFiscalReceipt', { operator: op }));
  return envelope(['<printerFiscalReceipt>', ...body, '</printerFiscalReceipt>'].join('\n'));
}

export function epsonReport(kind: 'x' | 'z', operator: number): string {
  const tag = kind === 'x' ? 'printXReport' : 'printZReport';
  return envelope(
    [
      '<printerFiscalReport>',
      element(tag, { operator, timeout: 120000 }),
      '</printerFiscalReport>',
    ].join('\n'),
  );
}

export function epsonDrawer(operator: number): string {
  return envelope(
    ['<printerCommand>', element('openDrawer', { operator }), '</printerCommand>'].join('\n'),
  );
}

/** The courtesy copy (*ristampa*): non-fiscal text, never a second documento commerciale. */
export function epsonCourtesyCopy(lines: readonly string[], operator: number): string {
  return envelope(
    [
      '<printerNonFiscal>',
      element('beginNonFiscal', { operator }),
      ...lines.map((data) => element('printNormal', { operator, font: 1, data: text(data) })),
      element('endNonFiscal', { operator }),
      '</printerNonFiscal>',
    ].join('\n'),
  );
}

export function epsonDirectIO(command: number, data: string): string {
  return envelope(
    ['<printerCommand>', element('directIO', { command, data }), '</printerCommand>'].join('\n'),
  );
}

export function epsonStatus(): string {
  return envelope(
    [
      '<printerCommand>',
      element('queryPrinterStatus', { operator: 1, statusType: 1 }),
      '</printerCommand>',
    ].join('\n'),
  );
}

/** Reads `<response success code status><addInfo>…</addInfo></response>` without a DOM. */
export function parseEpsonAnswer(xml: string): RtAnswer {
  const head = /<response\b([^>]*)>/.exec(xml);
  if (!head) throw new Error('risposta del registratore non riconosciuta');
  const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(head[1] ?? '')?.[1] ?? '';
  const info: Record<string, string> = {};
  const add = /<addInfo>([\s\S]*?)<\/addInfo>/.exec(xml)?.[1] ?? '';
  for (const m of add.matchAll(/<(\w+)>([^<]*)<\/\1>/g)) {
    if (m[1] && m[1] !== 'elementList') info[m[1]] = m[2] ?? '';
  }
  return { success: attr('success') === 'true', code: attr('code'), status: attr('status'), info };
}

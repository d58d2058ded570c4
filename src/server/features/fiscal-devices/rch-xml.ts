import type { RtAnswer, RtDocument, RtLine, RtOriginal, RtPaymentType } from './rt-document';

/**
 * RCH's web service for its RT printers (Print!F RT and compatibles): `POST /service.cgi` with
 * `<Service><cmd>…</cmd>…</Service>`, each `cmd` one line of RCH's keyboard-like protocol.
 * Amounts are integer cents, dates DDMMYY. Every command string Sportello sends is in
 * `RCH_COMMANDS` below, so it can be corrected against a real device in one place; decision 055
 * cites where each comes from and lists what could not be confirmed.
 */

export const RCH_PATH = '/service.cgi';

/** RCH's factory payment table (=T1 … =T5), which the shop's RT keeps unless reprogrammed. */
export const RCH_PAYMENT: Record<RtPaymentType, number> = {
  contanti: 1,
  non_riscosso: 2,
  assegno: 3,
  elettronico: 4,
  ticket: 5,
};

/** A document cited by a return or a void: day as DDMMYY, then its Z number and number. */
const cited = (o: RtOriginal) => {
  const [y, m, d] = o.date.split('-');
  return `/&${d}${m}${y?.slice(2)}/[${o.zNumber}/]${o.documentNumber}`;
};

export const RCH_COMMANDS = {
  /** Clears any half-typed entry, then the REG key: every fiscal document starts from there. */
  clear: '=K',
  reg: '=C1',
  xKey: '=C2',
  zKey: '=C3',
  /** In the X key a daily reading, in the Z key the daily closure. */
  dailyReport: '=C10',
  drawer: '=C86',
  /** Answers the RT's mode, last closed Z (`lastZ`) and last fiscal document (`lastDocF`). */
  state: '<</?s',
  /** Answers the RT's serial (matricola) as `<Enq><name>m</name><value>…`. */
  serial: '<</?m',
  sale: (l: RtLine) => `=R${l.department}/$${l.unitPriceCents}/*${l.quantity}/(${words(l)})`,
  lineDiscount: (cents: number) => `=V-/*${cents}/(SCONTO)`,
  /** A deposit an earlier document certified: the ACCONTO line (type 2) lowers what is due. */
  deposit: (department: number, cents: number) => `=R${department}/$${cents}/&2/(ACCONTO)`,
  lottery: (code: string) => `="/?L/$1/(${code})`,
  tender: (type: RtPaymentType, cents: number) => `=T${RCH_PAYMENT[type]}/$${cents}`,
  /** Opens a return (reso) citing the sale; its lines and tenders follow. */
  refund: (o: RtOriginal) => `=r${cited(o)}`,
  /** Voids (annullo) the cited sale whole: the RT writes the document by itself. */
  void: (o: RtOriginal) => `=k${cited(o)}`,
} as const;

/**
 * RCH prints 36 characters of a description; its fields are delimited by `/` and `( )`, so those
 * become spaces before the XML escaping.
 */
const DESCRIPTION_MAX = 36;
function words(line: RtLine): string {
  return line.description
    .replace(/[()/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, DESCRIPTION_MAX)
    .trimEnd();
}

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export function rchService(commands: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Service>',
    ...commands.map((c) => `<cmd>${escapeXml(c)}</cmd>`),
    '</Service>',
    '',
  ].join('\n');
}

function linesAndTenders(doc: Extract<RtDocument, { lines: RtLine[] }>): string[] {
  const out = doc.lines.flatMap((line) =>
    line.discountCents
      ? [RCH_COMMANDS.sale(line), RCH_COMMANDS.lineDiscount(line.discountCents)]
      : [RCH_COMMANDS.sale(line)],
  );
  if (doc.kind === 'vendita' && doc.deposit) {
    out.push(RCH_COMMANDS.deposit(doc.deposit.department, doc.deposit.amountCents));
  }
  if (doc.kind === 'vendita' && doc.lotteryCode) out.push(RCH_COMMANDS.lottery(doc.lotteryCode));
  return [...out, ...doc.tenders.map((t) => RCH_COMMANDS.tender(t.type, t.amountCents))];
}

export function rchReceipt(doc: RtDocument): string {
  const start = [RCH_COMMANDS.clear, RCH_COMMANDS.reg];
  if (doc.kind === 'annullo') return rchService([...start, RCH_COMMANDS.void(doc.original)]);
  if (doc.kind === 'reso') {
    return rchService([...start, RCH_COMMANDS.refund(doc.original), ...linesAndTenders(doc)]);
  }
  return rchService([...start, ...linesAndTenders(doc)]);
}

/** X or Z: the key, the daily report, and back to REG so the next sale finds the RT ready. */
export function rchReport(kind: 'x' | 'z'): string {
  const key = kind === 'x' ? RCH_COMMANDS.xKey : RCH_COMMANDS.zKey;
  return rchService([RCH_COMMANDS.clear, key, RCH_COMMANDS.dailyReport, RCH_COMMANDS.reg]);
}

export const rchCommand = (command: 'drawer' | 'state' | 'serial') =>
  rchService([RCH_COMMANDS[command]]);

/** Epson's payment numbers, which the rest of Sportello reads daily totals in. */
const EPSON_NUMBER: Record<RtPaymentType, number> = {
  contanti: 0,
  assegno: 1,
  elettronico: 2,
  ticket: 3,
  non_riscosso: 5,
};
const FROM_RCH = Object.fromEntries(
  Object.entries(RCH_PAYMENT).map(([type, n]) => [n, EPSON_NUMBER[type as RtPaymentType]]),
);

/** The first reason that stops the RT, as the code `failureReason` turns into Italian. */
function failureCode(fields: Record<string, string>): string {
  const on = (name: string) => (fields[name] ?? '0') !== '0';
  if (on('paperEnd')) return 'PAPER_END';
  if (on('coverOpen')) return 'COVER_OPEN';
  if (on('busy')) return 'RCH_BUSY';
  if (on('printerError')) return 'RCH_PRINTER_ERROR';
  return fields.errorCode ?? fields.errCode ?? '';
}

/**
 * Reads `<Service><Request>` (errorCode, printerError, paperEnd, coverOpen, busy, lastCmd) and
 * whatever the command added (`ECRStatus`, `Enq`), under the names print-once reads: the
 * document's Z number is the one after the last closed (`lastZ` + 1), its number `lastDocF`.
 */
export function parseRchAnswer(xml: string): RtAnswer {
  const request = /<Request>([\s\S]*?)<\/Request>/.exec(xml)?.[1];
  if (!xml.includes('<Service>') || request === undefined) {
    throw new Error('risposta del registratore non riconosciuta');
  }
  const fields: Record<string, string> = {};
  for (const m of xml.matchAll(/<(\w+)>([^<]*)<\/\1>/g)) fields[m[1] ?? ''] = m[2] ?? '';
  if (!('errorCode' in fields) && !('errCode' in fields)) {
    throw new Error('risposta del registratore non riconosciuta');
  }
  const info: Record<string, string> = { ...fields };
  if (fields.lastZ !== undefined) info.zRepNumber = String(Number(fields.lastZ) + 1);
  if (fields.lastDocF !== undefined) info.fiscalReceiptNumber = String(Number(fields.lastDocF));
  for (const m of xml.matchAll(/<Enq><name>m<\/name><value>([^<]*)<\/value><\/Enq>/g)) {
    info.serialNumber = m[1] ?? '';
  }
  if (fields.dailyAmountCents) {
    info.dailyAmountCents = fields.dailyAmountCents
      .split(';')
      .map((pair) => pair.split(':'))
      .map(([type, cents]) => `${FROM_RCH[Number(type)] ?? `rch${type}`}:${cents}`)
      .join(';');
  }
  const code = failureCode(fields);
  const success = code === '' || code === '0';
  return { success, code: success ? '' : code, status: fields.lastCmd ?? '', info };
}

import { romeWallClock as rome } from '../../../shared/rome-time';
import { CUSTOM_PATH } from './custom-xml';
import { DIRECTIO_LAST_DOCUMENT, EPSON_PATH } from './epson-fpmate';

/** What a simulated request asks for, whatever the protocol. */
export type SimRequest =
  | 'receipt'
  | 'courtesy'
  | 'last'
  | 'x'
  | 'z'
  | 'status'
  | 'drawer'
  | 'unknown';

export interface SimPrinted {
  documentNumber: number;
  zNumber: number;
  amountCents: number;
  /** The instant; the RT prints it on Rome's wall clock, as a device set up in Italy does. */
  at: Date;
  serial: string;
}

/** Epson's date as it answers it: D/M/YYYY, no leading zeros (of a wall clock held in UTC fields). */
const dayMonthYear = (wall: Date) =>
  `${wall.getUTCDate()}/${wall.getUTCMonth() + 1}/${wall.getUTCFullYear()}`;

/** One protocol as the simulator speaks it: how requests are recognised and answers written. */
export interface SimDialect {
  label: string;
  path: string;
  request(body: string): SimRequest;
  /** The tenders of a document: RT payment type → cents. */
  tenders(body: string): [string, number][];
  failure(fault: 'paper_end' | 'cover_open'): string;
  printed(p: SimPrinted): string;
  last(zNumber: number, documentNumber: number): string;
  report(zNumber: number, totals: string): string;
  ok(info: Record<string, string | number>): string;
  unknown(): string;
}

const addInfo = (info: Record<string, string | number>) => {
  const names = Object.keys(info);
  const items = names.map((n) => `<${n}>${info[n]}</${n}>`).join('');
  return `<addInfo><elementList>${names.join(',')}</elementList>${items}</addInfo>`;
};
const pad = (n: number) => String(n).padStart(4, '0');
const comma = (cents: number) =>
  `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

function epsonAnswer(success: boolean, code: string, info: Record<string, string | number>) {
  return `<?xml version="1.0" encoding="utf-8"?>\n<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><response success="${success}" code="${code}" status="2">${addInfo(info)}</response></s:Body></s:Envelope>`;
}

export const EPSON_DIALECT: SimDialect = {
  label: 'Epson FPMate',
  path: EPSON_PATH,
  request(body) {
    if (body.includes('<printerFiscalReceipt>')) return 'receipt';
    if (body.includes('<printerNonFiscal>')) return 'courtesy';
    if (body.includes(`command="${DIRECTIO_LAST_DOCUMENT}"`)) return 'last';
    if (body.includes('<printZReport')) return 'z';
    if (body.includes('<printXReport')) return 'x';
    if (body.includes('<queryPrinterStatus')) return 'status';
    if (body.includes('<openDrawer')) return 'drawer';
    return 'unknown';
  },
  tenders: (body) =>
    [...body.matchAll(/<printRecTotal [^>]*payment="(-?\d+),(\d{2})" paymentType="(\d)"/g)].map(
      (m) => [m[3] ?? '0', Number(m[1]) * 100 + Number(m[2])],
    ),
  failure: (fault) =>
    epsonAnswer(false, fault === 'paper_end' ? 'EPTR_REC_EMPTY' : 'EPTR_COVER_OPEN', {
      lastCommand: 74,
    }),
  printed: (p) =>
    epsonAnswer(true, '', {
      lastCommand: 74,
      fiscalReceiptNumber: p.documentNumber,
      fiscalReceiptAmount: comma(p.amountCents),
      fiscalReceiptDate: dayMonthYear(rome(p.at)),
      zRepNumber: p.zNumber,
      serialNumber: p.serial,
    }),
  last: (z, n) => epsonAnswer(true, '', { responseData: `01${pad(z)}${pad(n)}` }),
  report: (z, totals) => epsonAnswer(true, '', { zRepNumber: z, dailyAmountCents: totals }),
  ok: (info) => epsonAnswer(true, '', info),
  unknown: () => epsonAnswer(false, 'EPTR_UNKNOWN_COMMAND', {}),
};

function customAnswer(success: boolean, status: string, info: Record<string, string | number>) {
  return `<?xml version="1.0" encoding="utf-8"?>\n<response success="${success}" status="${status}">${addInfo(info)}</response>`;
}

export const CUSTOM_DIALECT: SimDialect = {
  label: 'Custom XML',
  path: CUSTOM_PATH,
  request(body) {
    if (body.includes('<printerFiscalReceipt>')) return 'receipt';
    if (body.includes('<printerNonFiscal>')) return 'courtesy';
    if (body.includes('<getInfo')) return 'last';
    if (body.includes('<printZReport')) return 'z';
    if (body.includes('<printXReport')) return 'x';
    if (body.includes('<queryPrinterStatus')) return 'status';
    if (body.includes('<openDrawer')) return 'drawer';
    return 'unknown';
  },
  tenders: (body) =>
    [...body.matchAll(/<printRecTotal [^>]*payment="(-?\d+)" paymentType="(\d)"/g)].map((m) => [
      m[2] ?? '0',
      Number(m[1]),
    ]),
  failure: (fault) =>
    customAnswer(false, fault === 'paper_end' ? 'PAPER_END' : 'COVER_OPEN', { lastCommand: 74 }),
  printed: (p) =>
    customAnswer(true, '0', {
      lastCommand: 74,
      dateTime: rome(p.at).toISOString().slice(0, 19),
      printerStatus: '20110',
      nClose: pad(p.zNumber),
      fiscalDoc: pad(p.documentNumber),
    }),
  last: (z, n) =>
    `<?xml version="1.0" encoding="utf-8"?>\n<infoResp success="true" status="0">${addInfo({ nClose: pad(z), fiscalDoc: pad(n) })}</infoResp>`,
  report: (z, totals) => customAnswer(true, '0', { zRepNumber: z, dailyAmountCents: totals }),
  ok: (info) => customAnswer(true, '0', info),
  unknown: () => customAnswer(false, 'UNKNOWN_COMMAND', {}),
};

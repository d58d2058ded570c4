/**
 * What Sportello asks of a registratore telematico, independent of the maker: a documento
 * commerciale (sale, return, cancellation), a report, the drawer. Each protocol turns these into
 * its own XML; amounts are integer cents, VAT included, as the RT wants them.
 */

/** The RT's payment types (Epson FPMate numbering, which Custom and RCH map onto). */
export type RtPaymentType = 'contanti' | 'assegno' | 'elettronico' | 'ticket' | 'non_riscosso';

export interface RtLine {
  description: string;
  /** Whole units: the shop sells pieces, not weights. */
  quantity: number;
  unitPriceCents: number;
  /** The RT department that carries the VAT rate or the natura. */
  department: number;
  /** A discount on this line, in cents (the list price stays on the line). */
  discountCents?: number;
}

export interface RtTender {
  type: RtPaymentType;
  /** The RT's index within the type (e.g. which card circuit, which ticket). */
  index: number;
  description: string;
  amountCents: number;
}

/** The document a reso or annullo cites: RT serial, Z number, document number and its day. */
export interface RtOriginal {
  serial: string;
  zNumber: number;
  documentNumber: number;
  /** YYYY-MM-DD, the day the original was emitted. */
  date: string;
}

export type RtDocument =
  | {
      kind: 'vendita';
      operator: number;
      lines: RtLine[];
      tenders: RtTender[];
      lotteryCode?: string | null;
      /** A deposit already certified on an earlier document: shown as paid, not taken again. */
      deposit?: { department: number; amountCents: number } | null;
    }
  | { kind: 'reso'; operator: number; original: RtOriginal; lines: RtLine[]; tenders: RtTender[] }
  | { kind: 'annullo'; operator: number; original: RtOriginal };

/** What the RT answered: success, the printer's state and the document it wrote, if any. */
export interface RtAnswer {
  success: boolean;
  code: string;
  status: string;
  info: Record<string, string>;
}

/** The last document the RT holds, asked before any retry so a job never prints twice. */
export interface RtLastDocument {
  zNumber: number;
  documentNumber: number;
}

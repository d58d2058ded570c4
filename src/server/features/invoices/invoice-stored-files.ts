import type { Kysely } from 'kysely';
import {
  centsToE8,
  type InvoiceTotals,
  priceInvoice,
} from '../../../shared/invoices/invoice-money';
import type { PaymentDetail } from '../../../shared/invoices/invoice-payment-terms';
import type { DB } from '../../db/schema';
import { type FatturaInput, fatturaFileName, fatturaXml } from './fattura-xml';
import { linesFromRows, sellerSnapshot } from './invoice-model';
import {
  type InvoiceLineRow,
  type InvoiceRow,
  selectInvoice,
  selectIssuedWithoutFile,
  selectLines,
  storeIssuedFile,
} from './invoices.queries';

/**
 * An issued invoice is served as it was sent: its XML bytes, file name, figures and payment
 * details are written once, in the issue's transaction, and read from then on (the download, the
 * month's zip, the print copy), so no later change of the code that writes them can change a
 * file the SDI already has.
 */
export interface IssuedFile {
  issued_xml: string;
  issued_file_name: string;
  issued_totals: string;
  payment_details: string;
}

export function issuedFile(input: FatturaInput): IssuedFile {
  return {
    issued_xml: fatturaXml(input),
    issued_file_name: fatturaFileName(input.seller, input.fileProgressive),
    issued_totals: JSON.stringify(input.totals),
    payment_details: JSON.stringify(input.payments),
  };
}

/** The figures an invoice was issued with; null on a draft (priced afresh on every read). */
export function issuedFigures(
  row: Pick<InvoiceRow, 'issued_totals' | 'payment_details'>,
): { totals: InvoiceTotals; payments: PaymentDetail[] } | null {
  if (!row.issued_totals || !row.payment_details) return null;
  const totals = JSON.parse(row.issued_totals) as InvoiceTotals;
  return {
    // Stored before prices had 8 decimals, a line's unit price was in cents.
    totals: {
      ...totals,
      lines: totals.lines.map((l) => {
        const legacy = l as typeof l & { unitPriceCents?: number };
        return legacy.unitPriceCents === undefined
          ? l
          : { ...l, unitPriceE8: centsToE8(legacy.unitPriceCents) };
      }),
    },
    payments: JSON.parse(row.payment_details) as PaymentDetail[],
  };
}

/** An invoice issued before its file was stored, as it was written then. */
function legacyInput(row: InvoiceRow, lines: readonly InvoiceLineRow[]): FatturaInput {
  const totals = priceInvoice(linesFromRows(lines), 'total_only');
  return {
    kind: row.kind,
    number: row.number ?? '',
    issueDate: row.issue_date ?? '',
    fileProgressive: row.file_progressive ?? '',
    seller: sellerSnapshot(row.seller ?? '{}'),
    customer: row,
    descriptions: lines.map((l) => l.description),
    articleCodes: lines.map(() => null),
    totals,
    // Then every invoice, credit notes included, said "pagamento completo" by its one method.
    payments: [
      {
        method: row.payment_method,
        amountCents: totals.totalCents,
        dueDate: row.payment_due_date,
        paid: false,
      },
    ],
    notes: row.notes,
    related:
      row.related_number && row.related_issue_date
        ? { number: row.related_number, issueDate: row.related_issue_date }
        : null,
    // Then no file carried the shop's contacts.
    contacts: { phone: '', email: '' },
  };
}

/** Stores the file of every issued invoice that has none (the migration that added them). */
export async function storeMissingIssuedFiles(db: Kysely<DB>): Promise<number> {
  let stored = 0;
  for (;;) {
    const page = await selectIssuedWithoutFile(db, 200);
    if (page.length === 0) return stored;
    for (const { id } of page) {
      const row = await selectInvoice(db, id);
      if (!row) continue;
      const input = legacyInput(row, await selectLines(db, id));
      // Their files were named by the P.IVA, whatever IdTrasmittente said.
      const file = {
        ...issuedFile(input),
        issued_file_name: `IT${input.seller.vat_number ?? ''}_${input.fileProgressive}.xml`,
      };
      await storeIssuedFile(db, id, file);
      stored++;
    }
  }
}

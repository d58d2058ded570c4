import type { Insertable } from 'kysely';
import type { ArticleCode } from '../../../shared/invoices/article-code';
import type { InvoiceKind } from '../../../shared/invoices/invoice-codes';
import type { CustomerSnapshot } from '../../../shared/invoices/invoice-customer';
import type { InvoiceSellerDto } from '../../../shared/invoices/invoice-dto';
import {
  applyRegime,
  type InvoiceTotals,
  type MoneyLine,
  priceInvoice,
} from '../../../shared/invoices/invoice-money';
import type { InvoiceLineInput } from '../../../shared/invoices/invoice-schemas';
import { toBool } from '../../db/normalize';
import type { InvoiceLineTable } from '../../db/tables/invoice-tables';
import type { CustomerRow } from './invoice-sources.queries';
import type { InvoiceLineRow } from './invoices.queries';

/** A line before it is stored: its text and its money. */
export interface DraftLine extends MoneyLine {
  description: string;
  articleCode: ArticleCode | null;
}

/** Lines as typed: the shop's default rate where none is given; a natura only at 0 %. */
export function linesFromInput(
  lines: readonly InvoiceLineInput[],
  defaultRate: number,
): DraftLine[] {
  return lines.map((l) => {
    const rate = l.vat_rate ?? defaultRate;
    return {
      description: l.description,
      articleCode: l.article_code ?? null,
      quantityHundredths: l.quantity,
      unitPriceE8: l.unit_price,
      priceIncludesVat: l.price_includes_vat,
      vatRateHundredths: rate,
      natura: rate === 0 ? (l.natura ?? null) : null,
      discountHundredths: l.discount_percent || null,
    };
  });
}

export const linesFromRows = (rows: readonly InvoiceLineRow[]): DraftLine[] =>
  rows.map((r) => ({
    description: r.description,
    articleCode:
      r.article_code_type && r.article_code_value
        ? { type: r.article_code_type, value: r.article_code_value }
        : null,
    quantityHundredths: r.quantity_hundredths,
    unitPriceE8: Number(r.unit_price_e8),
    priceIncludesVat: toBool(r.price_includes_vat),
    vatRateHundredths: r.vat_rate_hundredths,
    natura: r.natura,
    discountHundredths: r.discount_hundredths,
  }));

/**
 * The shop as an issued invoice froze it. Invoices issued before the stamp-duty choice existed
 * charged it to the customer (it was in their total).
 */
export function sellerSnapshot(json: string): InvoiceSellerDto {
  const seller = JSON.parse(json) as Partial<InvoiceSellerDto>;
  return {
    ...seller,
    stamp_duty_bearer: seller.stamp_duty_bearer ?? 'cliente',
  } as InvoiceSellerDto;
}

/**
 * The lines as the shop's regime wants them, priced with its stamp-duty choice. A credit note
 * keeps its invoice's VAT whatever the regime today: it reverses what was charged then (an RF01
 * invoice credited after the switch to forfettario gives back its 22 %).
 */
export function priceDraft(
  lines: readonly DraftLine[],
  shop: Pick<InvoiceSellerDto, 'regime_fiscale' | 'stamp_duty_bearer'>,
  kind: InvoiceKind,
) {
  const ruled = kind === 'TD04' ? lines : applyRegime(lines, shop.regime_fiscale);
  return { lines: ruled, totals: priceInvoice(ruled, shop.stamp_duty_bearer) };
}

export function lineRows(
  invoiceId: string,
  lines: readonly DraftLine[],
  totals: InvoiceTotals,
): Insertable<InvoiceLineTable>[] {
  return lines.map((l, i) => ({
    id: crypto.randomUUID(),
    invoice_id: invoiceId,
    position: i + 1,
    description: l.description,
    article_code_type: l.articleCode?.type ?? null,
    article_code_value: l.articleCode?.value ?? null,
    quantity_hundredths: l.quantityHundredths,
    unit_price_e8: l.unitPriceE8,
    price_includes_vat: l.priceIncludesVat ? 1 : 0,
    vat_rate_hundredths: l.vatRateHundredths,
    natura: l.natura,
    discount_hundredths: l.discountHundredths,
    line_total_cents: totals.lines[i]?.lineTotalCents ?? 0,
  }));
}

export const totalsColumns = (t: InvoiceTotals) => ({
  taxable_cents: t.taxableCents,
  vat_cents: t.vatCents,
  stamp_duty_cents: t.stampDutyCents,
  total_cents: t.totalCents,
});

export function snapshotOfCustomer(c: CustomerRow): CustomerSnapshot {
  return {
    customer_kind: c.kind,
    customer_name: c.display_name,
    customer_first_name: c.first_name,
    customer_last_name: c.last_name,
    customer_company_name: c.company_name,
    customer_tax_code: c.tax_code,
    customer_vat_number: c.vat_number,
    customer_sdi_code: c.sdi_code,
    customer_pec: c.pec,
    customer_email: c.email,
    customer_street: c.street,
    customer_postal_code: c.postal_code,
    customer_city: c.city,
    customer_province: c.province,
    customer_country: c.country,
    customer_intent_protocol: c.intent_protocol,
    customer_intent_date: c.intent_date,
  };
}

/** A document's typed customer, until a customer of the register is chosen. */
export function snapshotOfName(name: string, email: string | null): CustomerSnapshot {
  return {
    customer_kind: 'privato',
    customer_name: name,
    customer_first_name: null,
    customer_last_name: null,
    customer_company_name: null,
    customer_tax_code: null,
    customer_vat_number: null,
    customer_sdi_code: null,
    customer_pec: null,
    customer_email: email,
    customer_street: null,
    customer_postal_code: null,
    customer_city: null,
    customer_province: null,
    customer_country: 'IT',
    customer_intent_protocol: null,
    customer_intent_date: null,
  };
}

/** The customer columns of an invoice row (a credit note copies its invoice's issued copy). */
export function snapshotOfRow(row: CustomerSnapshot): CustomerSnapshot {
  const empty = snapshotOfName('', null);
  return Object.fromEntries(
    Object.keys(empty).map((k) => [k, row[k as keyof CustomerSnapshot]]),
  ) as unknown as CustomerSnapshot;
}

/** Drafts first (newest first), then by year and number, in one text key both engines sort alike. */
export const draftSortKey = (createdAt: string) => `Z${createdAt.replaceAll(/\D/g, '')}`;
export const issuedSortKey = (year: number, sequence: number) =>
  `I${year}${String(sequence).padStart(9, '0')}`;

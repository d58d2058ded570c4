import type {
  InvoiceDto,
  InvoiceListItemDto,
  InvoiceSellerDto,
} from '../../../shared/invoices/invoice-dto';
import { E8_PER_CENT, netUnitPrice, priceInvoice } from '../../../shared/invoices/invoice-money';
import {
  type PaymentTerms,
  paymentCondition,
  paymentDetails,
} from '../../../shared/invoices/invoice-payment-terms';
import { naturaReference } from '../../../shared/invoices/natura-rules';
import { centsToEuro } from '../../../shared/money';
import { toIso } from '../../db/normalize';
import type { InvoiceListRow } from './invoice-list.queries';
import { linesFromRows } from './invoice-model';
import { issuedFigures } from './invoice-stored-files';
import type { InvoiceLineRow, InvoiceRow } from './invoices.queries';

const euros = (cents: number | string) => centsToEuro(Number(cents));

export function presentInvoiceListItem(row: InvoiceListRow): InvoiceListItemDto {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    transmission: row.transmission,
    number: row.number,
    issue_date: row.issue_date,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    customer_tax_code: row.customer_tax_code,
    customer_vat_number: row.customer_vat_number,
    taxable: euros(row.taxable_cents),
    vat_amount: euros(row.vat_cents),
    total: euros(row.total_cents),
    created_at: toIso(row.created_at),
  };
}

const linked = (id: string | null, number: string | null) => (id && number ? { id, number } : null);

/**
 * The whole invoice: issued, with the figures and payments stored at issue; a draft priced again
 * from its lines, with what its ticket has received so far (`received`); the shop as it stood at issue
 * (or as it stands, on a draft).
 */
export function presentInvoice(
  row: InvoiceRow,
  lineRows: readonly InvoiceLineRow[],
  seller: InvoiceSellerDto,
  received: PaymentTerms['received'],
): InvoiceDto {
  const figures = issuedFigures(row);
  const totals = figures?.totals ?? priceInvoice(linesFromRows(lineRows), seller.stamp_duty_bearer);
  const payments =
    figures?.payments ??
    (row.kind === 'TD04'
      ? []
      : paymentDetails({
          totalCents: totals.totalCents,
          received,
          method: row.payment_method,
          dueDate: row.payment_due_date,
        }));
  return {
    ...presentInvoiceListItem(row),
    customer_kind: row.customer_kind,
    customer_first_name: row.customer_first_name,
    customer_last_name: row.customer_last_name,
    customer_company_name: row.customer_company_name,
    customer_sdi_code: row.customer_sdi_code,
    customer_pec: row.customer_pec,
    customer_email: row.customer_email,
    customer_street: row.customer_street,
    customer_postal_code: row.customer_postal_code,
    customer_city: row.customer_city,
    customer_province: row.customer_province,
    customer_country: row.customer_country,
    customer_intent_protocol: row.customer_intent_protocol,
    customer_intent_date: row.customer_intent_date,
    lines: totals.lines.map((l, i) => {
      const stored = lineRows[i] as InvoiceLineRow;
      return {
        id: stored.id,
        position: stored.position,
        description: stored.description,
        quantity: l.quantityHundredths / 100,
        unit_price: l.unitPriceE8 / (E8_PER_CENT * 100),
        price_includes_vat: l.priceIncludesVat,
        unit_price_net: Number(netUnitPrice(l)),
        vat_rate: l.vatRateHundredths / 100,
        natura: l.natura,
        discount_percent: l.discountHundredths === null ? null : l.discountHundredths / 100,
        line_total: euros(l.lineTotalCents),
        article_code:
          stored.article_code_type && stored.article_code_value
            ? { type: stored.article_code_type, value: stored.article_code_value }
            : null,
      };
    }),
    summary: totals.summary.map((s) => ({
      vat_rate: s.vatRateHundredths / 100,
      natura: s.natura,
      taxable: euros(s.taxableCents),
      vat_amount: euros(s.vatCents),
      legal_reference: s.natura ? naturaReference(s.natura, seller.regime_fiscale, row) : null,
    })),
    stamp_duty: euros(totals.stampDutyCents),
    // Issued before the choice existed (no flag stored), the duty was in the total and no line.
    stamp_duty_charged: totals.stampDutyCharged ?? false,
    rounding: euros(totals.roundingCents ?? 0),
    payment: {
      condition: payments.length > 0 ? paymentCondition(payments) : null,
      method: row.payment_method,
      due_date: row.payment_due_date,
      iban: payments.some((p) => p.method === 'MP05' && !p.paid) ? seller.iban : null,
      details: payments.map((p) => ({
        method: p.method,
        amount: euros(p.amountCents),
        due_date: p.dueDate,
        paid: p.paid,
      })),
    },
    notes: row.notes,
    ticket_id: row.ticket_id,
    quote_id: row.quote_id,
    pc_build_id: row.pc_build_id,
    related_invoice_id: row.related_invoice_id,
    ticket: linked(row.ticket_id, row.ticket_number),
    quote: linked(row.quote_id, row.quote_number),
    pc_build: linked(row.pc_build_id, row.build_number),
    related_invoice: row.related_invoice_id
      ? {
          id: row.related_invoice_id,
          number: row.related_number,
          issue_date: row.related_issue_date,
        }
      : null,
    seller,
    file_name: row.issued_file_name,
    created_by: row.created_by,
    created_by_name: row.created_by_name,
    updated_at: toIso(row.updated_at),
    version: Number(row.version),
  };
}

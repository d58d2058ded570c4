import { formatDecimalInput } from '../../../../shared/decimal-input';
import type { PaymentMethodCode } from '../../../../shared/invoices/invoice-codes';
import type { InvoiceDto } from '../../../../shared/invoices/invoice-dto';
import type { InvoiceBody } from '../api/invoices-api';
import { type InvoiceLineDraft, isZeroRate } from './invoice-line-drafts';

/** A stored number (euros, percent, pieces) as an Italian types it: 2 decimals at most. */
const typed = (value: number, keepZeros = false) =>
  formatDecimalInput(Math.round(value * 100), 2, keepZeros);

/** A unit price (up to 8 decimals) as typed: at least the cents, `0,333`, `129,90`. */
function typedPrice(euros: number): string {
  const text = formatDecimalInput(Math.round(euros * 1e8), 8, false);
  const [whole, fraction = ''] = text.split(',');
  return `${whole},${fraction.padEnd(2, '0')}`;
}

/** The draft's fields beside its lines. */
export interface InvoiceFormFields {
  customerId: string;
  customerName: string;
  paymentMethod: PaymentMethodCode;
  dueDate: string;
  notes: string;
}

export function fieldsOf(invoice: InvoiceDto | undefined): InvoiceFormFields {
  return {
    customerId: invoice?.customer_id ?? '',
    customerName: invoice?.customer_id ? invoice.customer_name : '',
    paymentMethod: invoice?.payment.method ?? 'MP01',
    dueDate: invoice?.payment.due_date ?? '',
    notes: invoice?.notes ?? '',
  };
}

/** A stored line as the editor types it: its price as typed (net or VAT included), rate, natura. */
export function draftsOf(invoice: InvoiceDto | undefined): InvoiceLineDraft[] {
  return (invoice?.lines ?? []).map((line) => ({
    key: line.id,
    description: line.description,
    quantity: typed(line.quantity),
    price: typedPrice(line.unit_price),
    grossPrice: line.price_includes_vat,
    vatRate: typed(line.vat_rate),
    natura: line.natura ?? '',
    discount: line.discount_percent ? typed(line.discount_percent) : '',
    articleCode: line.article_code,
  }));
}

/** What the editor sends: the text typed, which the server's schema reads. */
export function bodyOf(fields: InvoiceFormFields, lines: readonly InvoiceLineDraft[]): InvoiceBody {
  return {
    customer_id: fields.customerId || null,
    payment_method: fields.paymentMethod,
    payment_due_date: fields.dueDate,
    notes: fields.notes,
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit_price: line.price,
      price_includes_vat: line.grossPrice,
      vat_rate: line.vatRate,
      natura: isZeroRate(line.vatRate) && line.natura ? line.natura : null,
      discount_percent: line.discount,
      article_code: line.articleCode,
    })),
  };
}

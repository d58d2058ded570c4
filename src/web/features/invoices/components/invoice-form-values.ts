import { formatDecimalInput } from '../../../../shared/decimal-input';
import type { InvoiceDto } from '../api/invoice-types';
import type { InvoiceLineBody } from '../api/invoices-api';
import type { InvoiceLineDraft } from './invoice-line-drafts';

const decimal = (value: number) => formatDecimalInput(Math.round(value * 100), 2, false);

/** A stored line as the editor types it: the net price, its rate or natura, its discount. */
export function draftsOf(invoice: InvoiceDto | undefined): InvoiceLineDraft[] {
  return (invoice?.lines ?? []).map((line) => ({
    key: `${line.position}-${line.description}`,
    description: line.description,
    quantity: decimal(line.quantity),
    price: formatDecimalInput(Math.round(line.unit_price * 100), 2),
    grossPrice: false,
    vatRate: decimal(line.vat_rate),
    natura: line.natura ?? '',
    discount: line.discount_percent ? decimal(line.discount_percent) : '',
  }));
}

/** A line as the editor sends it: the text typed, which the server's schema reads. */
export function lineBodyOf(line: InvoiceLineDraft, zero: boolean): InvoiceLineBody {
  return {
    description: line.description,
    quantity: line.quantity,
    unit_price: line.price,
    prices_include_vat: line.grossPrice,
    vat_rate: line.vatRate,
    natura: zero && line.natura ? line.natura : null,
    discount_percent: line.discount,
  };
}

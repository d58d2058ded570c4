import { centsToEuro } from '../../../shared/money';
import type { PaymentDto } from '../../../shared/payments/payment-dto';
import type { ReceiptDto } from '../../../shared/receipts/receipts';
import type { SaleDto, SaleSummaryDto } from '../../../shared/sales/sale-dto';
import { toIso } from '../../db/normalize';
import type { DiscountKind } from '../../db/tables/sale-tables';
import type { SaleRow, selectSaleLines } from './sales.queries';

type LineRow = Awaited<ReturnType<typeof selectSaleLines>>[number];

/** A stored discount in the units a person types: percent (10.5) or euros. */
function presentDiscount(kind: DiscountKind | null, value: number | string | null) {
  if (kind === null || value === null) return null;
  return { kind, value: kind === 'percent' ? Number(value) / 10 : centsToEuro(Number(value)) };
}

export function presentSaleSummary(row: SaleRow): SaleSummaryDto {
  return {
    id: row.id,
    number: row.number,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    total: centsToEuro(Number(row.total_cents)),
    status: row.status,
    user_name: row.user_name,
    created_at: toIso(row.created_at),
  };
}

export function presentSale(
  row: SaleRow,
  lines: LineRow[],
  payments: PaymentDto[],
  changeCents: number,
  invoiceId: string | null,
  receipt: ReceiptDto | null,
): SaleDto {
  return {
    ...presentSaleSummary(row),
    lines: lines.map((line) => ({
      id: line.id,
      position: Number(line.position),
      product_id: line.product_id,
      description: line.description,
      quantity: Number(line.quantity),
      unit_price: centsToEuro(Number(line.unit_price_cents)),
      discount: presentDiscount(line.discount_kind, line.discount_value),
      line_total: centsToEuro(Number(line.total_cents)),
      vat_rate: Number(line.vat_hundredths) / 100,
      natura: line.natura,
    })),
    subtotal: centsToEuro(Number(row.subtotal_cents)),
    discount: presentDiscount(row.discount_kind, row.discount_value),
    change: centsToEuro(changeCents),
    payments,
    voided_at: row.voided_at === null ? null : toIso(row.voided_at),
    void_reason: row.void_reason,
    invoice_id: invoiceId,
    receipt,
  };
}

import { centsToEuro } from '../../../shared/money';
import type {
  PcBuildDto,
  PcBuildListItemDto,
  PublicPcBuildDto,
} from '../../../shared/pc-builds/pc-builds';
import { formatPhone } from '../../../shared/phone-format';
import { toIso } from '../../db/normalize';
import { presentLine, presentTotals } from '../../documents/priced-lines';
import type { ComponentRow, PcBuildListRow, PcBuildRow } from './pc-builds.queries';

export function presentPcBuildListItem(row: PcBuildListRow): PcBuildListItemDto {
  return {
    id: row.id,
    build_number: row.build_number,
    title: row.title,
    customer_name: row.customer_name,
    status: row.status,
    total_amount: centsToEuro(Number(row.total_cents)),
    created_at: toIso(row.created_at),
  };
}

export function presentPcBuild(row: PcBuildRow, components: ComponentRow[]): PcBuildDto {
  const presented = components.map((c) => ({
    ...presentLine(c),
    kind: c.kind,
    stock: c.stock === null ? null : Number(c.stock),
  }));
  return {
    ...presentPcBuildListItem(row),
    customer_email: row.customer_email,
    customer_phone: row.customer_phone,
    customer_phone_display: row.customer_phone ? formatPhone(row.customer_phone) : null,
    customer_id: row.customer_id,
    margin_percent: row.margin_tenths / 10,
    vat_rate: row.vat_hundredths / 100,
    notes: row.notes,
    user_id: row.user_id,
    updated_at: toIso(row.updated_at),
    version: Number(row.version),
    ...presentTotals(row),
    short_stock: presented.some((c) => c.stock !== null && c.quantity > c.stock),
    components: presented,
  };
}

/** The customer's view (allowlist: a field not named here never leaves the server). */
export function presentPublicPcBuild(build: PcBuildDto): PublicPcBuildDto {
  return {
    id: build.id,
    build_number: build.build_number,
    title: build.title,
    customer_name: build.customer_name,
    status: build.status,
    notes: build.notes,
    vat_rate: build.vat_rate,
    taxable: build.taxable,
    vat_amount: build.vat_amount,
    total_amount: build.total_amount,
    components: build.components.map((c) => ({
      kind: c.kind,
      description: c.description,
      quantity: c.quantity,
      unit_price: c.unit_price,
      line_total: c.line_total,
    })),
    updated_at: build.updated_at,
  };
}

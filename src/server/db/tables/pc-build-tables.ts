import type { Generated } from 'kysely';
import type { ComponentKind, PcBuildStatus } from '../../../shared/pc-builds/pc-builds';
import type { Instant } from './column-values';

/** Big amounts come back as strings from PostgreSQL (bigint); read them with Number(). */
type Cents = number | string;

/** PC builds also have `seq` on SQLite, the rowid their full-text index points at. */
export interface PcBuildTable {
  id: string;
  build_number: string;
  title: string;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  /** The customer of the register; the customer_* fields stay the snapshot of that day. */
  customer_id: string | null;
  status: PcBuildStatus;
  margin_tenths: number;
  /** Hundredths of a percent (22 % = 2200), as every VAT rate. */
  vat_hundredths: number;
  notes: string | null;
  user_id: string | null;
  taxable_cents: Cents;
  vat_cents: Cents;
  total_cents: Cents;
  margin_cents: Cents;
  search_text: string;
  version: Generated<number>;
  created_at: Instant;
  updated_at: Instant;
}

export interface PcBuildComponentTable {
  id: string;
  build_id: string;
  position: number;
  kind: ComponentKind;
  product_id: string | null;
  description: string;
  quantity: number;
  unit_cost_cents: Cents;
  unit_price_cents: Cents;
  line_total_cents: Cents;
}

export interface PcBuildTables {
  pc_builds: PcBuildTable;
  pc_build_components: PcBuildComponentTable;
  pc_build_counters: { period: string; last_value: number };
}

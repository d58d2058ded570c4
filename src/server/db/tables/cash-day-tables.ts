import type { Instant } from './column-values';

export type CashDayStatus = 'aperta' | 'chiusa';

export interface CashDaysTable {
  id: string;
  /** A user id (a drawer per operator) or 'cassa' (one till): the shop's setting. */
  drawer: string;
  /** The Rome day, YYYY-MM-DD. */
  day: string;
  status: CashDayStatus;
  float_cents: number | string | bigint;
  opened_by: string | null;
  opened_at: Instant;
  closed_by: string | null;
  closed_at: Instant | null;
  /** JSON: the closing as computed when the day was closed (expected, counted per tender). */
  closing: string | null;
}

export interface CashMovementsTable {
  id: string;
  cash_day_id: string;
  kind: 'versamento' | 'prelievo';
  amount_cents: number | string | bigint;
  reason: string;
  user_id: string | null;
  created_at: Instant;
}

export interface CashRtReportsTable {
  id: string;
  device_id: string;
  kind: 'x' | 'z';
  day: string;
  z_number: number | null;
  /** JSON: the RT's totals per payment type, in cents, as it answered them. */
  totals: string;
  /** JSON: payment method → the RT payment type it is sent as, when the report was read. */
  tender_types: string;
  created_by: string | null;
  created_at: Instant;
}

export interface CashDayTables {
  cash_days: CashDaysTable;
  cash_movements: CashMovementsTable;
  cash_rt_reports: CashRtReportsTable;
}

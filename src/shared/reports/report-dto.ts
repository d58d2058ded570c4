import * as z from 'zod/mini';

/** What the reports API answers (money in cents, durations in seconds); the web reads these. */
const filters = z.object({
  from: z.string(),
  to: z.string(),
  technician_id: z.nullable(z.string()),
  device_type: z.nullable(z.string()),
  /** An employee reads their own figures only: the technician is them, whatever they sent. */
  own_only: z.boolean(),
});

const turnaroundRow = z.object({
  key: z.string(),
  label: z.string(),
  tickets: z.number(),
  median_days: z.nullable(z.number()),
  p90_days: z.nullable(z.number()),
});
export type TurnaroundRow = z.output<typeof turnaroundRow>;

const turnaround = z.object({
  overall: turnaroundRow,
  by_device: z.array(turnaroundRow),
  by_technician: z.array(turnaroundRow),
  by_month: z.array(turnaroundRow),
});

export const repairsReportDto = z.object({
  filters,
  /** 'week' for ranges up to 92 days, else 'month'. */
  period: z.enum(['week', 'month']),
  volumes: z.array(z.object({ period: z.string(), received: z.number(), delivered: z.number() })),
  to_ready: turnaround,
  to_closed: turnaround,
  /** Where tickets wait: slowest first. */
  status_time: z.array(
    z.object({ status: z.string(), spells: z.number(), average_seconds: z.number() }),
  ),
  /** Open tickets now, per status, one count per AGE_BUCKETS entry. */
  open_by_age: z.array(z.object({ status: z.string(), buckets: z.array(z.number()) })),
  /** Pronto per il ritiro and not collected, one count per AGE_BUCKETS entry. */
  ready_waiting: z.array(z.number()),
});
export type RepairsReportDto = z.output<typeof repairsReportDto>;

const revenueMonth = z.object({
  month: z.string(),
  taxable_cents: z.number(),
  vat_cents: z.number(),
  payments_cents: z.number(),
  last_year_taxable_cents: z.number(),
  last_year_vat_cents: z.number(),
  last_year_payments_cents: z.number(),
});

export const moneyReportDto = z.object({
  filters,
  /** Shop figures: null for an employee, who reads their own work only. */
  revenue: z.nullable(z.array(revenueMonth)),
  payments_by_method: z.nullable(
    z.array(z.object({ method: z.string(), label: z.string(), net_cents: z.number() })),
  ),
  quotes: z.nullable(
    z.object({
      sent: z.number(),
      accepted: z.number(),
      refused: z.number(),
      expired: z.number(),
      open: z.number(),
      /** Accepted over answered or expired, 0–1; null with none. */
      acceptance_rate: z.nullable(z.number()),
      sent_value_cents: z.number(),
      accepted_value_cents: z.number(),
    }),
  ),
  average_repair: z.object({ tickets: z.number(), average_cents: z.nullable(z.number()) }),
  work: z.array(
    z.object({
      month: z.string(),
      user_id: z.string(),
      user_name: z.string(),
      quantity: z.number(),
      amount_cents: z.number(),
    }),
  ),
});
export type MoneyReportDto = z.output<typeof moneyReportDto>;

export const partsReportDto = z.object({
  filters,
  top_parts: z.array(
    z.object({
      product_id: z.string(),
      sku: z.string(),
      name: z.string(),
      category: z.string(),
      quantity: z.number(),
      cost_cents: z.number(),
    }),
  ),
  top_categories: z.array(
    z.object({ category: z.string(), quantity: z.number(), cost_cents: z.number() }),
  ),
  /** Parts used on repairs in the range, at today's cost. */
  parts_cost_cents: z.number(),
  /** Shop figures: null for an employee. */
  stock: z.nullable(
    z.object({ quantity: z.number(), cost_cents: z.number(), price_cents: z.number() }),
  ),
});
export type PartsReportDto = z.output<typeof partsReportDto>;

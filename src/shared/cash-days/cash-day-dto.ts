import * as z from 'zod/mini';
import { PAYMENT_METHODS } from '../payments/payment-methods';
import { CASH_DRAWER_MODES, CASH_MOVEMENT_KINDS } from './cash-day-schemas';

/** What the cash-days API answers; amounts in euros. */
const tenderLine = z.object({
  method: z.enum(PAYMENT_METHODS),
  expected: z.number(),
  counted: z.nullable(z.number()),
  difference: z.nullable(z.number()),
});

/** The RT's totals beside Sportello's for one RT payment type (card first). */
const rtComparison = z.object({
  rt_type: z.string(),
  rt: z.number(),
  sportello: z.number(),
  difference: z.number(),
});

export const rtReportDto = z.object({
  id: z.string(),
  device_id: z.string(),
  kind: z.enum(['x', 'z']),
  date: z.string(),
  z_number: z.nullable(z.number()),
  /** The RT's totals per payment type as it answered them. */
  totals: z.record(z.string(), z.number()),
  created_at: z.string(),
});
export type RtReportDto = z.output<typeof rtReportDto>;

export const cashDayDto = z.object({
  date: z.string(),
  mode: z.enum(CASH_DRAWER_MODES),
  drawer: z.string(),
  drawer_name: z.string(),
  /** Null while the drawer's day is not open yet. */
  day: z.nullable(
    z.object({
      id: z.string(),
      status: z.enum(['aperta', 'chiusa']),
      float: z.number(),
      opened_at: z.string(),
      opened_by_name: z.nullable(z.string()),
      closed_at: z.nullable(z.string()),
      closed_by_name: z.nullable(z.string()),
    }),
  ),
  movements: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(CASH_MOVEMENT_KINDS),
      amount: z.number(),
      reason: z.string(),
      user_name: z.nullable(z.string()),
      created_at: z.string(),
    }),
  ),
  tenders: z.array(tenderLine),
  by_operator: z.array(
    z.object({
      user_id: z.nullable(z.string()),
      name: z.string(),
      tenders: z.array(z.object({ method: z.enum(PAYMENT_METHODS), amount: z.number() })),
    }),
  ),
  /** The shop's enabled RT (X and Z are asked of it); null without one. */
  rt_device_id: z.nullable(z.string()),
  /** The RT's X/Z reports of the day and the comparison with the latest; empty without an RT. */
  rt_reports: z.array(rtReportDto),
  rt_comparison: z.array(rtComparison),
  rt_mismatches: z.array(z.string()),
});
export type CashDayDto = z.output<typeof cashDayDto>;

import { RT_TYPE_LABELS, RT_TYPE_ORDER } from '../../../shared/cash-days/rt-payment-types';
import { formatCents } from '../../../shared/money';
import type { PaymentMethod } from '../../../shared/payments/payment-methods';
import { netByMethod, type SumRow } from './cash-day-closing';

export interface RtComparisonCents {
  rt_type: string;
  rt: number;
  sportello: number;
  difference: number;
}

/**
 * The RT's totals per payment type beside Sportello's for the same day, each method counted in
 * the RT type it is sent as; the mismatches said in Italian, card totals first.
 */
export function compareWithRt(
  rtTotals: Record<string, number>,
  tenderTypes: Partial<Record<PaymentMethod, string>>,
  rows: SumRow[],
): { comparison: RtComparisonCents[]; mismatches: string[] } {
  const ours = new Map<string, number>();
  for (const [method, cents] of netByMethod(rows)) {
    const type = tenderTypes[method];
    if (type) ours.set(type, (ours.get(type) ?? 0) + cents);
  }
  const types = new Set([...Object.keys(rtTotals), ...ours.keys()]);
  const rank = (t: string) => RT_TYPE_ORDER.indexOf(t) + 1 || 99;
  const comparison = [...types]
    .sort((a, b) => rank(a) - rank(b))
    .map((type) => {
      const rt = rtTotals[type] ?? 0;
      const sportello = ours.get(type) ?? 0;
      return { rt_type: type, rt, sportello, difference: rt - sportello };
    });
  const mismatches = comparison
    .filter((c) => c.difference !== 0)
    .map(
      (c) =>
        `${RT_TYPE_LABELS[c.rt_type] ?? c.rt_type}: registratore ${formatCents(c.rt)}, Sportello ${formatCents(c.sportello)}`,
    );
  return { comparison, mismatches };
}

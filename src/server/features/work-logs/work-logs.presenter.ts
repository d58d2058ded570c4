import { centsToEuro } from '../../../shared/money';
import type { WorkLogDto, WorkLogsPageDto } from '../../../shared/work/work-logs';
import { toIso } from '../../db/normalize';
import type { LogAxis, LogRow, LogSum } from './work-logs.queries';

export function presentLog(row: LogRow): WorkLogDto {
  const unitCents = Number(row.unit_price_cents);
  return {
    id: row.id,
    user_id: row.user_id,
    user_name: row.user_name,
    work_type_id: row.work_type_id,
    work_type: { id: row.work_type_id, name: row.work_type_name },
    date: row.date,
    quantity: Number(row.quantity),
    unit_price: centsToEuro(unitCents),
    total: centsToEuro(unitCents * Number(row.quantity)),
    notes: row.notes,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

type Sums = { quantity: number; cents: number };

/** One axis of the period's sums, by its key (a date, a type id or a user id). */
function axis(sums: LogSum[], which: LogAxis): [string, Sums][] {
  return sums
    .filter((s) => s.axis === which)
    .map((s) => [s.key, { quantity: Number(s.quantity), cents: Number(s.amount_cents) }]);
}

const amounts = (sum: Sums) => ({ quantity: sum.quantity, amount: centsToEuro(sum.cents) });

/** Totals, the chart's days and types, and (for admins) each person's totals, from the sums. */
export function presentSums(
  sums: LogSum[],
  names: { types: Map<string, string>; people: Map<string, string> | null },
): Omit<WorkLogsPageDto, 'items' | 'next_cursor'> {
  const byDay = axis(sums, 'day').sort(([a], [b]) => a.localeCompare(b));
  const total = byDay.reduce(
    (all, [, sum]) => ({ quantity: all.quantity + sum.quantity, cents: all.cents + sum.cents }),
    { quantity: 0, cents: 0 },
  );
  const byType = axis(sums, 'type').map(([id, sum]) => ({
    work_type_id: id,
    name: names.types.get(id) ?? '',
    ...amounts(sum),
  }));
  const people = names.people;
  const byUser = people
    ? axis(sums, 'user').map(([id, sum]) => ({
        user_id: id,
        name: people.get(id) ?? '',
        ...amounts(sum),
      }))
    : [];
  return {
    totals: amounts(total),
    by_day: byDay.map(([date, sum]) => ({ date, amount: centsToEuro(sum.cents) })),
    by_type: byType.sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name)),
    by_user: byUser.sort((a, b) => a.name.localeCompare(b.name, 'it')),
  };
}

import { centsToEuro } from '../../../shared/money';
import type { WorkLogDto, WorkLogsPageDto } from '../../../shared/work/work-logs';
import { toIso } from '../../db/normalize';
import type { LogGroup, LogRow } from './work-logs.queries';

export function presentLog(row: LogRow): WorkLogDto {
  const unitCents = Number(row.unit_price_cents);
  return {
    id: row.id,
    user_id: row.user_id,
    user_email: row.user_email,
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

function sumBy(groups: LogGroup[], key: (g: LogGroup) => string): Map<string, Sums> {
  const sums = new Map<string, Sums>();
  for (const group of groups) {
    const sum = sums.get(key(group)) ?? { quantity: 0, cents: 0 };
    sum.quantity += Number(group.quantity);
    sum.cents += Number(group.amount_cents);
    sums.set(key(group), sum);
  }
  return sums;
}

const amounts = (sum: Sums) => ({ quantity: sum.quantity, amount: centsToEuro(sum.cents) });

/** Totals, the chart's days and types, and (for admins) each person's totals, from the groups. */
export function presentSums(
  groups: LogGroup[],
  names: { types: Map<string, string>; emails: Map<string, string> | null },
): Omit<WorkLogsPageDto, 'items' | 'next_cursor'> {
  const total = sumBy(groups, () => 'all').get('all') ?? { quantity: 0, cents: 0 };
  const byDay = [...sumBy(groups, (g) => g.date)].sort(([a], [b]) => a.localeCompare(b));
  const byType = [...sumBy(groups, (g) => g.work_type_id)].map(([id, sum]) => ({
    work_type_id: id,
    name: names.types.get(id) ?? '',
    ...amounts(sum),
  }));
  const emails = names.emails;
  const byUser = emails
    ? [...sumBy(groups, (g) => g.user_id)].map(([id, sum]) => ({
        user_id: id,
        email: emails.get(id) ?? '',
        ...amounts(sum),
      }))
    : [];
  return {
    totals: amounts(total),
    by_day: byDay.map(([date, sum]) => ({ date, amount: centsToEuro(sum.cents) })),
    by_type: byType.sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name)),
    by_user: byUser.sort((a, b) => a.email.localeCompare(b.email)),
  };
}

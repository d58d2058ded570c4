import { addDays } from '../../../shared/calendar';
import type { RepairsReportDto, TurnaroundRow } from '../../../shared/reports/report-dto';
import { AGE_BUCKETS } from '../../../shared/reports/report-schemas';
import type { AppDeps } from '../../http/context';
import { histograms, percentiles } from './histogram';
import {
  selectStatusTime,
  selectTurnaround,
  selectUserNames,
  selectVolumes,
  selectWaiting,
  type TurnaroundDimension,
} from './repairs.queries';
import { filtersDto, type ReportFilter } from './report-filter';

type Deps = Pick<AppDeps, 'db'>;
const NOBODY = 'Non assegnato';

/** Monday of a day's week (ISO weeks), or the month, as the volumes' period. */
export function periodOf(day: string, period: 'week' | 'month'): string {
  if (period === 'month') return day.slice(0, 7);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Where the age buckets start: the Rome day `max` days before today (from its midnight on). */
const cutoffs = (today: string) =>
  AGE_BUCKETS.flatMap((b) => (b.max === null ? [] : [addDays(today, -b.max)]));

/** GET /api/reports/repairs: volumes, turnaround, where tickets wait, what is waiting now. */
export async function repairsReport(deps: Deps, f: ReportFilter): Promise<RepairsReportDto> {
  const { db } = deps;
  const edges = cutoffs(f.today);
  const [days, byDevice, byTechnician, byMonth, status, waiting] = await Promise.all([
    selectVolumes(db, f),
    selectTurnaround(db, f, 'device_type'),
    selectTurnaround(db, f, 'assignee'),
    selectTurnaround(db, f, 'month'),
    selectStatusTime(db, f),
    selectWaiting(db, f, edges),
  ]);
  const spanDays = (Date.parse(f.to) - Date.parse(f.from)) / 86_400_000;
  const period = spanDays <= 92 ? 'week' : 'month';
  const volumes = new Map<string, { period: string; received: number; delivered: number }>();
  for (const row of days) {
    const key = periodOf(row.day, period);
    const entry = volumes.get(key) ?? { period: key, received: 0, delivered: 0 };
    entry.received += Number(row.received);
    entry.delivered += Number(row.delivered);
    volumes.set(key, entry);
  }
  const technicianIds = [...new Set(byTechnician.map((r) => r.key).filter((id) => id !== ''))];
  const names = new Map(
    (await selectUserNames(db, technicianIds)).map((u) => [u.id, u.name] as const),
  );
  const label = (by: TurnaroundDimension, key: string) =>
    by === 'assignee' ? (key === '' ? NOBODY : (names.get(key) ?? 'Account rimosso')) : key;
  const turnaround = (target: 'ready' | 'closed') => {
    const rows = (by: TurnaroundDimension, list: typeof byDevice): TurnaroundRow[] =>
      [
        ...histograms(
          list
            .filter((r) => r.target === target)
            .map((r) => ({ key: r.key, days: Number(r.days), tickets: Number(r.tickets) })),
        ),
      ]
        .map(([key, bins]) => ({ key, label: label(by, key), ...percentiles(bins) }))
        .sort((a, b) => (by === 'month' ? a.key.localeCompare(b.key) : b.tickets - a.tickets));
    const all = histograms(
      byMonth
        .filter((r) => r.target === target)
        .map((r) => ({ key: 'all', days: Number(r.days), tickets: Number(r.tickets) })),
    ).get('all');
    return {
      overall: { key: 'all', label: 'Tutti', ...percentiles(all ?? new Map()) },
      by_device: rows('device_type', byDevice),
      by_technician: rows('assignee', byTechnician),
      by_month: rows('month', byMonth),
    };
  };
  return {
    filters: filtersDto(f),
    period,
    volumes: [...volumes.values()],
    to_ready: turnaround('ready'),
    to_closed: turnaround('closed'),
    status_time: status
      .map((r) => ({
        status: r.status,
        spells: Number(r.spells),
        average_seconds: Math.round(Number(r.seconds) / Math.max(1, Number(r.spells))),
      }))
      .sort((a, b) => b.average_seconds - a.average_seconds),
    open_by_age: waiting.open,
    ready_waiting: waiting.ready,
  };
}

import type { CashDayDto, RtReportDto } from '../../../shared/cash-days/cash-day-dto';
import type { CashDrawerMode } from '../../../shared/cash-days/cash-day-schemas';
import { centsToEuro } from '../../../shared/money';
import { toIso } from '../../db/normalize';
import { byOperator, closingTenders, type SumRow, type TenderCents } from './cash-day-closing';
import { compareWithRt } from './cash-day-rt';
import type { CashDayRow, selectMovements, selectRtReports } from './cash-days.queries';

const euro = (cents: number | null) => (cents === null ? null : centsToEuro(cents));

type RtReportRow = Awaited<ReturnType<typeof selectRtReports>>[number];

export function presentRtReport(row: RtReportRow): RtReportDto {
  const totals = JSON.parse(row.totals) as Record<string, number>;
  return {
    id: row.id,
    device_id: row.device_id,
    kind: row.kind,
    date: row.day,
    z_number: row.z_number,
    totals: Object.fromEntries(Object.entries(totals).map(([t, c]) => [t, centsToEuro(c)])),
    created_at: toIso(row.created_at),
  };
}

/**
 * The evening view. An open day is computed from the payments as they stand (counted still
 * empty); a closed day shows what was frozen at its close. The RT's latest report of the day
 * is set beside Sportello's takings of the whole day.
 */
export function presentCashDay(view: {
  date: string;
  mode: CashDrawerMode;
  drawer: string;
  name: string;
  day: CashDayRow | undefined;
  movements: Awaited<ReturnType<typeof selectMovements>>;
  sums: SumRow[];
  allSums: SumRow[];
  rt: { rtDeviceId: string | null; reports: RtReportRow[] };
}): CashDayDto {
  const { day, movements } = view;
  const frozen = day?.closing
    ? (JSON.parse(day.closing) as { tenders: TenderCents[]; sums: SumRow[] })
    : null;
  const sums = frozen?.sums ?? view.sums;
  const tenders =
    frozen?.tenders ??
    closingTenders(
      Number(day?.float_cents ?? 0),
      movements.map((m) => ({ kind: m.kind, cents: Number(m.amount_cents) })),
      sums,
      null,
    );
  const latest = view.rt.reports.at(-1);
  const rt = latest
    ? compareWithRt(JSON.parse(latest.totals), JSON.parse(latest.tender_types), view.allSums)
    : { comparison: [], mismatches: [] };
  return {
    date: view.date,
    mode: view.mode,
    drawer: view.drawer,
    drawer_name: view.name,
    day: day
      ? {
          id: day.id,
          status: day.status,
          float: centsToEuro(Number(day.float_cents)),
          opened_at: toIso(day.opened_at),
          opened_by_name: day.opened_by_name,
          closed_at: toIso(day.closed_at),
          closed_by_name: day.closed_by_name,
        }
      : null,
    movements: movements.map((m) => ({
      id: m.id,
      kind: m.kind,
      amount: centsToEuro(Number(m.amount_cents)),
      reason: m.reason,
      user_name: m.user_name,
      created_at: toIso(m.created_at),
    })),
    tenders: tenders.map((t) => ({
      method: t.method,
      expected: centsToEuro(t.expected),
      counted: euro(t.counted),
      difference: euro(t.difference),
    })),
    by_operator: byOperator(sums).map((p) => ({
      user_id: p.user_id,
      name: p.name,
      tenders: p.tenders.map((t) => ({ method: t.method, amount: centsToEuro(t.cents) })),
    })),
    rt_device_id: view.rt.rtDeviceId,
    rt_reports: view.rt.reports.map(presentRtReport),
    rt_comparison: rt.comparison.map((c) => ({
      rt_type: c.rt_type,
      rt: centsToEuro(c.rt),
      sportello: centsToEuro(c.sportello),
      difference: centsToEuro(c.difference),
    })),
    rt_mismatches: rt.mismatches,
  };
}

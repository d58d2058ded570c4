import { addDays } from '../../../shared/calendar';
import { romeDayStart, romeToday } from '../../../shared/format';
import { presetRange } from '../../../shared/reports/report-range';
import type { ReportsQuery } from '../../../shared/reports/report-schemas';
import { isAdmin } from '../../../shared/roles';
import type { Actor } from '../../auth/policies';

/** What every report query reads: Rome days and months, and whose figures. */
export interface ReportFilter {
  from: string;
  to: string;
  fromMonth: string;
  toMonth: string;
  /** Instants: the start of `from` and of the day after `to`. */
  fromInstant: string;
  toInstant: string;
  /** A user id; undefined: everyone. */
  technicianId?: string;
  deviceType?: string;
  ownOnly: boolean;
  today: string;
}

/**
 * The range (the last 12 months when not given) and the scope: an employee's technician is
 * always themselves, whatever they sent: employees read their own work figures.
 */
export function reportFilter(actor: Actor, query: ReportsQuery, now: Date): ReportFilter {
  const today = romeToday(now);
  const to = query.to ?? today;
  const from = query.from ?? presetRange('last-12-months', to).from;
  const ownOnly = !isAdmin(actor.role);
  return {
    from,
    to,
    fromMonth: from.slice(0, 7),
    toMonth: to.slice(0, 7),
    fromInstant: romeDayStart(from),
    toInstant: romeDayStart(addDays(to, 1)),
    technicianId: ownOnly ? actor.id : query.technician_id,
    deviceType: query.device_type ?? undefined,
    ownOnly,
    today,
  };
}

export const filtersDto = (f: ReportFilter) => ({
  from: f.from,
  to: f.to,
  technician_id: f.technicianId ?? null,
  device_type: f.deviceType ?? null,
  own_only: f.ownOnly,
});

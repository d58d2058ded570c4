import type { Instant } from './column-values';

export interface ScheduledRunTable {
  /** The job's name, e.g. 'daily-backup'. */
  job: string;
  /** Which run: the Rome day of a daily job, the hour of an hourly one. */
  period: string;
  /** The instance running (or that ran) it: host, process id and a random part. */
  holder: string;
  /** Until then no other instance takes the run over; a crashed holder's run is retried after. */
  lease_until: Instant;
  attempts: number;
  finished_at: Instant | null;
}

export interface ScheduledRunTables {
  scheduled_runs: ScheduledRunTable;
}

import type { Instant } from './column-values';

export interface BackupRunTable {
  id: string;
  trigger: 'auto' | 'manual';
  /** The Rome day of an automatic backup (unique: one a day across processes); null if manual. */
  day_key: string | null;
  status: 'running' | 'ok' | 'failed';
  started_at: Instant;
  finished_at: Instant | null;
  folder: string;
  file_name: string | null;
  size_bytes: number | null;
  error: string | null;
  requested_by: string | null;
}

export interface BackupTables {
  backup_runs: BackupRunTable;
}

import { type BackupContext, runDailyBackup } from '../features/backups/backups.service';
import { readFlag, readInteger } from '../settings/settings-store';
import { DailyJob } from './daily-job';

/**
 * The daily automatic backup (Settings → Backup: on/off and hour, default on at 03:00 Rome). The
 * hour is read at every check, so a change in Settings applies the same day; a PC that was off at
 * the hour makes the day's backup when it starts.
 */
export function dailyBackupJob(ctx: BackupContext & { checkEveryMs?: number }): DailyJob {
  return new DailyJob({
    ...ctx,
    name: 'daily-backup',
    hour: async () =>
      (await readFlag(ctx.db, 'backup_enabled')) ? readInteger(ctx.db, 'backup_hour') : null,
    task: (day) => runDailyBackup(ctx, day),
    failureMessage: 'backup automatico non riuscito',
  });
}

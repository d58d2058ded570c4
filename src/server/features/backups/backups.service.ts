import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { BACKUP_MESSAGES, type BackupRunDto, type BackupsView } from '../../../shared/backups';
import { type BackupSource, createBackup } from '../../backup/create-backup';
import type { Database } from '../../db/database';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { conflict } from '../../errors';
import type { Logger } from '../../logger';
import { isSingleAddress } from '../../mail/header-safety';
import type { MailRuntime } from '../../mail/mail-runtime';
import { enqueueMessage } from '../../mail/outbox.queries';
import { backupFailedMail } from '../../mail/templates/backup-failed';
import { brandingFrom } from '../../mail/templates/branding';
import { readInteger, readSettings } from '../../settings/settings-store';
import type { Storage } from '../../storage/storage';
import {
  adminAddresses,
  type BackupRunRow,
  finishRun,
  insertRun,
  latestRuns,
  runningSince,
} from './backups.queries';

export interface BackupContext {
  db: Kysely<DB>;
  clock: () => Date;
  logger: Logger;
  version: string;
  dataDir: string;
  databaseLocation: Database['location'];
  mail: MailRuntime;
  storage: Storage;
}

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
/** A run "in progress" for longer was cut off by a stop or a crash. */
const STALE_MS = 6 * HOUR_MS;
const ARCHIVE = /^sportello-backup-\d{8}T\d{6}Z\.tar\.gz$/;

/** What a backup of this install reads: its database and its data folder. */
export function backupSourceOf(ctx: Omit<BackupContext, 'logger' | 'mail'>): BackupSource {
  return {
    dataDir: ctx.dataDir,
    storage: ctx.storage,
    location: ctx.databaseLocation,
    db: ctx.db,
    version: ctx.version,
    clock: ctx.clock,
  };
}

/** Where backups go: the folder set in Settings, else DATA_DIR/backups. */
export async function backupFolder(ctx: Pick<BackupContext, 'db' | 'dataDir'>): Promise<string> {
  const configured = (await readSettings(ctx.db)).backup_folder.trim();
  return configured || path.join(ctx.dataDir, 'backups');
}

/** The day's automatic backup: one per Rome day, whichever process gets there first. */
export async function runDailyBackup(ctx: BackupContext, day: string): Promise<void> {
  const run = await insertRun(ctx.db, {
    trigger: 'auto',
    day_key: day,
    folder: await backupFolder(ctx),
    requested_by: null,
    started_at: ctx.clock().toISOString(),
  });
  if (run) await performBackup(ctx, run);
}

/**
 * *Esegui backup ora*: answers at once with the run; `done` settles when the archive is written
 * (Settings polls the list). One at a time: a second request while one runs is refused.
 */
export async function startManualBackup(
  ctx: BackupContext,
  userId: string,
): Promise<{ run: BackupRunDto; done: Promise<void> }> {
  const now = ctx.clock();
  if (await runningSince(ctx.db, new Date(now.getTime() - STALE_MS).toISOString())) {
    throw conflict(BACKUP_MESSAGES.alreadyRunning);
  }
  const run = await insertRun(ctx.db, {
    trigger: 'manual',
    day_key: null,
    folder: await backupFolder(ctx),
    requested_by: userId,
    started_at: now.toISOString(),
  });
  if (!run) throw new Error('backup manuale non registrato');
  return { run: await runDto(run, now), done: performBackup(ctx, run) };
}

/** Writes the archive and records the outcome; a failure is logged and e-mailed, never thrown. */
async function performBackup(ctx: BackupContext, run: BackupRunRow): Promise<void> {
  try {
    const archive = await createBackup(backupSourceOf(ctx), run.folder);
    const { size } = await fs.stat(archive);
    await finishRun(ctx.db, run.id, {
      status: 'ok',
      finished_at: ctx.clock().toISOString(),
      file_name: path.basename(archive),
      size_bytes: size,
      error: null,
    });
    ctx.logger.info({ archive, size, trigger: run.trigger }, 'backup completato');
    await pruneArchives(ctx, run.folder, path.basename(archive));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    ctx.logger.error({ err: error, folder: run.folder }, 'backup non riuscito');
    // The e-mail is queued before the run reads as failed: whoever sees the failure (Settings,
    // a test) finds the e-mail about it already there.
    await mailFailure(ctx, run, message);
    await finishRun(ctx.db, run.id, {
      status: 'failed',
      finished_at: ctx.clock().toISOString(),
      file_name: null,
      size_bytes: null,
      error: message.slice(0, 1000),
    });
  }
}

/** Archives older than the days to keep go, never the one just written. */
async function pruneArchives(ctx: BackupContext, folder: string, keep: string): Promise<void> {
  const days = await readInteger(ctx.db, 'backup_keep_days');
  const cutoff = ctx.clock().getTime() - days * DAY_MS;
  for (const name of await fs.readdir(folder)) {
    if (name === keep || !ARCHIVE.test(name)) continue;
    const file = path.join(folder, name);
    if ((await fs.stat(file)).mtimeMs < cutoff) await fs.rm(file, { force: true });
  }
}

async function mailFailure(ctx: BackupContext, run: BackupRunRow, error: string): Promise<void> {
  const settings = await readSettings(ctx.db);
  const configured = settings.email_admin_address.trim();
  const recipients = isSingleAddress(configured) ? [configured] : await adminAddresses(ctx.db);
  const rendered = backupFailedMail(brandingFrom(settings, ctx.mail.linkOrigin), {
    automatic: run.trigger === 'auto',
    startedAt: toIso(run.started_at),
    folder: run.folder,
    error,
  });
  const now = ctx.clock().toISOString();
  for (const recipient of recipients) {
    await enqueueMessage(
      ctx.db,
      {
        idempotencyKey: `backup-failed:${run.id}:${recipient}`,
        eventType: 'backup_failed',
        ticketId: null,
        recipient,
        ...rendered,
      },
      now,
    );
  }
  ctx.mail.nudge();
}

/** Settings → Backup: the last runs and where the next one goes. */
export async function backupsView(ctx: BackupContext): Promise<BackupsView> {
  const now = ctx.clock();
  const rows = await latestRuns(ctx.db, 10);
  return {
    runs: await Promise.all(rows.map((row) => runDto(row, now))),
    folder: await backupFolder(ctx),
  };
}

/** The archive of a finished run, if it is still there. */
export async function archivePath(row: BackupRunRow): Promise<string | null> {
  if (row.status !== 'ok' || !row.file_name) return null;
  const file = path.join(row.folder, row.file_name);
  const exists = await fs
    .stat(file)
    .then((s) => s.isFile())
    .catch(() => false);
  return exists ? file : null;
}

async function runDto(row: BackupRunRow, now: Date): Promise<BackupRunDto> {
  const startedAt = toIso(row.started_at);
  const stale = now.getTime() - Date.parse(startedAt) > STALE_MS;
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status === 'running' && stale ? 'interrupted' : row.status,
    started_at: startedAt,
    finished_at: toIso(row.finished_at),
    file_name: row.file_name,
    size_bytes: row.size_bytes === null ? null : Number(row.size_bytes),
    error: row.error,
    downloadable: (await archivePath(row)) !== null,
  };
}

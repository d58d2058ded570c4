import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKUP_FOLDER_MESSAGES,
  BACKUP_MESSAGES,
  type BackupRunDto,
  type BackupsView,
} from '../../../shared/backups';
import { dailyBackupJob } from '../../jobs/backup-job';
import { setSettings } from '../../test/public-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { APP_ROOT } from '../../version';
import { createTicket } from '../tickets/tickets.service';
import { insertRun } from './backups.queries';

/** Settings → Backup — the daily backup, *Esegui backup ora*, *Scarica*, failures. */
let t: TestApp;
let admin: string;
let adminEmail: string;
let employee: string;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-backups-api-'));

beforeAll(async () => {
  t = await createTestApp();
  adminEmail = (await t.addUser('admin')).email;
  admin = await t.signIn(adminEmail);
  employee = await t.signIn((await t.addUser('employee')).email);
  await createTicket(
    t.deps,
    {
      description: 'Schermo rotto',
      customer_name: 'Mario Rossi',
      customer_email: 'mario@esempio.it',
      device_type: 'Smartphone',
      priority: 'medium',
    },
    { actorId: null, via: 'staff' },
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.deleteFrom('backup_runs').execute();
  await t.db.deleteFrom('outbox').execute();
  await setSettings(t, { backup_folder: '', email_admin_address: '' });
});

const view = async () =>
  (await (await t.request('GET', '/api/backups', { cookie: admin })).json()) as BackupsView;

/** Waits (yielding to the worker thread and the file system) until no run is in progress. */
async function settled(): Promise<BackupRunDto[]> {
  for (let i = 0; i < 600; i++) {
    const { runs } = await view();
    if (runs.every((run) => run.status !== 'running')) return runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('backup still running after 30 s');
}

describe('Esegui backup ora and Scarica', () => {
  it('writes an archive into DATA_DIR/backups, lists it and downloads it', async () => {
    expect(await view()).toEqual({ runs: [], folder: path.join(t.deps.dataDir, 'backups') });
    const started = await t.request('POST', '/api/backups', { cookie: admin });
    expect(started.status).toBe(202);
    const body = (await started.json()) as { run: BackupRunDto; message: string };
    expect(body.message).toBe(BACKUP_MESSAGES.started);
    expect(body.run).toMatchObject({ trigger: 'manual', status: 'running' });

    const [run] = await settled();
    expect(run).toMatchObject({ id: body.run.id, status: 'ok', downloadable: true, error: null });
    const file = path.join(t.deps.dataDir, 'backups', run?.file_name ?? '');
    expect(fs.statSync(file).size).toBe(run?.size_bytes);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const download = await t.request('GET', `/api/backups/${run?.id}/download`, { cookie: admin });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="${run?.file_name}"`,
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(fs.readFileSync(file))).toBe(true);

    fs.rmSync(file);
    expect((await view()).runs[0]?.downloadable).toBe(false);
    const gone = await t.request('GET', `/api/backups/${run?.id}/download`, { cookie: admin });
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: { message: string } }).error.message).toBe(
      BACKUP_MESSAGES.fileGone,
    );
  });

  it('refuses a second backup while one is running', async () => {
    await insertRun(t.db, {
      trigger: 'manual',
      day_key: null,
      folder: scratch,
      requested_by: null,
      started_at: new Date().toISOString(),
    });
    const second = await t.request('POST', '/api/backups', { cookie: admin });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: { message: string } }).error.message).toBe(
      BACKUP_MESSAGES.alreadyRunning,
    );
  });

  it('shows a run cut off by a crash as interrupted and lets a new one start', async () => {
    await insertRun(t.db, {
      trigger: 'auto',
      day_key: '2026-01-01',
      folder: scratch,
      requested_by: null,
      started_at: new Date(Date.now() - 7 * 3600_000).toISOString(),
    });
    expect((await view()).runs[0]?.status).toBe('interrupted');
    expect((await t.request('POST', '/api/backups', { cookie: admin })).status).toBe(202);
    expect((await settled())[0]?.status).toBe('ok');
  });

  it('is for admins only', async () => {
    for (const [method, url] of [
      ['GET', '/api/backups'],
      ['POST', '/api/backups'],
      ['GET', `/api/backups/${crypto.randomUUID()}/download`],
    ] as const) {
      expect((await t.request(method, url, { cookie: employee })).status).toBe(403);
      expect((await t.request(method, url)).status).toBe(401);
    }
    expect(await t.db.selectFrom('backup_runs').selectAll().execute()).toEqual([]);
    const unknown = await t.request('GET', '/api/backups/nonsense/download', { cookie: admin });
    expect(unknown.status).toBe(404);
  });
});

describe('a failed backup', () => {
  it('is recorded with its error and e-mailed to every admin when no admin address is set', async () => {
    const notAFolder = path.join(scratch, 'un-file');
    fs.writeFileSync(notAFolder, 'x');
    await setSettings(t, { backup_folder: notAFolder });
    await t.request('POST', '/api/backups', { cookie: admin });
    const [run] = await settled();
    expect(run).toMatchObject({ status: 'failed', downloadable: false, file_name: null });
    expect(run?.error).toBeTruthy();
    const mails = await t.db.selectFrom('outbox').selectAll().execute();
    expect(mails.map((m) => [m.event_type, m.recipient])).toEqual([['backup_failed', adminEmail]]);
    expect(mails[0]?.subject).toContain('Backup non riuscito');
    expect(mails[0]?.text_body).toContain(`Cartella: ${notAFolder}`);
  });

  it('never shows a database password, even in an error recorded by an older version', async () => {
    const run = await insertRun(t.db, {
      trigger: 'auto',
      day_key: '2026-02-01',
      folder: scratch,
      requested_by: null,
      started_at: new Date(Date.now() - 60_000).toISOString(),
    });
    await t.db
      .updateTable('backup_runs')
      .set({
        status: 'failed',
        error:
          'Command failed: pg_dump --format=custom postgres://postgres:S3greto@db:5432/negozio',
      })
      .where('id', '=', run?.id ?? '')
      .execute();
    expect((await view()).runs[0]?.error).toBe(
      'Command failed: pg_dump --format=custom postgres://postgres:[redatto]@db:5432/negozio',
    );
  });

  it('goes to the admin address of Settings when there is one', async () => {
    await setSettings(t, {
      backup_folder: path.join(scratch, 'un-file', 'sotto'),
      email_admin_address: 'titolare@negozio.it',
    });
    await t.request('POST', '/api/backups', { cookie: admin });
    expect((await settled())[0]?.status).toBe('failed');
    const mails = await t.db.selectFrom('outbox').select('recipient').execute();
    expect(mails).toEqual([{ recipient: 'titolare@negozio.it' }]);
  });
});

/** A folder as a stored setting, bypassing the form's checks (a value saved by an older version). */
async function storeFolder(value: string) {
  await t.db
    .insertInto('settings')
    .values({ key: 'backup_folder', value, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Runs *Esegui backup ora* and returns the failed run and the e-mails about it. */
async function failedBackup() {
  expect((await t.request('POST', '/api/backups', { cookie: admin })).status).toBe(202);
  const [run] = await settled();
  expect(run).toMatchObject({ status: 'failed', file_name: null });
  const mails = await t.db.selectFrom('outbox').select(['event_type', 'text_body']).execute();
  expect(mails.map((m) => m.event_type)).toEqual(['backup_failed']);
  expect(mails[0]?.text_body).toContain(run?.error ?? '');
  return run?.error ?? '';
}

describe('the backup folder is checked, never created', () => {
  it('fails and e-mails the admins when the folder does not exist (a disk not mounted)', async () => {
    const unmounted = path.join(scratch, 'disco-esterno');
    await setSettings(t, { backup_folder: unmounted });
    expect(await failedBackup()).toBe(BACKUP_FOLDER_MESSAGES.missing(unmounted));
    expect(fs.existsSync(unmounted)).toBe(false);
  });

  it('fails when the folder cannot be written', async () => {
    // Not even root may create a file in /proc.
    await setSettings(t, { backup_folder: '/proc' });
    expect(await failedBackup()).toBe(BACKUP_FOLDER_MESSAGES.notWritable('/proc'));
  });

  it('refuses .. segments, which led out of the folder (an archive was written under /etc)', async () => {
    const inside = path.join(scratch, 'backup');
    fs.mkdirSync(inside, { recursive: true });
    await storeFolder(`${inside}/../../../etc`);
    expect(await failedBackup()).toBe(BACKUP_FOLDER_MESSAGES.parent);
  });

  it('refuses a path with a control character such as a newline', async () => {
    await storeFolder(`${scratch}\n/etc`);
    expect(await failedBackup()).toBe(BACKUP_FOLDER_MESSAGES.control);
  });

  it('refuses a Windows path on this POSIX server', async () => {
    await storeFolder('D:\\Backup');
    expect(await failedBackup()).toBe(BACKUP_FOLDER_MESSAGES.windows);
  });

  it("refuses a folder inside the app's own code", async () => {
    const code = path.join(APP_ROOT, 'src');
    await setSettings(t, { backup_folder: `${code}/` });
    expect(await failedBackup()).toBe(BACKUP_FOLDER_MESSAGES.insideApp(APP_ROOT));
    expect(fs.readdirSync(code).some((name) => name.startsWith('sportello-backup-'))).toBe(false);
  });

  it('normalises the path it writes to', async () => {
    const folder = path.join(scratch, 'normale');
    fs.mkdirSync(folder, { recursive: true });
    await setSettings(t, { backup_folder: `${scratch}//./normale/` });
    expect((await t.request('POST', '/api/backups', { cookie: admin })).status).toBe(202);
    const [run] = await settled();
    expect(run?.status).toBe('ok');
    expect(fs.readdirSync(folder)).toEqual([run?.file_name]);
    expect((await view()).folder).toBe(folder);
  });
});

describe('the daily automatic backup', () => {
  it('runs once a Rome day from the hour, across processes, and keeps the days set', async () => {
    const folder = path.join(scratch, 'giornalieri');
    fs.mkdirSync(folder);
    const old = path.join(folder, 'sportello-backup-20260101T030000Z.tar.gz');
    const recent = path.join(folder, 'sportello-backup-20261120T030000Z.tar.gz');
    const other = path.join(folder, 'appunti.txt');
    for (const file of [old, recent, other]) fs.writeFileSync(file, 'vecchio');
    let now = new Date('2026-11-25T01:30:00.000Z'); // 02:30 in Rome
    // Ages counted from the job's clock, not the machine's: the test means the same any day.
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    fs.utimesSync(old, daysAgo(20), daysAgo(20));
    fs.utimesSync(recent, daysAgo(5), daysAgo(5));
    await setSettings(t, { backup_folder: folder, backup_hour: '3', backup_keep_days: '14' });

    const job = () => dailyBackupJob({ ...t.deps, clock: () => now });
    const first = job();
    await first.runIfDue();
    expect(await view()).toMatchObject({ runs: [], folder });
    now = new Date('2026-11-25T02:10:00.000Z'); // 03:10
    await Promise.all([first.runIfDue(), job().runIfDue(), job().runIfDue()]);
    await first.runIfDue();
    const runs = await settled();
    expect(runs.map((r) => [r.trigger, r.status])).toEqual([['auto', 'ok']]);
    expect(fs.readdirSync(folder).sort()).toEqual(
      [path.basename(recent), 'appunti.txt', runs[0]?.file_name].sort(),
    );

    await setSettings(t, { backup_enabled: 'false' });
    now = new Date('2026-11-26T05:00:00.000Z');
    await job().runIfDue();
    expect((await view()).runs).toHaveLength(1);
    await setSettings(t, { backup_enabled: 'true' });
    await job().runIfDue();
    expect((await settled()).map((r) => r.trigger)).toEqual(['auto', 'auto']);
  });
});

describe('backup settings', () => {
  it('refuse a folder with .. or a control character', async () => {
    for (const [folder, message] of [
      ['/mnt/backup/../../etc', BACKUP_FOLDER_MESSAGES.parent],
      ['/mnt/backup\n/etc', BACKUP_FOLDER_MESSAGES.control],
    ]) {
      const response = await t.request('PUT', '/api/settings', {
        cookie: admin,
        body: { values: { backup_folder: folder } },
      });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as {
        error: { details: { fieldErrors: Record<string, string[]> } };
      };
      expect(error.details.fieldErrors.backup_folder).toEqual([message]);
    }
  });

  it('refuse a folder that is not a full path and an hour out of the day', async () => {
    const response = await t.request('PUT', '/api/settings', {
      cookie: admin,
      body: { values: { backup_folder: 'backup', backup_hour: '24', backup_keep_days: '0' } },
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as {
      error: { details: { fieldErrors: Record<string, string[]> } };
    };
    expect(error.details.fieldErrors).toMatchObject({
      backup_folder: ['Indica un percorso completo (es. /mnt/backup o D:\\Backup), o lascia vuoto'],
      backup_hour: ["Inserisci un'ora tra 0 e 23"],
      backup_keep_days: ['Inserisci un numero di giorni tra 1 e 3650'],
    });
  });
});

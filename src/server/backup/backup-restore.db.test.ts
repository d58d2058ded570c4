import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { MIGRATIONS } from '../db/migrator';
import { readEnv } from '../env';
import { createTicket } from '../features/tickets/tickets.service';
import { createUser } from '../features/users/users.service';
import { createLogger } from '../logger';
import { openServices, type Services } from '../services';
import { TEST_PASSWORD } from '../test/test-app';
import { emptyPgDatabase, TEST_DIALECT } from '../test/test-database';
import { sha256Of } from './backup-manifest';
import { createBackup } from './create-backup';
import { RestoreError, restoreBackup } from './restore-backup';

/**
 * A shop must be able to back up while it works and restore onto a fresh install:
 * every acknowledged ticket, number, file and account comes back, byte for byte.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-backup-test-'));
const drops: (() => Promise<void>)[] = [];
let source: Services;
let sourceUrl: string | undefined;

async function databaseUrl(): Promise<string | undefined> {
  if (TEST_DIALECT !== 'postgres') return undefined;
  const empty = await emptyPgDatabase();
  drops.push(empty.drop);
  return empty.url;
}

async function open(dataDir: string, url: string | undefined) {
  return openServices(
    readEnv({
      DATA_DIR: dataDir,
      ...(url ? { DATABASE_URL: url } : {}),
      AUTH_SECRET: 'x'.repeat(40),
    }),
    createLogger('silent'),
  );
}

/** A backup of the source install into root/`folder`. */
const backupTo = (folder: string) =>
  createBackup(
    {
      dataDir: path.join(root, 'source'),
      storage: source.deps.storage,
      location: source.database.location,
      db: source.deps.db,
      version: 'test',
      clock: () => new Date(),
    },
    path.join(root, folder),
  );

const ticketInput = (i: number) => ({
  description: `Guasto ${i}`,
  customer_name: `Cliente ${i}`,
  customer_email: `cliente${i}@esempio.it`,
  device_type: 'Smartphone',
  priority: 'medium' as const,
});

beforeAll(async () => {
  sourceUrl = await databaseUrl();
  source = await open(path.join(root, 'source'), sourceUrl);
  await createUser(source.deps, {
    email: 'titolare@negozio.it',
    name: 'Titolare',
    role: 'admin',
    password: TEST_PASSWORD,
  });
  const first = await createTicket(source.deps, ticketInput(0), { actorId: null, via: 'staff' });
  await source.deps.storage.put(`ticket-attachments/${first.id}/foto.png`, Buffer.from('PNG-dati'));
}, 60_000);

afterAll(async () => {
  await source.database.close();
  for (const drop of drops) await drop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe(`backup and restore on ${TEST_DIALECT}`, () => {
  it('backs up while tickets keep arriving, and restores everything it acknowledged', async () => {
    let creating = true;
    const arriving = (async () => {
      for (let i = 1; creating; i += 1) {
        await createTicket(source.deps, ticketInput(i), { actorId: null, via: 'staff' });
        // As requests do: SQLite answers synchronously, so give the backup's file work a turn.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const archive = await backupTo('backups');
    creating = false;
    await arriving;
    expect((fs.statSync(archive).mode & 0o777).toString(8)).toBe('600');

    const targetDir = path.join(root, 'restored');
    const targetUrl = await databaseUrl();
    const manifest = await restoreBackup(archive, {
      dataDir: targetDir,
      databaseUrl: targetUrl,
      knownMigrations: Object.keys(MIGRATIONS),
    });
    const restored = await open(targetDir, targetUrl);
    try {
      const rows = await restored.deps.db
        .selectFrom('tickets')
        .select(['id', 'ticket_number'])
        .orderBy('ticket_number')
        .execute();
      expect(rows).toHaveLength(manifest.counts.tickets);
      const original = await source.deps.db
        .selectFrom('tickets')
        .select(['id', 'ticket_number'])
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('ticket_number')
        .execute();
      expect(rows).toEqual(original);
      const [first] = rows;
      const file = (dir: string) =>
        path.join(dir, 'ticket-attachments', first?.id ?? '', 'foto.png');
      expect(await sha256Of(file(targetDir))).toBe(await sha256Of(file(path.join(root, 'source'))));

      // The auth secret came along: the owner signs in on the restored install.
      const app = createApp(restored.deps);
      const signIn = await app.request('http://localhost/api/auth/sign-in/email', {
        method: 'POST',
        headers: { origin: 'http://localhost', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'titolare@negozio.it', password: TEST_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      await restored.database.close();
    }

    // Never over existing data, never a damaged archive.
    await expect(
      restoreBackup(archive, { dataDir: targetDir, knownMigrations: Object.keys(MIGRATIONS) }),
    ).rejects.toThrow(/non è vuota/);
    const bytes = fs.readFileSync(archive);
    bytes[bytes.length - 40] = (bytes[bytes.length - 40] ?? 0) ^ 0xff;
    const broken = path.join(root, 'broken.tar.gz');
    fs.writeFileSync(broken, bytes);
    await expect(
      restoreBackup(broken, {
        dataDir: path.join(root, 'other'),
        knownMigrations: Object.keys(MIGRATIONS),
      }),
    ).rejects.toBeInstanceOf(RestoreError);
  }, 120_000);

  it('refuses an archive made by a newer Sportello', async () => {
    const archive = await backupTo('backups-2');
    await expect(
      restoreBackup(archive, {
        dataDir: path.join(root, 'older'),
        knownMigrations: ['202611220800-auth-and-settings'],
      }),
    ).rejects.toThrow(/versione più recente/);
  }, 60_000);
});

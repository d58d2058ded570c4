import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BackupManifest, sha256Of } from '../../src/server/backup/backup-manifest';
import { createBackup } from '../../src/server/backup/create-backup';
import { restoreBackup } from '../../src/server/backup/restore-backup';
import { createDatabase, type DialectName } from '../../src/server/db/database';
import { MIGRATIONS } from '../../src/server/db/migrator';
import { ATTACHMENTS_PREFIX } from '../../src/server/features/attachments/attachments.service';
import { adminQuery, BENCH_LOGIN, type BenchApp, openBenchApp } from '../lib/bench-app';
import { send, signInOver } from '../lib/http-bench';
import { startAppServer } from '../lib/processes';
import { seedTickets } from '../seed/tickets-seed';
import { pick, seeded } from './fuzz-inputs';

export interface BackupDrillReport {
  engine: DialectName;
  tickets: number;
  attachments: number;
  /** Tickets created through the API while the backup ran. */
  createdDuringBackup: number;
  backupMs: number;
  archiveBytes: number;
  restoreMs: number;
  startMs: number;
  /** What the restored app holds against the manifest and the source: all zero when it matches. */
  countMismatches: number;
  numberMismatches: number;
  /** Attachment files compared byte for byte (SHA-256), source against restored. */
  filesCompared: number;
  fileMismatches: number;
  signIn: number;
  /** From the start of the backup to the restored app answering a signed-in request. */
  totalMs: number;
}

/** Every `every`-th ticket gets a photo of 2–40 kB of random bytes (as stored files are). */
async function addAttachments(bench: BenchApp, every: number): Promise<number> {
  const random = seeded(7);
  const tickets = await bench.database.db.selectFrom('tickets').select('id').execute();
  let count = 0;
  for (let i = 0; i < tickets.length; i += every) {
    const ticketId = tickets[i]?.id ?? '';
    const id = crypto.randomUUID();
    const key = `${ATTACHMENTS_PREFIX}/${ticketId}/${id}.jpg`;
    const bytes = Buffer.alloc(2048 + Math.floor(random() * 38_000), pick(random, [1, 2, 3]));
    await bench.deps.storage.put(key, bytes);
    await bench.database.db
      .insertInto('ticket_attachments')
      .values({
        id,
        ticket_id: ticketId,
        storage_key: key,
        file_type: 'image',
        mime_type: 'image/jpeg',
        size_bytes: bytes.length,
        original_name: `foto-${count}.jpg`,
        uploaded_at: new Date().toISOString(),
      })
      .execute();
    count += 1;
  }
  return count;
}

/**
 * `tickets` tickets with attachments; a backup while the API keeps creating tickets; a restore into
 * a fresh folder (and database); the app started on it: counts, numbers, files and sign-in match.
 */
export async function backupDrill(options: {
  engine: DialectName;
  pgAdminUrl: string;
  tickets: number;
  attachmentEvery: number;
}): Promise<BackupDrillReport> {
  const bench = await openBenchApp(options.engine, options.pgAdminUrl);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-drill-backup-'));
  const restoredDb = `sportello_drill_restore_${process.pid}`;
  const restoredUrl =
    options.engine === 'postgres' ? pgUrl(options.pgAdminUrl, restoredDb) : undefined;
  const databaseUrl = options.engine === 'postgres' ? bench.location : undefined;
  const source = await startAppServer({
    dataDir: bench.dataDir,
    databaseUrl,
    authSecret: bench.authSecret,
  });
  try {
    await seedTickets(bench, options.tickets);
    const attachments = await addAttachments(bench, options.attachmentEvery);
    const api = {
      origin: source.origin,
      headers: { cookie: await signInOver(source.origin, BENCH_LOGIN) },
    };

    let writing = true;
    let createdDuringBackup = 0;
    const writer = (async () => {
      while (writing) {
        const answer = await send(api, 'POST', '/api/tickets', {
          description: 'Arrivato durante il backup',
          customer_name: 'Cliente notturno',
          customer_email: 'notte@esempio.it',
          device_type: 'Tablet',
        });
        if (answer.status === 201) createdDuringBackup += 1;
      }
    })();
    // The archive's folder must exist: a backup never creates one (a disk not mounted).
    fs.mkdirSync(path.join(root, 'archivi'), { recursive: true });
    const started = performance.now();
    const archive = await createBackup(
      {
        dataDir: bench.dataDir,
        storage: bench.deps.storage,
        location: bench.database.location,
        db: bench.database.db,
        version: 'drill',
        clock: () => new Date(),
      },
      path.join(root, 'archivi'),
    );
    const backupMs = performance.now() - started;
    writing = false;
    await writer;
    await source.stop();

    if (restoredUrl) {
      await adminQuery(options.pgAdminUrl, `DROP DATABASE IF EXISTS ${restoredDb} WITH (FORCE)`);
      await adminQuery(options.pgAdminUrl, `CREATE DATABASE ${restoredDb}`);
    }
    const restoring = performance.now();
    const target = path.join(root, 'ripristino');
    const manifest = await restoreBackup(archive, {
      dataDir: target,
      databaseUrl: restoredUrl,
      knownMigrations: Object.keys(MIGRATIONS),
    });
    const restoreMs = performance.now() - restoring;
    const starting = performance.now();
    const restored = await startAppServer({
      dataDir: target,
      databaseUrl: restoredUrl,
      authSecret: bench.authSecret,
    });
    const startMs = performance.now() - starting;
    try {
      const cookie = await signInOver(restored.origin, BENCH_LOGIN).catch(() => '');
      const list = await send(
        { origin: restored.origin, headers: { cookie } },
        'GET',
        '/api/tickets?limit=1',
      );
      const totalMs = performance.now() - started;
      const checks = await compare(bench, manifest, target, restoredUrl);
      return {
        engine: options.engine,
        tickets: options.tickets,
        attachments,
        createdDuringBackup,
        backupMs: Math.round(backupMs),
        archiveBytes: fs.statSync(archive).size,
        restoreMs: Math.round(restoreMs),
        startMs: Math.round(startMs),
        ...checks,
        signIn: cookie && list.status === 200 ? 200 : list.status,
        totalMs: Math.round(totalMs),
      };
    } finally {
      await restored.stop();
    }
  } finally {
    await source.stop();
    await bench.close();
    if (restoredUrl)
      await adminQuery(options.pgAdminUrl, `DROP DATABASE IF EXISTS ${restoredDb} WITH (FORCE)`);
    fs.rmSync(root, { recursive: true, force: true });
  }
}

function pgUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The restored data against the manifest, and each restored ticket and file against the source. */
async function compare(
  bench: BenchApp,
  manifest: BackupManifest,
  target: string,
  restoredUrl?: string,
) {
  const restored = createDatabase({
    databaseUrl: restoredUrl,
    sqliteFile: path.join(target, 'sportello.db'),
  });
  try {
    const tickets = await restored.db
      .selectFrom('tickets')
      .select(['id', 'ticket_number'])
      .execute();
    const files = await restored.db
      .selectFrom('ticket_attachments')
      .select('storage_key')
      .execute();
    const users = await restored.db.selectFrom('users').select('id').execute();
    const countMismatches =
      Number(tickets.length !== manifest.counts.tickets) +
      Number(files.length !== manifest.counts.attachments) +
      Number(users.length !== manifest.counts.users);
    const source = new Map(
      (await bench.database.db.selectFrom('tickets').select(['id', 'ticket_number']).execute()).map(
        (r) => [r.id, r.ticket_number],
      ),
    );
    const numberMismatches = tickets.filter((r) => source.get(r.id) !== r.ticket_number).length;
    let fileMismatches = 0;
    let filesCompared = 0;
    for (const { storage_key: key } of files) {
      const [from = '', to = ''] = [bench.dataDir, target].map((dir) =>
        path.join(dir, ...key.split('/')),
      );
      // The ticket seed records photos without bytes (the benchmarks never read them).
      if (!fs.existsSync(from)) continue;
      filesCompared += 1;
      const same = fs.existsSync(to) && (await sha256Of(from)) === (await sha256Of(to));
      if (!same) fileMismatches += 1;
    }
    return { countMismatches, numberMismatches, filesCompared, fileMismatches };
  } finally {
    await restored.close();
  }
}

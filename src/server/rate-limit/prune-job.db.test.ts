import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBackgroundJobs } from '../jobs/background-jobs';
import { PeriodicJob } from '../jobs/periodic-job';
import { createLogger } from '../logger';
import { MailServerConfig } from '../mail/mail-server-config';
import {
  createSecretBox,
  MAIL_PASSWORD_PURPOSE,
  SDI_CREDENTIALS_PURPOSE,
} from '../mail/secret-box';
import { createLocalDiskStorage } from '../storage/local-disk-storage';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../test/test-database';
import { pruneRateLimitCounters } from './prune-job';
import { consume } from './rate-limit';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = new Date('2026-05-20T12:00:00.000Z');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** Counters of several ages, the way the app writes them. */
async function seed() {
  const db = database.db;
  await db.deleteFrom('rate_limit_counters').execute();
  await db.deleteFrom('rate_limits').execute();
  const daily = { windowMs: DAY, max: 20 };
  await consume(db, [{ bucket: 'day:old', ...daily }], new Date(now.getTime() - 3 * DAY));
  await consume(db, [{ bucket: 'day:yesterday', ...daily }], new Date(now.getTime() - DAY));
  await consume(db, [{ bucket: 'minute:now', windowMs: 60_000, max: 5 }], now);
  await db
    .insertInto('rate_limits')
    .values([
      {
        id: 'a',
        key: '198.51.100.1/sign-in/email',
        count: 3,
        last_request: now.getTime() - 2 * DAY,
      },
      { id: 'b', key: '198.51.100.2/sign-in/email', count: 1, last_request: now.getTime() - HOUR },
    ])
    .execute();
}

async function remaining() {
  const counters = await database.db
    .selectFrom('rate_limit_counters')
    .select(['bucket', 'count'])
    .orderBy('bucket')
    .execute();
  const authLimits = await database.db.selectFrom('rate_limits').select('key').execute();
  return {
    counters: counters.map((r) => `${r.bucket}=${Number(r.count)}`),
    authLimits: authLimits.map((r) => r.key),
  };
}

describe(`pruning rate-limit counters on ${TEST_DIALECT}`, () => {
  beforeEach(seed);

  it('removes windows older than two days and idle sign-in counters, keeps current ones', async () => {
    await pruneRateLimitCounters({
      db: database.db,
      logger: createLogger('silent'),
      clock: () => now,
    });
    expect(await remaining()).toEqual({
      counters: ['day:yesterday=1', 'minute:now=1'],
      authLimits: ['198.51.100.2/sign-in/email'],
    });
    // The kept window still counts on from where it was.
    await consume(database.db, [{ bucket: 'minute:now', windowMs: 60_000, max: 5 }], now);
    expect((await remaining()).counters).toContain('minute:now=2');
  });

  it('is scheduled by the background jobs: the first pass runs at start', async () => {
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-jobs-'));
    const jobs = createBackgroundJobs(
      { PORT: 3000, OLD_TICKETS_CHECK_HOUR: 23 },
      {
        db: database.db,
        dialect: database.dialect,
        logger: createLogger('silent'),
        clock: () => now,
        storage: createLocalDiskStorage(filesDir),
        mailServer: new MailServerConfig({
          db: database.db,
          box: createSecretBox('x'.repeat(40), MAIL_PASSWORD_PURPOSE),
        }),
        version: 'test',
        dataDir: filesDir,
        databaseLocation: database.location,
        sdiBox: createSecretBox('x'.repeat(40), SDI_CREDENTIALS_PURPOSE),
      },
    );
    try {
      jobs.start();
      await jobs.stop();
    } finally {
      fs.rmSync(filesDir, { recursive: true, force: true });
    }
    expect((await remaining()).counters).toEqual(['day:yesterday=1', 'minute:now=1']);
  });

  it('logs a failure instead of throwing, so the next hour can try again', async () => {
    const lines: string[] = [];
    const logger = createLogger('error', { write: (line: string) => void lines.push(line) });
    // A destroyed connection pool fails the DELETE on both engines.
    const gone = await createTestDatabase({ migrate: false });
    await gone.destroy();
    const broken = new PeriodicJob({
      db: gone.db,
      name: 'rate-limit-prune',
      clock: () => now,
      failureMessage: 'pulizia dei contatori dei limiti non riuscita',
      logger,
      everyMs: 60 * 60_000,
      task: () => pruneRateLimitCounters({ db: gone.db, logger, clock: () => now }),
    });
    await expect(broken.runOnce()).resolves.toBeUndefined();
    expect(lines.join('')).toContain('pulizia dei contatori dei limiti non riuscita');
  });
});

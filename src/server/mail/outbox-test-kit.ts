import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createDatabase } from '../db/database';
import type { DB } from '../db/schema';
import { createLogger } from '../logger';
import { type SmtpCapture, startSmtpCapture } from '../test/smtp-capture';
import { createTestDatabase, PG_ADMIN_URL, type TestDatabase } from '../test/test-database';
import { createSmtpSender } from './mail-sender';
import { enqueueMessage } from './outbox.queries';
import { DEFAULT_RETRY_POLICY, type DeliveryContext, type RetryPolicy } from './outbox-delivery';

/** Shared by the outbox suites: their fixture, a delivery context, a queued message, a row, a second process. */

export interface OutboxSuite {
  database: TestDatabase;
  smtp: SmtpCapture;
}

/**
 * Registers the hooks of an outbox suite: a database and an SMTP catcher of its own for the file,
 * and before each test an empty outbox and inbox with the catcher accepting. Read the fields
 * inside tests and hooks: they are set by beforeAll.
 */
export function outboxSuite(): OutboxSuite {
  const suite = {} as OutboxSuite;
  beforeAll(async () => {
    suite.database = await createTestDatabase();
    suite.smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await suite.smtp?.close();
    await suite.database?.destroy();
  });
  beforeEach(async () => {
    suite.smtp.messages.length = 0;
    suite.smtp.mode = 'accept';
    await suite.database.db.deleteFrom('outbox').execute();
  });
  return suite;
}

export function deliveryContext(options: {
  database: TestDatabase;
  smtpUrl: string;
  clock: () => Date;
  db?: Kysely<DB>;
  policy?: Partial<RetryPolicy>;
}): DeliveryContext {
  return {
    db: options.db ?? options.database.db,
    dialect: options.database.dialect,
    logger: createLogger('silent'),
    clock: options.clock,
    sender: createSmtpSender({
      smtpUrl: options.smtpUrl,
      from: 'Sportello <sportello@test.it>',
      timeouts: { connectionMs: 2_000, greetingMs: 2_000, socketMs: 5_000 },
    }),
    policy: {
      ...DEFAULT_RETRY_POLICY,
      maxAttempts: 3,
      baseDelayMs: 30_000,
      ...options.policy,
    },
  };
}

export async function queueMessage(
  db: Kysely<DB>,
  key: string,
  now: Date,
  overrides: { recipient?: string; subject?: string } = {},
): Promise<string> {
  const id = await enqueueMessage(
    db,
    {
      idempotencyKey: key,
      eventType: 'test_email',
      ticketId: null,
      recipient: overrides.recipient ?? 'cliente@esempio.it',
      subject: overrides.subject ?? `Messaggio ${key}`,
      text: `Testo ${key}`,
      html: `<p>Testo ${key}</p>`,
    },
    now.toISOString(),
  );
  if (!id) throw new Error(`not queued: ${key}`);
  return id;
}

export const outboxRow = (db: Kysely<DB>, id: string) =>
  db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Another connection (pool) to the same database, as a second app process would have. */
export async function secondConnection(
  database: TestDatabase,
): Promise<{ db: Kysely<DB>; destroy(): Promise<void> }> {
  if (database.dialect === 'postgres') {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
      database.db,
    );
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${rows[0]?.name}`;
    const other = createDatabase({ databaseUrl: url.toString(), sqliteFile: '' });
    return { db: other.db, destroy: other.close };
  }
  const { rows } = await sql<{
    file: string;
  }>`select file from pragma_database_list where name = 'main'`.execute(database.db);
  const other = createDatabase({ sqliteFile: rows[0]?.file ?? '' });
  return { db: other.db, destroy: other.close };
}

import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { PG_ADMIN_URL } from '../test/test-database';
import { createDatabase } from './database';

const name = `sportello_pool_${crypto.randomUUID().replaceAll('-', '')}`;
const url = new URL(PG_ADMIN_URL);
url.pathname = `/${name}`;

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  await client.query(text).finally(() => client.end());
}

afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

it('survives PostgreSQL dropping an idle pooled connection and reports it', async () => {
  await admin(`CREATE DATABASE ${name}`);
  const errors: Error[] = [];
  const database = createDatabase({
    databaseUrl: url.toString(),
    sqliteFile: '',
    onConnectionError: (error) => errors.push(error),
  });
  try {
    const pid = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
    // What a server restart or a failover does to a connection resting in the pool.
    await admin(`SELECT pg_terminate_backend(${pid.rows[0]?.pid})`);
    await expect.poll(() => errors.length).toBe(1);
    const answer = await sql<{ ok: number }>`select 1 as ok`.execute(database.db);
    expect(answer.rows).toEqual([{ ok: 1 }]);
  } finally {
    await database.close();
  }
});

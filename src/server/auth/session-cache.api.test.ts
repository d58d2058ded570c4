import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A write by another process: the driver alone, none of this process's Kysely instances. */
async function elsewhere(statement: string): Promise<void> {
  const location = t.database.location;
  if ('sqliteFile' in location) {
    const other = new SQLite(location.sqliteFile);
    try {
      other.prepare(statement).run();
    } finally {
      other.close();
    }
    return;
  }
  const other = new pg.Client({ connectionString: location.url });
  await other.connect();
  try {
    await other.query(statement);
  } finally {
    await other.end();
  }
}

const me = (cookie: string) => t.request('GET', '/api/me', { cookie });

describe('session cache (docs/decisions/022)', () => {
  it('reuses a resolved session briefly, and forgets it at once on a write in this process', async () => {
    const user = await t.addUser('employee');
    const cookie = await t.signIn(user.email);
    expect((await me(cookie)).status).toBe(200);
    // Another instance ends every session: this one may still answer for SESSION_CACHE_MS.
    await elsewhere(`delete from sessions where user_id = '${user.id}'`);
    expect((await me(cookie)).status).toBe(200);
    // Any write here to an identity table (a sign-out, ban, role or password change) is seen now.
    await t.db.updateTable('users').set({ name: 'Altro nome' }).where('id', '=', user.id).execute();
    expect((await me(cookie)).status).toBe(401);
  });

  it('a role changed in this process applies to the very next request', async () => {
    const user = await t.addUser('employee');
    const cookie = await t.signIn(user.email);
    expect(await (await me(cookie)).json()).toMatchObject({ role: 'employee' });
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
    expect(await (await me(cookie)).json()).toMatchObject({ role: 'admin' });
  });
});

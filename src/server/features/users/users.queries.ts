import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { likePattern, withoutControlChars } from '../../search/text-search';
import type { UserRow } from './users.presenter';

/** Kysely only: account rows. Rules (who may change what, password policy) are the service's. */

const COLUMNS = [
  'id',
  'email',
  'name',
  'role',
  'banned',
  'two_factor_enabled',
  'last_sign_in_at',
  'created_at',
] as const satisfies readonly (keyof UserRow)[];

/**
 * Newest first (an account just created is on top), `limit` rows after the (created_at, id) of
 * the last row sent: the caller asks one more than a page.
 */
export function selectUsers(
  db: Kysely<DB>,
  page: { limit: number; after?: readonly [string, string] },
): Promise<UserRow[]> {
  let query = db
    .selectFrom('users')
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit);
  const after = page.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', after[0]),
        eb.and([eb('created_at', '=', after[0]), eb('id', '<', after[1])]),
      ]),
    );
  }
  return query.execute();
}

export function selectUser(db: Kysely<DB>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function countUserRows(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function emailTaken(db: Kysely<DB>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

/** Enabled accounts by e-mail; `search` keeps those whose e-mail or name contains it. */
export function selectEnabledUsers(
  db: Kysely<DB>,
  filter: { search?: string; limit?: number } = {},
): Promise<{ id: string; email: string; name: string }[]> {
  let query = db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    // 0/1 binds on both engines (PostgreSQL reads the untyped parameter as a boolean).
    .where((eb) => eb.or([eb('banned', 'is', null), eb('banned', '=', 0)]))
    .orderBy('email');
  if (filter.search) {
    // lower() on both sides: LIKE is case-blind on SQLite but not on PostgreSQL.
    const pattern = likePattern(withoutControlChars(filter.search).trim().toLowerCase());
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  if (filter.limit) query = query.limit(filter.limit);
  return query.execute();
}

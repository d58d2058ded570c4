import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ASSIGNABLE_SEARCH_LIMIT,
  type createUserSchema,
  type ListUsersQuery,
  type updateUserSchema,
} from '../../../shared/users';
import { applyUserChanges, type UserChanges } from '../../auth/accounts.queries';
import type { Auth } from '../../auth/auth';
import { assertAcceptablePassword } from '../../auth/password-policy';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { decodeCursor, toPage } from '../../http/paging';
import {
  type AssignableUserJson,
  presentAssignableUser,
  presentUser,
  type UserJson,
} from './users.presenter';
import {
  countUserRows,
  emailTaken,
  selectEnabledUsers,
  selectUser,
  selectUsers,
} from './users.queries';

export const USER_NOT_FOUND = 'Utente non trovato';

/** The users' keyset: (created_at, id) of the last row sent, newest first. */
const userKey = z.tuple([z.iso.datetime(), z.string().min(1)]);

/** The accounts newest first, a page at a time. */
export async function listUsers(
  db: Kysely<DB>,
  query: ListUsersQuery,
): Promise<{ items: UserJson[]; next_cursor: string | null }> {
  const after = query.cursor ? decodeCursor(query.cursor, userKey) : undefined;
  const rows = await selectUsers(db, { limit: query.limit + 1, after });
  const page = toPage(rows, query.limit, (last) => [toIso(last.created_at), last.id]);
  return { items: page.rows.map(presentUser), next_cursor: page.next_cursor };
}

export async function findUser(db: Kysely<DB>, id: string): Promise<UserJson> {
  const row = await selectUser(db, id);
  if (!row) throw notFound(USER_NOT_FOUND);
  return presentUser(row);
}

export function countUsers(db: Kysely<DB>): Promise<number> {
  return countUserRows(db);
}

/** Enabled accounts for the pickers, by e-mail; a search returns the first few that match. */
export async function assignableUsers(
  db: Kysely<DB>,
  query: { q?: string },
): Promise<AssignableUserJson[]> {
  const rows = await (query.q
    ? selectEnabledUsers(db, { search: query.q, limit: ASSIGNABLE_SEARCH_LIMIT })
    : selectEnabledUsers(db));
  return rows.map(presentAssignableUser);
}

export async function createUser(
  deps: { db: Kysely<DB>; auth: Auth },
  input: z.infer<typeof createUserSchema>,
): Promise<UserJson> {
  const password = assertAcceptablePassword(input.password);
  if (await emailTaken(deps.db, input.email))
    throw conflict('Esiste già un account con questa email');
  const { user } = await deps.auth.api.createUser({
    body: { email: input.email, password, name: input.name, role: input.role as 'admin' | 'user' },
  });
  return findUser(deps.db, user.id);
}

/** Role, name, enabled state and password; an admin cannot demote or disable themself. */
export async function updateUser(
  deps: { db: Kysely<DB>; auth: Auth; now: string },
  actorId: string,
  id: string,
  input: z.infer<typeof updateUserSchema>,
): Promise<UserJson> {
  const current = await findUser(deps.db, id);
  const password =
    input.password === undefined ? undefined : assertAcceptablePassword(input.password);
  if (id === actorId && ((input.role && input.role !== current.role) || input.disabled === true)) {
    throw conflict('Non puoi cambiare il ruolo del tuo account né disattivarlo');
  }
  const hash = password ? await (await deps.auth.$context).password.hash(password) : undefined;
  const roleChanged = input.role !== undefined && input.role !== current.role;
  const changes: UserChanges = {
    now: deps.now,
    passwordHash: hash,
    // A disabled account, a new role or a reset password: the person signs in again.
    endSessions: input.disabled === true || hash !== undefined || roleChanged,
  };
  if (input.name !== undefined) changes.name = input.name;
  if (input.role !== undefined) changes.role = input.role;
  if (input.disabled !== undefined) changes.banned = input.disabled ? 1 : 0;
  await applyUserChanges(deps.db, id, changes);
  return findUser(deps.db, id);
}

import type { Kysely } from 'kysely';
import type { Role } from '../../shared/roles';
import type { DB } from '../db/schema';

/**
 * Writes to better-auth's own tables on an admin's say (the staff page): the account's name,
 * role and block, its password, its sessions. better-auth writes them too, through its adapter;
 * no feature writes them directly.
 */
export interface UserChanges {
  name?: string;
  role?: Role;
  banned?: number;
  /** A new password hash for the credential account. */
  passwordHash?: string;
  /** Delete every session of the account in the same transaction. */
  endSessions: boolean;
  now: string;
}

/** Writes an account's changes, and ends its sessions when asked, all or nothing. */
export async function applyUserChanges(
  db: Kysely<DB>,
  id: string,
  changes: UserChanges,
): Promise<void> {
  const { passwordHash, endSessions, now, ...columns } = changes;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ ...columns, updated_at: now })
      .where('id', '=', id)
      .execute();
    if (passwordHash) {
      await trx
        .updateTable('accounts')
        .set({ password: passwordHash, updated_at: now })
        .where('user_id', '=', id)
        .where('provider_id', '=', 'credential')
        .execute();
    }
    if (endSessions) await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
  });
}

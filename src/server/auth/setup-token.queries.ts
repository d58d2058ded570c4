import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The one-time link's token lives in better-auth's verifications table, under this name. */
const IDENTIFIER = 'first-admin-setup';

/** Stores the hash of a fresh token in place of any earlier one, in one transaction. */
export async function replaceSetupToken(
  db: Kysely<DB>,
  token: { hash: string; expiresAt: string; at: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('verifications').where('identifier', '=', IDENTIFIER).execute();
    await trx
      .insertInto('verifications')
      .values({
        id: crypto.randomUUID(),
        identifier: IDENTIFIER,
        value: token.hash,
        expires_at: token.expiresAt,
        created_at: token.at,
        updated_at: token.at,
      })
      .execute();
  });
}

/**
 * Deletes the token if it matches and has not expired; true when it did. One statement, so two
 * simultaneous requests cannot both consume it.
 */
export async function consumeSetupToken(db: Kysely<DB>, hash: string, now: string) {
  const consumed = await db
    .deleteFrom('verifications')
    .where('identifier', '=', IDENTIFIER)
    .where('value', '=', hash)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return consumed !== undefined;
}

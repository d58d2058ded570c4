import { sql, type Transaction } from 'kysely';
import type { DB } from './schema';

/**
 * Runs `work` inside a savepoint of the caller's transaction: when it throws, only its own
 * writes are undone and the transaction goes on (the error is returned, not thrown).
 */
export async function inSavepoint<T>(
  trx: Transaction<DB>,
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  await sql`savepoint sportello_step`.execute(trx);
  try {
    const value = await work();
    await sql`release savepoint sportello_step`.execute(trx);
    return { ok: true, value };
  } catch (error) {
    await sql`rollback to savepoint sportello_step`.execute(trx);
    await sql`release savepoint sportello_step`.execute(trx);
    return { ok: false, error };
  }
}

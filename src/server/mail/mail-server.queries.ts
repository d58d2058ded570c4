import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { MailServerTable } from '../db/tables/mail-server-tables';

export type MailServerRow = MailServerTable;

export function findMailServer(db: Kysely<DB>): Promise<MailServerRow | undefined> {
  return db.selectFrom('mail_server').selectAll().where('id', '=', 1).executeTakeFirst();
}

export async function upsertMailServer(db: Kysely<DB>, row: Omit<MailServerRow, 'id'>) {
  await db
    .insertInto('mail_server')
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}

export async function deleteMailServer(db: Kysely<DB>): Promise<boolean> {
  const result = await db.deleteFrom('mail_server').where('id', '=', 1).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

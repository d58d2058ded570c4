import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columnTypes } from '../column-types';

/** The outgoing mail server a shop owner saves in Settings → E-mail (one row, id 1). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('mail_server')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('port', 'integer', (c) => c.notNull().check(sql`port between 1 and 65535`))
    .addColumn('security', 'text', (c) =>
      c.notNull().check(sql`security in ('none', 'starttls', 'tls')`),
    )
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_sealed', 'text')
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_server').execute();
}

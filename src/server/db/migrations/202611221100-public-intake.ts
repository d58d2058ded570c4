import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * Public intake: rate-limit counters kept in the database (they survive restarts and are shared
 * by several processes) and the record of which terms a customer accepted with a public ticket.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['bucket', 'window_start'])
    .execute();
  // Pruning deletes by window_start alone.
  await db.schema
    .createIndex('rate_limit_counters_window_idx')
    .on('rate_limit_counters')
    .column('window_start')
    .execute();

  // Each distinct terms text once, so the hash stored with a ticket can be turned back into the
  // exact words the customer accepted after the shop has edited them.
  await db.schema
    .createTable('terms_versions')
    .addColumn('version', 'text', (c) => c.primaryKey())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('first_accepted_at', t.instant, (c) => c.notNull())
    .execute();

  // One row per public ticket that was submitted while terms existed (1:1 with tickets).
  await db.schema
    .createTable('ticket_terms_acceptances')
    .addColumn('ticket_id', 'text', (c) =>
      c.primaryKey().references('tickets.id').onDelete('cascade'),
    )
    .addColumn('accepted_at', t.instant, (c) => c.notNull())
    .addColumn('accepted_ip', 'text', (c) => c.notNull())
    .addColumn('terms_version', 'text', (c) => c.notNull().references('terms_versions.version'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ticket_terms_acceptances').execute();
  await db.schema.dropTable('terms_versions').execute();
  await db.schema.dropTable('rate_limit_counters').execute();
}

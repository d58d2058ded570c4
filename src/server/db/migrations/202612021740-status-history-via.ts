import { type Kysely, sql } from 'kysely';

/**
 * Who moved a ticket: 'staff' (an account, or one since removed) or 'customer' (an answer to a
 * quote on the public page, which has no account). Without it both read as a missing account, and
 * the history called the customer "Account eliminato". Past answers are found by their quote's
 * public history entry at the same instant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ticket_status_history')
    .addColumn('changed_via', 'text', (c) => c.notNull().defaultTo('staff'))
    .execute();
  await sql`update ticket_status_history set changed_via = 'customer'
    where changed_by is null and from_status is not null and exists (
      select 1 from quote_status_history q join quotes on quotes.id = q.quote_id
      where q.via = 'public' and quotes.ticket_id = ticket_status_history.ticket_id
        and q.created_at = ticket_status_history.changed_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ticket_status_history').dropColumn('changed_via').execute();
}

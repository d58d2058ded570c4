import type { Kysely } from 'kysely';
import type { Reminders, StatusMessage } from '../../../shared/customer-messages/customer-messages';
import type { TicketStatus } from '../../../shared/tickets/ticket-status';
import { paidCentsFor } from '../../db/payment-sums';
import type { DB } from '../../db/schema';
import { separatePartsCentsFor } from '../../db/ticket-charges';

export const selectStatusMessages = (db: Kysely<DB>) =>
  db
    .selectFrom('customer_messages')
    .select(['status', 'enabled', 'subject', 'body', 'whatsapp'])
    .execute();

export const selectStatusMessage = (db: Kysely<DB>, status: TicketStatus) =>
  db
    .selectFrom('customer_messages')
    .select(['status', 'enabled', 'subject', 'body', 'whatsapp'])
    .where('status', '=', status)
    .executeTakeFirst();

export const selectReminderSettings = (db: Kysely<DB>) =>
  db
    .selectFrom('customer_reminder_settings')
    .select(['ready_after_days', 'ready_every_days', 'ready_max', 'quote_after_days'])
    .where('id', '=', 1)
    .executeTakeFirst();

/** Every status's texts and the reminders, replaced in one transaction. */
export async function saveAll(
  db: Kysely<DB>,
  messages: Record<TicketStatus, StatusMessage>,
  reminders: Reminders,
  at: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [status, m] of Object.entries(messages) as [TicketStatus, StatusMessage][]) {
      const row = { ...m, enabled: m.enabled ? 1 : 0, updated_at: at };
      await trx
        .insertInto('customer_messages')
        .values({ status, ...row })
        .onConflict((oc) => oc.column('status').doUpdateSet(row))
        .execute();
    }
    const values = { ...reminders, updated_at: at };
    await trx
      .insertInto('customer_reminder_settings')
      .values({ id: 1, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  });
}

/** What the placeholders of a ticket need: its facts and the money still to pay. */
export const selectTicketForMessage = (db: Kysely<DB>, id: string) =>
  db
    .selectFrom('tickets as t')
    .select([
      't.id',
      't.ticket_number',
      't.status',
      't.customer_name',
      't.customer_email',
      't.device_type',
      't.expected_ready_date',
      't.price_cents',
      paidCentsFor('ticket_id', 't.id').as('paid_cents'),
      separatePartsCentsFor('t.id').as('separate_parts_cents'),
    ])
    .where('t.id', '=', id)
    .where('t.deleted_at', 'is', null)
    .executeTakeFirst();

export type TicketForMessage = NonNullable<Awaited<ReturnType<typeof selectTicketForMessage>>>;

import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { MIGRATIONS, migrateToLatest, migrationsBefore } from '../migrator';

/** Customers' answers already in a ticket's history are found and marked by the migration. */
let database: TestDatabase | undefined;
const ADDED = '202612021740-status-history-via';
afterAll(() => database?.destroy());

describe('migration 202612021740-status-history-via', () => {
  it("marks the past answers on a quote's public page as the customer's, nothing else", async () => {
    database = await createTestDatabase({ migrate: false });
    const db = database.db;
    await migrateToLatest(db as unknown as Kysely<unknown>, migrationsBefore(ADDED));
    const [created, sent, answered] = [
      '2026-03-10T09:00:00.000Z',
      '2026-03-10T10:00:00.000Z',
      '2026-03-11T08:30:00.000Z',
    ];
    await db
      .insertInto('tickets')
      .values({
        id: 'k1',
        ticket_number: 'FM-2026-03-0001',
        description: 'Display rotto',
        customer_name: 'Giulia Bianchi',
        customer_email: 'giulia@example.it',
        device_type: 'iPhone 12',
        search_text: '',
        created_at: created,
        updated_at: created,
      })
      .execute();
    await db
      .insertInto('quotes')
      .values({
        id: 'q1',
        quote_number: 'QT-2026-03-0001',
        customer_name: 'Giulia Bianchi',
        status: 'Accettato',
        expiry_key: '',
        margin_tenths: 300,
        vat_tenths: 220,
        ticket_id: 'k1',
        taxable_cents: 0,
        vat_cents: 0,
        total_cents: 0,
        margin_cents: 0,
        search_text: '',
        created_at: created,
        updated_at: answered,
        // The schema of that day: VAT still in tenths (migration 202612110910 moved it).
      } as never)
      .execute();
    const quoteMove = (
      seq: number,
      to: 'Inviato' | 'Accettato',
      via: 'staff' | 'public',
      at: string,
    ) => ({ id: `qh${seq}`, quote_id: 'q1', seq, to_status: to, via, created_at: at }) as const;
    await db
      .insertInto('quote_status_history')
      .values([
        quoteMove(1, 'Inviato', 'staff', sent),
        quoteMove(2, 'Accettato', 'public', answered),
      ])
      .execute();
    const ticketMove = (id: string, from: string | null, to: string, at: string) => ({
      id,
      ticket_id: 'k1',
      from_status: from as never,
      to_status: to as never,
      changed_by: null,
      changed_at: at,
    });
    await db
      .insertInto('ticket_status_history')
      .values([
        ticketMove('h1', null, 'Ticket inserito', created),
        ticketMove('h2', 'Ticket inserito', 'Preventivo inviato', sent),
        ticketMove('h3', 'Preventivo inviato', 'Preventivo accettato', answered),
      ])
      .execute();

    await migrateToLatest(db as unknown as Kysely<unknown>, MIGRATIONS);
    const rows = await db
      .selectFrom('ticket_status_history')
      .select(['id', 'changed_via'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'h1', changed_via: 'staff' },
      { id: 'h2', changed_via: 'staff' },
      { id: 'h3', changed_via: 'customer' },
    ]);
  });
});

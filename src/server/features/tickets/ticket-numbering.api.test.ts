import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTicketNumber } from '../../../shared/tickets/ticket-number';
import { createStaffApp, type StaffApp } from '../../test/staff-test-kit';
import { createTicket } from './tickets.service';

let t: StaffApp;

// Instants before today: a session is refused once the clock is 12 hours past its sign-in.
beforeAll(async () => {
  t = await createStaffApp({ now: '2026-07-10T09:00:00Z', role: 'employee' });
});
afterAll(() => t.close());

async function createAt(instant: string): Promise<string> {
  t.setNow(instant);
  const ticket = await t.createTicket({
    description: 'Test numerazione',
    customer_name: 'Cliente',
    customer_email: 'cliente@example.it',
    device_type: 'Telefono',
  });
  return ticket.ticket_number;
}

describe('ticket numbers', () => {
  it('gives 200 simultaneous creates distinct, consecutive numbers', async () => {
    t.setNow('2026-07-10T09:00:00Z');
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.request('POST', '/api/tickets', {
          cookie: t.cookie,
          body: {
            description: `Richiesta ${i}`,
            customer_name: `Cliente ${i}`,
            customer_email: `c${i}@example.it`,
            device_type: 'Notebook',
          },
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(201));
    const numbers = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { ticket_number: string }).ticket_number),
    );
    const sequences = numbers.map((n) => {
      const parsed = parseTicketNumber(n);
      expect(parsed?.period).toBe('2026-07');
      return parsed?.sequence ?? 0;
    });
    expect(sequences.sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it('starts a new sequence at midnight in Rome, not at midnight UTC', async () => {
    expect(await createAt('2026-03-31T21:59:59Z')).toBe('FM-2026-03-0001');
    expect(await createAt('2026-03-31T22:00:00Z')).toBe('FM-2026-04-0001');
    expect(await createAt('2026-04-01T10:00:00Z')).toBe('FM-2026-04-0002');
    expect(await createAt('2025-12-31T22:59:59Z')).toBe('FM-2025-12-0001');
    expect(await createAt('2025-12-31T23:00:00Z')).toBe('FM-2026-01-0001');
  });

  it('goes on to five digits after 9999 in a month', async () => {
    await t.db
      .insertInto('ticket_counters')
      .values({ period: '2026-09', last_value: 9998 })
      .execute();
    expect(await createAt('2026-09-15T10:00:00Z')).toBe('FM-2026-09-9999');
    expect(await createAt('2026-09-15T10:00:01Z')).toBe('FM-2026-09-10000');
  });

  it('gives back the number of a create that fails after numbering, leaving no gap', async () => {
    t.setNow('2026-10-01T10:00:00Z');
    const input = {
      description: 'x',
      customer_name: 'x',
      customer_email: 'x@example.it',
      device_type: 'x',
      priority: 'medium' as const,
    };
    // Fails inside the transaction, after the counter upsert and the ticket insert.
    const failing = createTicket(t.deps, input, {
      actorId: null,
      via: 'staff',
      inTransaction: async () => {
        throw new Error('scrittura successiva non riuscita');
      },
    });
    await expect(failing).rejects.toThrow('scrittura successiva non riuscita');
    const stored = await t.db
      .selectFrom('tickets')
      .select('id')
      .where('description', '=', 'x')
      .execute();
    expect(stored).toEqual([]);
    expect(await createAt('2026-10-01T10:00:01Z')).toBe('FM-2026-10-0001');
  });
});

import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStaffApp, readJson, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';
import { pay, reverse, storedPayments } from './payments-test-kit';

/**
 * A storno waits for an *Incassa* in progress on its ticket and then lands. On PostgreSQL every
 * payment on a ticket holds the ticket's row before the receipt counter: a storno that took the
 * counter first and then waited for the ticket deadlocked with an *Incassa* holding the ticket and
 * waiting for the counter (the checkout crash drill's 503s). The other session here is that
 * *Incassa*, driven by hand so the interleaving is certain.
 */
let t: StaffApp;

beforeAll(async () => {
  t = await createStaffApp({ role: 'admin' });
});
afterAll(() => t.close());

it('reverses a payment while another payment holds its ticket, without a deadlock', async () => {
  const ticket = await t.createTicket({ ...VALID_TICKET, price: 80 });
  const { payment } = await pay(t, { ticket_id: ticket.id, amount: 30, method: 'carta' });
  const { receipt_year } = await t.db
    .selectFrom('payments')
    .select('receipt_year')
    .where('id', '=', payment.id)
    .executeTakeFirstOrThrow();
  const location = t.deps.databaseLocation;
  let answer: Response;
  if ('sqliteFile' in location) {
    // One writer at a time (each write begins immediate): the two simply take turns.
    const [incassa, storno] = await Promise.all([
      t.request('POST', '/api/payments', {
        cookie: t.cookie,
        body: { ticket_id: ticket.id, amount: 20, method: 'contanti' },
      }),
      reverse(t, payment.id, 'Metodo sbagliato'),
    ]);
    expect(incassa.status).toBe(201);
    await readJson(incassa);
    answer = storno;
  } else {
    const other = new pg.Client({ connectionString: location.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select id from tickets where id = $1 for update', [ticket.id]);
      const storno = reverse(t, payment.id, 'Metodo sbagliato');
      await new Promise((resolve) => setTimeout(resolve, 200));
      // The Incassa now takes the counter: free, because the storno waits for the ticket first.
      await other.query(
        `insert into payment_receipt_counters (period, last_value) values ($1, 1)
         on conflict (period) do update set last_value = payment_receipt_counters.last_value + 1`,
        [String(receipt_year)],
      );
      await other.query('rollback');
      answer = await storno;
      await pay(t, { ticket_id: ticket.id, amount: 20, method: 'contanti' });
    } finally {
      await other.end();
    }
  }
  expect(answer.status, await answer.clone().text()).toBe(201);
  const storno = await readJson<{ id: string; reverses_id: string }>(answer);
  expect(storno.reverses_id).toBe(payment.id);
  const stored = await storedPayments(t, ticket.id);
  const rows = stored.map((p) => [p.amount_cents, p.direction, p.reversed_by ?? p.reverses_id]);
  expect(rows).toHaveLength(3);
  expect(rows).toEqual(
    expect.arrayContaining([
      [3000, 'incasso', storno.id],
      [3000, 'rimborso', payment.id],
      [2000, 'incasso', null],
    ]),
  );
}, 15_000);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONEY_ROLE_MESSAGES } from '../../../shared/tickets/ticket-money-roles';
import {
  createStaffApp,
  errorBody,
  readJson,
  type StaffApp,
  VALID_TICKET,
} from '../../test/staff-test-kit';
import {
  addCustomer,
  issue,
  PRIVATE_PERSON,
  postInvoice,
  putShop,
} from '../invoices/invoices-test-kit';
import { pay } from '../payments/payments-test-kit';

/**
 * A `user` account opens and edits tickets, but the money of a ticket that has taken some (a
 * payment or an issued invoice) is for employees and admins: its price and its deletion.
 */
let t: StaffApp;
let user: string;
let employee: string;

beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-11-20T10:00:00Z' });
  await putShop(t, t.cookie);
  user = await t.signIn((await t.addUser('user')).email);
  employee = await t.signIn((await t.addUser('employee')).email);
});
afterAll(() => t.close());

const patch = (ticket: { id: string; version: number }, body: object, cookie = user) =>
  t.request('PATCH', `/api/tickets/${ticket.id}`, {
    cookie,
    body: { version: ticket.version, ...body },
  });
const remove = (id: string, cookie = user) => t.request('DELETE', `/api/tickets/${id}`, { cookie });
const stored = (id: string) =>
  t.db
    .selectFrom('tickets')
    .select(['price_cents', 'deleted_at', 'description'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function refused(response: Response, message: string) {
  expect(response.status).toBe(403);
  expect((await errorBody(response)).error.message).toBe(message);
}

describe('a ticket with payments, for a user account', () => {
  it('keeps its price and is not deleted; other edits and the same price pass', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 69 });
    expect(ticket.money_taken).toBe(false);
    await pay(t, { ticket_id: ticket.id, amount: 20, method: 'contanti' });
    // The page reads it to hide what the server would refuse.
    const read = await readJson<{ money_taken: boolean }>(
      await t.request('GET', `/api/tickets/${ticket.id}`, { cookie: user }),
    );
    expect(read.money_taken).toBe(true);
    await refused(await patch(ticket, { price: 30 }), MONEY_ROLE_MESSAGES.price);
    await refused(await remove(ticket.id), MONEY_ROLE_MESSAGES.delete);
    expect(await stored(ticket.id)).toMatchObject({ price_cents: 6900, deleted_at: null });

    // The edit form sends the price it shows: unchanged, it is no change of price.
    const edited = await patch(ticket, { price: '69,00', description: 'Batteria gonfia' });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await stored(ticket.id)).toMatchObject({
      price_cents: 6900,
      description: 'Batteria gonfia',
    });
  });

  it('lets an employee change the price and delete it', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 69 });
    await pay(t, { ticket_id: ticket.id, amount: 20, method: 'contanti' });
    const priced = await patch(ticket, { price: 80 }, employee);
    expect(priced.status, await priced.clone().text()).toBe(200);
    expect((await remove(ticket.id, employee)).status).toBe(204);
  });

  it('lets a user price and delete a ticket that has taken no money', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 69 }, user);
    const priced = await patch(ticket, { price: 75 });
    expect(priced.status, await priced.clone().text()).toBe(200);
    expect((await remove(ticket.id)).status).toBe(204);
  });
});

describe('a ticket with an issued invoice, for a user account', () => {
  it('is not deleted nor repriced, even without a payment', async () => {
    const customer_id = await addCustomer(t, PRIVATE_PERSON);
    const ticket = await t.createTicket({ ...VALID_TICKET, price: '122,00' });
    const draft = await postInvoice(t, `/api/invoices/from-ticket/${ticket.id}`);
    const linked = await t.request('PATCH', `/api/invoices/${draft.id}`, {
      cookie: t.cookie,
      body: { customer_id, version: draft.version },
    });
    expect(linked.status, await linked.clone().text()).toBe(200);
    await issue(t, draft.id);
    const current = await readJson<{ id: string; version: number }>(
      await t.request('GET', `/api/tickets/${ticket.id}`, { cookie: user }),
    );
    await refused(await remove(ticket.id), MONEY_ROLE_MESSAGES.delete);
    await refused(await patch(current, { price: 100 }), MONEY_ROLE_MESSAGES.price);
    expect(await stored(ticket.id)).toMatchObject({ price_cents: 12200, deleted_at: null });
  });
});

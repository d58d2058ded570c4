import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDocumentDto, CustomerDto } from '../../../shared/customers/customer-dto';
import {
  CUSTOMER_MESSAGES,
  customerInUseMessage,
} from '../../../shared/customers/customer-schemas';
import { createStaffApp, errorBody, readJson, type StaffApp } from '../../test/staff-test-kit';
import { customersKit } from './customers-test-kit';

/** A customer's documents, counts, balance due, and deleting only a customer without them. */
let t: StaffApp;
let kit: ReturnType<typeof customersKit>;
let customer: CustomerDto;
type Page = { items: CustomerDocumentDto[]; next_cursor: string | null };
const tickets: string[] = [];

async function link(table: 'tickets' | 'quotes' | 'pc_builds', id: string, to = customer.id) {
  await t.db.updateTable(table).set({ customer_id: to }).where('id', '=', id).execute();
}

async function post(path: string, body: Record<string, unknown>) {
  const response = await t.request('POST', path, { cookie: t.cookie, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<{ id: string }>(response);
}

beforeAll(async () => {
  t = await createStaffApp({ now: '2026-11-01T09:00:00Z', role: 'employee' });
  kit = customersKit(t, () => t.cookie);
  customer = await kit.create({ first_name: 'Giulia', last_name: 'Bianchi' });
  // Five tickets on five days (the 2nd closed), priced 100 € with a 30 € deposit.
  for (let day = 1; day <= 5; day++) {
    t.setNow(`2026-11-0${day}T23:30:00Z`);
    const ticket = await t.createTicket({
      description: 'Schermo',
      customer_name: 'Giulia Bianchi',
      customer_email: 'giulia@example.it',
      device_type: 'iPhone',
      price: 100,
      deposit: 30,
    });
    tickets.push(ticket.id);
    await link('tickets', ticket.id);
  }
  await t.db
    .updateTable('tickets')
    .set({ status: 'Chiuso' })
    .where('id', '=', tickets[1] ?? '')
    .execute();
  t.setNow('2026-11-06T09:00:00Z');
  const quote = await post('/api/quotes', {
    customer_name: 'Giulia Bianchi',
    items: [{ description: 'Batteria', quantity: 1, unit_cost: 10 }],
  });
  await link('quotes', quote.id);
  const build = await post('/api/pc-builds', {
    title: 'PC da ufficio',
    items: [{ kind: 'RAM', description: 'DDR5 16 GB', quantity: 1, unit_cost: '40,00' }],
  });
  await link('pc_builds', build.id);
});
afterAll(() => t.close());

const documents = (query: string) =>
  kit.get<Page>(`/api/customers/${customer.id}/documents?${query}`);

describe('GET /api/customers/:id: counts and balance due', () => {
  it('counts live documents per kind and sums what the open tickets await', async () => {
    const read = await kit.get<CustomerDto>(`/api/customers/${customer.id}`);
    expect(read.counts).toEqual({ tickets: 5, quotes: 1, pc_builds: 1, invoices: 0, payments: 0 });
    // Four open tickets × (100 − 30) €.
    expect(read.balance_due).toBe(280);
    await t.db
      .updateTable('tickets')
      .set({ deleted_at: '2026-11-06T09:00:00.000Z' })
      .where('id', '=', tickets[4] ?? '')
      .execute();
    const after = await kit.get<CustomerDto>(`/api/customers/${customer.id}`);
    expect(after.counts.tickets).toBe(4);
    expect(after.balance_due).toBe(210);
  });
});

describe('GET /api/customers/:id/documents', () => {
  it('lists tickets newest first in pages, each with number, Rome date, status, amount, path', async () => {
    const first = await documents('kind=tickets&limit=2');
    expect(first.items.map((d) => d.id)).toEqual([tickets[3], tickets[2]]);
    expect(first.items[0]).toMatchObject({
      kind: 'tickets',
      // 23:30 UTC on the 4th is already the 5th in Rome.
      date: '2026-11-05',
      created_at: '2026-11-04T23:30:00.000Z',
      status: 'Ticket inserito',
      amount: 100,
      path: `/tickets/${tickets[3]}/dettagli`,
    });
    expect(first.items[0]?.number).toMatch(/^FM-2026-11-\d{4}$/);
    const second = await documents(`kind=tickets&limit=2&cursor=${first.next_cursor}`);
    expect(second.items.map((d) => d.id)).toEqual([tickets[1], tickets[0]]);
    expect(second.items[0]?.status).toBe('Chiuso');
    expect(second.next_cursor).toBeNull();
  });

  it('reads a quote past its expiry date (Rome) as Scaduto, as the quotes list does', async () => {
    await t.db
      .updateTable('quotes')
      .set({ expiry_date: '2026-11-10' })
      .where('customer_id', '=', customer.id)
      .execute();
    t.setNow('2026-11-10T22:30:00Z'); // 23:30 in Rome: the last day it holds
    expect((await documents('kind=quotes')).items[0]?.status).toBe('Bozza');
    t.setNow('2026-11-10T23:30:00Z'); // past midnight in Rome
    expect((await documents('kind=quotes')).items[0]?.status).toBe('Scaduto');
    await t.db
      .updateTable('quotes')
      .set({ expiry_date: null })
      .where('customer_id', '=', customer.id)
      .execute();
  });

  it('lists quotes and PC builds with their totals and staff paths', async () => {
    const [quote] = (await documents('kind=quotes')).items;
    expect(quote).toMatchObject({ kind: 'quotes', status: 'Bozza', date: '2026-11-06' });
    expect(quote?.path).toBe(`/quotes/${quote?.id}`);
    expect(quote?.amount).toBeGreaterThan(10);
    const [build] = (await documents('kind=pc_builds')).items;
    expect(build).toMatchObject({ kind: 'pc_builds', path: `/pc-builds/${build?.id}` });
    expect(build?.number).toMatch(/^PC-/);
  });

  it('refuses an unknown kind in Italian and answers 404 for an unknown customer', async () => {
    const bad = await t.request('GET', `/api/customers/${customer.id}/documents?kind=fatture`, {
      cookie: t.cookie,
    });
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).error.message).toContain('Tipo di documento non valido');
    await kit.get(`/api/customers/${crypto.randomUUID()}/documents`, 404);
  });
});

describe('DELETE /api/customers/:id', () => {
  it('refuses a customer with documents, with the counts, and deletes one without', async () => {
    const refused = await t.request('DELETE', `/api/customers/${customer.id}`, {
      cookie: t.cookie,
    });
    expect(refused.status).toBe(409);
    const counts = { tickets: 4, quotes: 1, pc_builds: 1, invoices: 0, payments: 0 };
    expect((await errorBody(refused)).error).toMatchObject({
      message: customerInUseMessage(counts),
      details: { counts },
    });
    expect(customerInUseMessage(counts)).toBe(
      'Impossibile eliminare il cliente: ha 4 ticket, 1 preventivo e 1 configurazione PC. Si può unire a un altro cliente o anonimizzare.',
    );

    // Only a ticket in the bin: deleted, and the ticket keeps its snapshot without the link.
    const other = await kit.create({ last_name: 'Solo' });
    await link('tickets', tickets[4] ?? '', other.id);
    const gone = await t.request('DELETE', `/api/customers/${other.id}`, { cookie: t.cookie });
    expect(gone.status).toBe(204);
    const ticket = await t.db
      .selectFrom('tickets')
      .select(['customer_id', 'customer_name'])
      .where('id', '=', tickets[4] ?? '')
      .executeTakeFirstOrThrow();
    expect(ticket).toEqual({ customer_id: null, customer_name: 'Giulia Bianchi' });
    const missing = await t.request('GET', `/api/customers/${other.id}`, { cookie: t.cookie });
    expect((await errorBody(missing)).error.message).toBe(CUSTOMER_MESSAGES.notFound);
  });
});

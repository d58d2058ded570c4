import { expect } from 'vitest';
import { TICKET_MESSAGES as M } from '../../../shared/tickets/ticket-schemas';
import { createStaffApp, errorBody, readJson, type StaffApp } from '../../test/staff-test-kit';

/** Helpers of the tickets API suites: refusals, what is stored, and the list fixtures. */

/** A 400 naming this one field with this message, and nothing else. */
export async function expectFieldRefused(
  response: Response,
  field: string,
  message: string,
  code = 'validation_failed',
): Promise<void> {
  expect(response.status, `${field}: ${message}`).toBe(400);
  expect(await errorBody(response)).toEqual({
    error: { code, message, details: { fieldErrors: { [field]: [message] } } },
  });
}

type CountedTable = 'tickets' | 'ticket_status_history' | 'notification_events';

/** How many tickets, history entries and notification events are stored. */
export async function storedCounts(t: StaffApp): Promise<Record<CountedTable, number>> {
  const count = async (table: CountedTable) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    tickets: await count('tickets'),
    ticket_status_history: await count('ticket_status_history'),
    notification_events: await count('notification_events'),
  };
}

/** The ticket's stored row, every column. */
export const storedTicket = (t: StaffApp, id: string) =>
  t.db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** One bad field each, with the message the staff form shows: refused on POST and PATCH alike. */
export const INVALID_FIELDS: [label: string, body: Record<string, unknown>, string, string][] = [
  ['a phone with letters', { customer_phone: '333 abc 4567' }, 'customer_phone', M.phoneInvalid],
  ['a phone that is only a prefix', { customer_phone: '+39' }, 'customer_phone', M.phoneInvalid],
  [
    'a phone of 16 digits',
    { customer_phone: '+1234567890123456' },
    'customer_phone',
    M.phoneTooLong,
  ],
  [
    'a phone of 14 digits without prefix (16 with +39)',
    { customer_phone: '12345678901234' },
    'customer_phone',
    M.phoneTooLong,
  ],
  ['a price in words', { price: 'dieci euro' }, 'price', M.priceInvalid],
  ['a price that is an object', { price: { euro: 10 } }, 'price', M.priceInvalid],
  ['a negative price', { price: -0.01 }, 'price', M.priceNegative],
  ['a price with 3 decimals', { price: 10.999 }, 'price', M.priceDecimals],
  ['a price with 3 decimals after a comma', { price: '0,001' }, 'price', M.priceDecimals],
  ['a date written day first', { purchase_date: '31/12/2026' }, 'purchase_date', M.dateInvalid],
  ['a date that does not exist', { purchase_date: '2026-02-30' }, 'purchase_date', M.dateInvalid],
  [
    'an e-mail without domain',
    { customer_email: 'giulia@' },
    'customer_email',
    M.customerEmailInvalid,
  ],
  [
    'an e-mail without @',
    { customer_email: 'giulia.example.it' },
    'customer_email',
    M.customerEmailInvalid,
  ],
];

/** The required fields and the message each one's absence (POST) or blanking (PATCH) answers. */
export const REQUIRED_FIELDS: [string, string][] = [
  ['description', M.descriptionRequired],
  ['customer_name', M.customerNameRequired],
  ['customer_email', M.customerEmailRequired],
  ['device_type', M.deviceTypeRequired],
];

// ---- List fixtures -------------------------------------------------------------------------

export type ListItem = {
  id: string;
  ticket_number: string;
  status: string;
  priority: string;
  customer_name: string;
  created_via: string;
  created_by_email: string | null;
};
export type ListPage = { items: ListItem[]; next_cursor: string | null };

// name, device, priority, final status; created one minute apart in this order.
export const LIST_FIXTURES: [string, string, string, string][] = [
  ['Mario Rossi', 'iPhone 12', 'low', 'Ticket inserito'],
  ['Anna Verdi', 'Galaxy S21', 'high', 'In lavorazione'],
  ['Nicolò Bruno', 'ThinkPad X1', 'medium', 'Chiuso'],
  ['Luca Rossi', 'iPad Air', 'high', 'Pronto per il ritiro'],
  ['Sara Neri', 'Pixel 7', 'medium', 'Ticket inserito'],
  ['Paolo Gallo', 'MacBook Pro', 'low', 'Chiuso'],
  ['Elena Costa', 'Xiaomi 13', 'medium', 'Parti ordinate'],
  ['Marco Rossini', 'Surface Pro', 'high', 'Ticket inserito'],
];

/** An app whose staff account banco@negozio.it created LIST_FIXTURES on 1 May 2026. */
export async function createListApp(): Promise<StaffApp> {
  const t = await createStaffApp({
    now: '2026-05-01T08:00:00Z',
    role: 'employee',
    email: 'banco@negozio.it',
  });
  for (const [i, [name, device, priority, status]] of LIST_FIXTURES.entries()) {
    t.setNow(new Date(Date.parse('2026-05-01T08:00:00Z') + i * 60_000).toISOString());
    const ticket = await t.createTicket({
      description: `Guasto numero ${i}: non si accende, 100% batteria_ok`,
      customer_name: name,
      customer_email: `${name.split(' ')[0]?.normalize('NFD').replaceAll(/\p{M}/gu, '').toLowerCase()}@example.it`,
      customer_phone: `+39 347 000 ${String(1000 + i)}`,
      device_type: device,
      priority,
    });
    if (status !== 'Ticket inserito') {
      const moved = await t.request('PATCH', `/api/tickets/${ticket.id}`, {
        cookie: t.cookie,
        body: { version: 1, status },
      });
      expect(moved.status, name).toBe(200);
    }
  }
  t.setNow('2026-05-01T09:00:00Z');
  return t;
}

/** GET /api/tickets with this query string; expects 200. */
export async function listTickets(t: StaffApp, query = ''): Promise<ListPage> {
  const response = await t.request('GET', `/api/tickets${query}`, { cookie: t.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return readJson<ListPage>(response);
}

export const names = (page: ListPage) => page.items.map((i) => i.customer_name);

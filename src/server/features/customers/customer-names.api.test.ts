import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { CustomerSuggestionDto } from '../../../shared/customers/customer-dto';
import type { QuoteDto } from '../../../shared/quotes/quotes';
import type { TicketDto } from '../../../shared/tickets/ticket-dto';
import { toBool } from '../../db/normalize';
import {
  createRightsApp,
  customerCount,
  customerRow,
  type RightsApp,
} from './customer-rights-test-kit';

/** The counter's one name field becomes the register's first and last name. */
let t: RightsApp;
beforeAll(async () => {
  t = await createRightsApp();
});
afterAll(() => t.close());

let seq = 0;
const ticket = (name: string, extra: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    description: 'Schermo rotto',
    customer_name: name,
    customer_email: `cliente${seq}@esempio.it`,
    device_type: 'iPhone 13',
    ...extra,
  };
};
const stored = async (customerId: string | null) => {
  const row = await customerRow(t, customerId ?? '');
  return {
    first_name: row?.first_name,
    last_name: row?.last_name,
    display_name: row?.display_name,
    to_review: toBool(row?.to_review ?? 0),
  };
};

describe('a customer created from the counter’s name', () => {
  it('splits "Mario Rossi" into first and last name', async () => {
    const created = await t.call<TicketDto>('POST', '/api/tickets', {
      body: ticket('Mario Rossi'),
      cookie: t.employee.cookie,
      status: 201,
    });
    expect(await stored(created.customer_id)).toEqual({
      first_name: 'Mario',
      last_name: 'Rossi',
      display_name: 'Rossi Mario',
      to_review: false,
    });
    expect(created.customer_name).toBe('Mario Rossi');
  });

  it('reads a compound surname, on quotes too', async () => {
    const quote = await t.call<QuoteDto>('POST', '/api/quotes', {
      body: { customer_name: 'Maria De Luca', customer_email: 'maria.deluca@esempio.it' },
      cookie: t.employee.cookie,
      status: 201,
    });
    expect(await stored(quote.customer_id)).toMatchObject({
      first_name: 'Maria',
      last_name: 'De Luca',
      to_review: false,
    });
  });

  it('takes the surname the counter was asked for, and leaves an unsure guess to review', async () => {
    const asked = await t.call<TicketDto>('POST', '/api/tickets', {
      body: ticket('Gian Marco Rossi', { customer_last_name: 'Marco Rossi' }),
      cookie: t.employee.cookie,
      status: 201,
    });
    expect(await stored(asked.customer_id)).toMatchObject({
      first_name: 'Gian',
      last_name: 'Marco Rossi',
      to_review: false,
    });
    const guessed = await t.call<TicketDto>('POST', '/api/tickets', {
      body: ticket('Gian Luca Bianchi'),
      cookie: t.employee.cookie,
      status: 201,
    });
    expect(await stored(guessed.customer_id)).toMatchObject({
      first_name: 'Gian Luca',
      last_name: 'Bianchi',
      to_review: true,
    });
  });

  it('refuses a surname that is not part of the name, in Italian, storing nothing', async () => {
    const before = await customerCount(t);
    const refused = await t.call<ApiErrorBody>('POST', '/api/tickets', {
      body: ticket('Gian Marco Rossi', { customer_last_name: 'Bianchi' }),
      cookie: t.employee.cookie,
      status: 400,
    });
    expect(refused.error.details?.fieldErrors?.customer_last_name).toEqual([
      'Il cognome deve essere la parte iniziale o finale del nome scritto',
    ]);
    expect(await customerCount(t)).toBe(before);
  });

  it('offers the counter the name as a person reads it ("Mario Rossi")', async () => {
    await t.createCustomer({
      first_name: 'Lucia',
      last_name: 'Verdini',
      phone: '+39 333 765 4321',
    });
    const found = await t.call<{ items: CustomerSuggestionDto[] }>(
      'GET',
      '/api/customers/suggestions?q=verdini',
      { cookie: t.employee.cookie },
    );
    expect(found.items.map((c) => [c.display_name, c.reading_name])).toEqual([
      ['Verdini Lucia', 'Lucia Verdini'],
    ]);
  });
});

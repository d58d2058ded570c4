import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { ApiErrorBody } from '../../../shared/api-error';
import { CUSTOMER_LINK_MESSAGES } from '../../../shared/customers/customer-link';
import { type PcBuildDto, pcBuildDto } from '../../../shared/pc-builds/pc-builds';
import { type QuoteDto, quoteDto } from '../../../shared/quotes/quotes';
import { type TicketDto, ticketDetailDto } from '../../../shared/tickets/ticket-dto';
import { toBool, toIso } from '../../db/normalize';
import {
  createRightsApp,
  customerCount,
  customerRow,
  type RightsApp,
} from './customer-rights-test-kit';

/** Tickets, quotes and PC builds name their customer: chosen at the counter, or typed. */
let t: RightsApp;
beforeAll(async () => {
  t = await createRightsApp();
});
afterAll(() => t.close());

const TICKET = {
  description: 'Schermo rotto',
  customer_name: 'Anna Verdi',
  customer_email: 'anna.verdi@esempio.it',
  device_type: 'iPhone 13',
};

const documentRow = (table: 'tickets' | 'quotes' | 'pc_builds', id: string) =>
  t.db
    .selectFrom(table)
    .select(['customer_id', 'customer_name', 'customer_email', 'customer_phone'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('a customer chosen at the counter (customer_id)', () => {
  it('links a ticket, keeps the snapshot as typed, fills the phone not typed, touches activity', async () => {
    const anna = await t.createCustomer({
      first_name: 'Anna',
      last_name: 'Verdi',
      email: 'anna.verdi@esempio.it',
      phone: '+39 333 111 2222',
    });
    t.setNow('2026-11-21T10:00:00.000Z');
    const ticket = await t.call<TicketDto>('POST', '/api/tickets', {
      body: { ...TICKET, customer_name: 'Anna V.', customer_id: anna.id },
      cookie: t.employee.cookie,
      status: 201,
    });
    expect(ticket.customer_id).toBe(anna.id);
    expect(ticket.customer).toEqual({ id: anna.id, display_name: 'Verdi Anna', to_review: false });
    expect(await documentRow('tickets', ticket.id)).toEqual({
      customer_id: anna.id,
      customer_name: 'Anna V.',
      customer_email: 'anna.verdi@esempio.it',
      customer_phone: '+393331112222',
    });
    const stored = await customerRow(t, anna.id);
    expect(toIso(stored?.last_activity_at ?? '')).toBe('2026-11-21T10:00:00.000Z');
    const read = await t.call<TicketDto>('GET', `/api/tickets/${ticket.id}`);
    expect(read.customer?.id).toBe(anna.id);
    z.parse(z.strictObject(ticketDetailDto.shape), read);
  });

  it('refuses an unknown or malformed customer with an Italian message, storing nothing', async () => {
    const before = await t.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const unknown = await t.call<ApiErrorBody>('POST', '/api/tickets', {
      body: { ...TICKET, customer_id: crypto.randomUUID() },
      status: 400,
    });
    expect(unknown.error.message).toBe(CUSTOMER_LINK_MESSAGES.notFound);
    expect(unknown.error.details?.fieldErrors?.customer_id).toEqual([
      CUSTOMER_LINK_MESSAGES.notFound,
    ]);
    const malformed = await t.call<ApiErrorBody>('POST', '/api/quotes', {
      body: { customer_name: 'Anna', customer_id: 'cliente-42' },
      status: 400,
    });
    expect(malformed.error.details?.fieldErrors?.customer_id).toEqual([
      CUSTOMER_LINK_MESSAGES.invalid,
    ]);
    const after = await t.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('links a quote and a PC build, filling the snapshot fields not sent', async () => {
    const firm = await t.createCustomer({
      kind: 'azienda',
      company_name: 'Studio Rossi Srl',
      email: 'info@studiorossi.it',
      phone: '+39 02 555 0101',
    });
    const quote = await t.call<QuoteDto>('POST', '/api/quotes', {
      body: { customer_name: 'Studio Rossi', customer_id: firm.id },
      status: 201,
    });
    expect(quote).toMatchObject({
      customer_id: firm.id,
      customer_name: 'Studio Rossi',
      customer_email: 'info@studiorossi.it',
      customer_phone: '+39025550101',
    });
    const build = await t.call<PcBuildDto>('POST', '/api/pc-builds', {
      body: { title: 'Workstation CAD', customer_id: firm.id },
      status: 201,
    });
    expect(await documentRow('pc_builds', build.id)).toEqual({
      customer_id: firm.id,
      customer_name: 'Studio Rossi Srl',
      customer_email: 'info@studiorossi.it',
      customer_phone: '+39025550101',
    });
    expect(build.customer_id).toBe(firm.id);
    z.parse(z.strictObject(quoteDto.shape), quote);
    z.parse(z.strictObject(pcBuildDto.shape), build);
  });

  it('refuses to link a new document to an anonymised customer', async () => {
    const gone = await t.createCustomer({ last_name: 'Bassi', email: 'bassi@esempio.it' });
    await t.call('POST', `/api/customers/${gone.id}/anonymise`);
    const refused = await t.call<ApiErrorBody>('POST', '/api/pc-builds', {
      body: { title: 'PC ufficio', customer_id: gone.id },
      status: 400,
    });
    expect(refused.error.message).toBe(CUSTOMER_LINK_MESSAGES.anonymised);
  });
});

describe('a person typed without choosing a customer', () => {
  it('creates the customer with the ticket, and the next document with that phone finds them', async () => {
    const customers = await customerCount(t);
    const first = await t.call<TicketDto>('POST', '/api/tickets', {
      body: {
        ...TICKET,
        customer_name: 'Paolo Neri',
        customer_email: 'paolo.neri@esempio.it',
        customer_phone: '+39 347 000 1111',
      },
      status: 201,
    });
    expect(first.customer_id).not.toBeNull();
    expect(await customerCount(t)).toBe(customers + 1);
    const created = await customerRow(t, first.customer_id ?? '');
    expect(created).toMatchObject({
      first_name: 'Paolo',
      last_name: 'Neri',
      display_name: 'Neri Paolo',
      email: 'paolo.neri@esempio.it',
      phone: '+393470001111',
      phone_key: '3470001111',
    });
    expect(toBool(created?.to_review)).toBe(false);
    const quote = await t.call<QuoteDto>('POST', '/api/quotes', {
      body: { customer_name: 'Paolo', customer_phone: '347 000 1111' },
      status: 201,
    });
    expect(quote.customer_id).toBe(first.customer_id);
    expect(quote.customer_name).toBe('Paolo');
    expect(await customerCount(t)).toBe(customers + 1);
  });

  it('links no one when a build names nobody', async () => {
    const build = await t.call<PcBuildDto>('POST', '/api/pc-builds', {
      body: { title: 'PC da vetrina' },
      status: 201,
    });
    expect(build.customer_id).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PcBuildDto } from '../../../shared/pc-builds/pc-builds';
import type { QuoteDto } from '../../../shared/quotes/quotes';
import type { TicketDto } from '../../../shared/tickets/ticket-dto';
import { createRightsApp, type RightsApp } from './customer-rights-test-kit';

/** Editing a document's customer: another one chosen, none (null), or one found from what is typed. */
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

describe('editing the link', () => {
  it('moves a ticket to another customer, unlinks it with null, and finds one when typed', async () => {
    const a = await t.createCustomer({ last_name: 'Primo', email: 'primo@esempio.it' });
    const b = await t.createCustomer({ last_name: 'Secondo', email: 'secondo@esempio.it' });
    const ticket = await t.call<TicketDto>('POST', '/api/tickets', {
      body: { ...TICKET, customer_id: a.id },
      status: 201,
    });
    const moved = await t.call<TicketDto>('PATCH', `/api/tickets/${ticket.id}`, {
      body: { version: ticket.version, customer_id: b.id },
    });
    expect(moved.customer).toMatchObject({ id: b.id, display_name: 'Secondo' });
    // Choosing another customer without typing: the snapshot becomes theirs.
    expect(moved).toMatchObject({ customer_name: 'Secondo', customer_email: 'secondo@esempio.it' });
    const unlinked = await t.call<TicketDto>('PATCH', `/api/tickets/${ticket.id}`, {
      body: { version: moved.version, customer_id: null },
    });
    expect(unlinked.customer).toBeNull();
    expect((await documentRow('tickets', ticket.id)).customer_id).toBeNull();
    const found = await t.call<TicketDto>('PATCH', `/api/tickets/${ticket.id}`, {
      body: { version: unlinked.version, customer_email: 'secondo@esempio.it' },
    });
    expect(found.customer_id).toBe(b.id);
  });

  it('relinks a quote and a PC build by PATCH, keeping what the edit typed', async () => {
    const c = await t.createCustomer({ last_name: 'Terzi', phone: '+39 320 999 0000' });
    const quote = await t.call<QuoteDto>('POST', '/api/quotes', {
      body: { customer_name: 'Qualcuno' },
      status: 201,
    });
    const linked = await t.call<QuoteDto>('PATCH', `/api/quotes/${quote.id}`, {
      body: { version: quote.version, customer_id: c.id, customer_name: 'Qualcuno' },
    });
    expect(await documentRow('quotes', quote.id)).toMatchObject({
      customer_id: c.id,
      customer_name: 'Qualcuno',
      customer_phone: '+393209990000',
    });
    expect(linked.customer_id).toBe(c.id);
    const build = await t.call<PcBuildDto>('POST', '/api/pc-builds', {
      body: { title: 'PC gaming' },
      status: 201,
    });
    const relinked = await t.call<PcBuildDto>('PATCH', `/api/pc-builds/${build.id}`, {
      body: { version: build.version, customer_id: c.id },
    });
    expect(relinked).toMatchObject({ customer_id: c.id, customer_name: 'Terzi' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { ApiErrorBody } from '../../../shared/api-error';
import { type CustomerDto, customerDto } from '../../../shared/customers/customer-dto';
import type { CustomerEventDto } from '../../../shared/customers/customer-events';
import { MERGE_MESSAGES } from '../../../shared/customers/customer-merge';
import { CUSTOMER_MESSAGES } from '../../../shared/customers/customer-schemas';
import { ACCESS_DENIED } from '../../../shared/roles';
import { toIso } from '../../db/normalize';
import { createRightsApp, customerRow, type RightsApp } from './customer-rights-test-kit';

/** POST /api/customers/:id/merge: a duplicate's documents and log move, the duplicate goes. */
let t: RightsApp;
beforeAll(async () => {
  t = await createRightsApp();
});
afterAll(() => t.close());

async function customerWithDocuments(name: string, email: string) {
  const customer = await t.createCustomer({ last_name: name, email });
  const ids = { tickets: [] as string[], quotes: [] as string[], pc_builds: [] as string[] };
  for (let i = 0; i < 2; i++) {
    const ticket = await t.call<{ id: string }>('POST', '/api/tickets', {
      body: {
        description: `Riparazione ${i}`,
        customer_name: name,
        customer_email: email,
        device_type: 'Notebook',
        price: '100,00',
        deposit: '10,00',
        customer_id: customer.id,
      },
      status: 201,
    });
    ids.tickets.push(ticket.id);
  }
  const quote = await t.call<{ id: string }>('POST', '/api/quotes', {
    body: { customer_name: name, customer_id: customer.id },
    status: 201,
  });
  ids.quotes.push(quote.id);
  const build = await t.call<{ id: string }>('POST', '/api/pc-builds', {
    body: { title: 'PC', customer_id: customer.id },
    status: 201,
  });
  ids.pc_builds.push(build.id);
  return { customer, ids };
}

const ownerOf = async (table: 'tickets' | 'quotes' | 'pc_builds', ids: string[]) =>
  (await t.db.selectFrom(table).select('customer_id').where('id', 'in', ids).execute()).map(
    (r) => r.customer_id,
  );

describe('POST /api/customers/:id/merge', () => {
  it('moves every document and the log to the kept customer, records it, deletes the duplicate', async () => {
    const kept = await customerWithDocuments('Fabbri', 'fabbri@esempio.it');
    const dup = await customerWithDocuments('Fabbri M.', 'm.fabbri@esempio.it');
    await t.db
      .updateTable('customers')
      .set({ privacy_ack_at: '2026-11-01T08:00:00.000Z' })
      .where('id', '=', dup.customer.id)
      .execute();
    // The duplicate's own log (an export) must survive it.
    const exported = await t.app.request(
      `http://localhost/api/customers/${dup.customer.id}/export`,
      {
        headers: { cookie: t.admin.cookie, origin: 'http://localhost' },
      },
    );
    await exported.arrayBuffer();
    t.setNow('2026-11-22T15:30:00.000Z');
    const merged = await t.call<CustomerDto>('POST', `/api/customers/${kept.customer.id}/merge`, {
      body: { from_id: dup.customer.id },
    });
    expect(merged).toMatchObject({
      id: kept.customer.id,
      display_name: 'Fabbri',
      email: 'fabbri@esempio.it',
      counts: { tickets: 4, quotes: 2, pc_builds: 2, payments: 4 },
    });
    expect(merged.privacy_ack_at).toBe('2026-11-01T08:00:00.000Z');
    z.parse(z.strictObject(customerDto.shape), merged);
    const payers = await t.db.selectFrom('payments').select('customer_id').execute();
    expect(payers.map((p) => p.customer_id)).toEqual(Array(4).fill(kept.customer.id));
    for (const table of ['tickets', 'quotes', 'pc_builds'] as const) {
      const owners = await ownerOf(table, [...kept.ids[table], ...dup.ids[table]]);
      expect(new Set(owners)).toEqual(new Set([kept.customer.id]));
    }
    // Snapshots stay as they were typed on each document.
    const snapshot = await t.db
      .selectFrom('tickets')
      .select('customer_name')
      .where('id', '=', dup.ids.tickets[0] ?? '')
      .executeTakeFirstOrThrow();
    expect(snapshot.customer_name).toBe('Fabbri M.');
    expect(await customerRow(t, dup.customer.id)).toBeUndefined();
    const events = await t.db
      .selectFrom('customer_events')
      .selectAll()
      .where('customer_id', '=', kept.customer.id)
      .orderBy('created_at')
      .execute();
    expect(events.map((e) => e.kind)).toEqual(['esportazione', 'unione']);
    const merge = events[1];
    expect(merge?.user_id).toBe(t.admin.id);
    expect(toIso(merge?.created_at ?? '')).toBe('2026-11-22T15:30:00.000Z');
    expect(JSON.parse(merge?.details ?? '{}')).toEqual({
      from_id: dup.customer.id,
      from_display_name: 'Fabbri M.',
      moved: { tickets: 2, quotes: 1, pc_builds: 1, payments: 2, invoices: 0 },
    });
    const log = await t.call<{ items: CustomerEventDto[] }>(
      'GET',
      `/api/customers/${kept.customer.id}/events`,
      { cookie: t.employee.cookie },
    );
    expect(log.items[0]).toMatchObject({
      kind: 'unione',
      label: 'Unione di un cliente duplicato',
      summary:
        'Unito il cliente «Fabbri M.»: spostati 2 ticket, 1 preventivo, 1 configurazione PC, 2 pagamenti.',
      user_id: t.admin.id,
      created_at: '2026-11-22T15:30:00.000Z',
    });
    expect(log.items[0]?.user_name).toMatch(/^admin/);
  });

  it('keeps the duplicate’s phones, e-mail and note: blanks filled, a second phone, the rest noted', async () => {
    const kept = await t.createCustomer({
      first_name: 'Mario',
      last_name: 'Rossi',
      phone: '+39 333 111 0001',
      email: 'mario@rossi.it',
    });
    const dup = await t.createCustomer({
      first_name: 'Mario',
      last_name: 'Rossi',
      phone: '+39 347 222 0002',
      phone2: '+39 06 1234 5678',
      email: 'm.rossi@lavoro.it',
      pec: 'mario.rossi@pec.it',
      notes: 'Cliente dal 2019',
    });
    t.setNow('2026-11-23T10:00:00.000Z');
    const merged = await t.call<CustomerDto>('POST', `/api/customers/${kept.id}/merge`, {
      body: { from_id: dup.id },
    });
    expect(merged).toMatchObject({
      phone: '+393331110001',
      phone2: '+393472220002',
      email: 'mario@rossi.it',
      pec: 'mario.rossi@pec.it',
      notes:
        'Dal cliente unito «Rossi Mario» il 23/11/2026: telefono +39 06 1234 5678; email m.rossi@lavoro.it; note: Cliente dal 2019',
    });
    // The counter finds the kept customer by the duplicate's phone.
    const found = await t.call<{ items: { id: string }[] }>(
      'GET',
      `/api/customers?q=${encodeURIComponent('347 222 0002')}`,
    );
    expect(found.items.map((c) => c.id)).toEqual([kept.id]);

    const empty = await t.createCustomer({ last_name: 'Bruni' });
    const full = await t.createCustomer({
      last_name: 'Bruni',
      phone: '+39 333 111 0001',
      email: 'bruni@esempio.it',
    });
    const filled = await t.call<CustomerDto>('POST', `/api/customers/${empty.id}/merge`, {
      body: { from_id: full.id },
    });
    expect(filled).toMatchObject({
      phone: '+393331110001',
      email: 'bruni@esempio.it',
      phone2: null,
      notes: null,
    });
  });

  it('refuses the same customer, an unknown one and an anonymised one, in Italian', async () => {
    const a = await t.createCustomer({ last_name: 'Uno' });
    const b = await t.createCustomer({ last_name: 'Due' });
    const same = await t.call<ApiErrorBody>('POST', `/api/customers/${a.id}/merge`, {
      body: { from_id: a.id },
      status: 400,
    });
    expect(same.error.message).toBe(MERGE_MESSAGES.same);
    const missingFrom = await t.call<ApiErrorBody>('POST', `/api/customers/${a.id}/merge`, {
      body: { from_id: crypto.randomUUID() },
      status: 404,
    });
    expect(missingFrom.error.message).toBe(MERGE_MESSAGES.fromNotFound);
    const missingKept = await t.call<ApiErrorBody>(
      'POST',
      `/api/customers/${crypto.randomUUID()}/merge`,
      { body: { from_id: a.id }, status: 404 },
    );
    expect(missingKept.error.message).toBe(CUSTOMER_MESSAGES.notFound);
    const noBody = await t.call<ApiErrorBody>('POST', `/api/customers/${a.id}/merge`, {
      body: {},
      status: 400,
    });
    expect(noBody.error.message).toBe(MERGE_MESSAGES.fromInvalid);
    await t.call('POST', `/api/customers/${b.id}/anonymise`);
    const anonymised = await t.call<ApiErrorBody>('POST', `/api/customers/${a.id}/merge`, {
      body: { from_id: b.id },
      status: 409,
    });
    expect(anonymised.error.message).toBe(MERGE_MESSAGES.anonymised);
    // Nothing was deleted by the refusals.
    expect(await customerRow(t, a.id)).toBeDefined();
    expect(await customerRow(t, b.id)).toBeDefined();
  });

  it('is for admins: an employee gets 403 and nothing moves', async () => {
    const a = await t.createCustomer({ last_name: 'Tre' });
    const b = await t.createCustomer({ last_name: 'Quattro' });
    const denied = await t.call<ApiErrorBody>('POST', `/api/customers/${a.id}/merge`, {
      body: { from_id: b.id },
      cookie: t.employee.cookie,
      status: 403,
    });
    expect(denied.error.message).toBe(ACCESS_DENIED);
    expect(await customerRow(t, b.id)).toBeDefined();
  });
});

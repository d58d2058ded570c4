import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { ApiErrorBody } from '../../../shared/api-error';
import { type CustomerEventDto, customerEventDto } from '../../../shared/customers/customer-events';
import { pageDto } from '../../../shared/page-dto';
import { INVALID_CURSOR } from '../../../shared/paging';
import { ACCESS_DENIED } from '../../../shared/roles';
import { createRightsApp, type RightsApp } from './customer-rights-test-kit';

/** GET /api/customers/:id/events: the customer's log, newest first, for staff. */
let t: RightsApp;
beforeAll(async () => {
  t = await createRightsApp();
});
afterAll(() => t.close());

type Page = { items: CustomerEventDto[]; next_cursor: string | null };

describe('GET /api/customers/:id/events', () => {
  it('lists newest first with who did it, a page at a time, for admins and employees', async () => {
    const kept = await t.createCustomer({ last_name: 'Costa', email: 'costa@esempio.it' });
    for (const [i, name] of ['Costa A.', 'Costa B.', 'Costa C.'].entries()) {
      const dup = await t.createCustomer({ last_name: name });
      t.setNow(`2026-11-2${i + 1}T10:00:00.000Z`);
      await t.call('POST', `/api/customers/${kept.id}/merge`, { body: { from_id: dup.id } });
    }
    const first = await t.call<Page>('GET', `/api/customers/${kept.id}/events?limit=2`, {
      cookie: t.employee.cookie,
    });
    expect(first.items.map((e) => e.summary)).toEqual([
      'Unito il cliente «Costa C.»: nessun documento da spostare.',
      'Unito il cliente «Costa B.»: nessun documento da spostare.',
    ]);
    expect(first.items[0]).toMatchObject({
      kind: 'unione',
      label: 'Unione di un cliente duplicato',
      user_id: t.admin.id,
      created_at: '2026-11-23T10:00:00.000Z',
    });
    expect(first.items[0]?.user_name).toMatch(/^admin/);
    expect(first.next_cursor).not.toBeNull();
    z.parse(pageDto(z.strictObject(customerEventDto.shape)), first);
    const second = await t.call<Page>(
      'GET',
      `/api/customers/${kept.id}/events?limit=2&cursor=${first.next_cursor}`,
    );
    expect(second.items.map((e) => e.created_at)).toEqual(['2026-11-21T10:00:00.000Z']);
    expect(second.next_cursor).toBeNull();
  });

  it('names the creation of a customer by a document at the counter', async () => {
    const ticket = await t.call<{ customer_id: string }>('POST', '/api/tickets', {
      body: {
        description: 'Tastiera rotta',
        customer_name: 'Elena Ferri',
        customer_email: 'elena.ferri@esempio.it',
        device_type: 'Notebook',
      },
      cookie: t.employee.cookie,
      status: 201,
    });
    const log = await t.call<Page>('GET', `/api/customers/${ticket.customer_id}/events`);
    expect(log.items).toEqual([
      expect.objectContaining({
        kind: 'creazione',
        label: 'Creazione',
        summary: 'Creato da un documento al banco.',
        user_id: t.employee.id,
      }),
    ]);
  });

  it('refuses an unknown customer, a forged cursor, and the user role', async () => {
    const missing = await t.call<ApiErrorBody>(
      'GET',
      `/api/customers/${crypto.randomUUID()}/events`,
      { status: 404 },
    );
    expect(missing.error.message).toBe('Cliente non trovato');
    const customer = await t.createCustomer({ last_name: 'Rizzo' });
    const forged = await t.call<ApiErrorBody>(
      'GET',
      `/api/customers/${customer.id}/events?cursor=abc`,
      { status: 400 },
    );
    expect(forged.error.message).toBe(INVALID_CURSOR);
    const user = await t.addUser('user');
    const denied = await t.call<ApiErrorBody>('GET', `/api/customers/${customer.id}/events`, {
      cookie: await t.signIn(user.email),
      status: 403,
    });
    expect(denied.error.message).toBe(ACCESS_DENIED);
  });
});

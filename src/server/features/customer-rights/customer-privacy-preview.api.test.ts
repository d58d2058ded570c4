import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnonymisePreviewDto } from '../../../shared/customers/customer-privacy';
import { createRightsApp, type RightsApp } from '../customers/customer-rights-test-kit';
import { personWithDocuments } from './customer-privacy-test-kit';

/** GET /api/customers/:id/anonymise-preview: what to know before erasing a person. */
let t: RightsApp;
beforeAll(async () => {
  t = await createRightsApp();
});
afterAll(() => t.close());

describe('GET /api/customers/:id/anonymise-preview', () => {
  it('warns of open tickets and lists the free texts that still name the person', async () => {
    const person = await personWithDocuments(t);
    await t.call('POST', `/api/tickets/${person.ticketId}/notes`, {
      body: { body: 'Richiamare la sig.ra Marchetti dopo le 17' },
      status: 201,
    });
    const preview = await t.call<AnonymisePreviewDto>(
      'GET',
      `/api/customers/${person.customer.id}/anonymise-preview`,
    );
    expect(preview.open_tickets).toEqual([
      { id: person.ticketId, number: expect.stringMatching(/^FM-/), status: 'In lavorazione' },
    ]);
    expect(preview.free_text).toEqual([
      {
        document: expect.stringMatching(/^Ticket FM-/),
        path: `/tickets/${person.ticketId}/dettagli`,
        field: 'Nota interna',
        excerpt: 'Richiamare la sig.ra Marchetti dopo le 17',
      },
    ]);
  });

  it('names the delivered repairs still under warranty, and forgets one whose warranty ended', async () => {
    const customer = await t.createCustomer({ first_name: 'Aldo', last_name: 'Garanzia' });
    const ticket = await t.call<{ id: string; version: number; ticket_number: string }>(
      'POST',
      '/api/tickets',
      {
        body: {
          description: 'Schermo rotto',
          customer_name: 'Aldo Garanzia',
          customer_email: 'aldo.garanzia@example.it',
          device_type: 'iPhone 13',
          customer_id: customer.id,
        },
        status: 201,
      },
    );
    await t.call('PATCH', `/api/tickets/${ticket.id}`, {
      body: { version: ticket.version, status: 'Chiuso' },
    });
    const preview = () =>
      t.call<AnonymisePreviewDto>('GET', `/api/customers/${customer.id}/anonymise-preview`);
    // Delivered 2026-11-20 with the shop's 12 months: under warranty until 2027-11-20.
    expect((await preview()).warranties).toEqual([
      { id: ticket.id, number: ticket.ticket_number, until: '2027-11-20' },
    ]);
    // Delivered a year and a day earlier, its warranty has ended.
    await t.db
      .updateTable('ticket_status_history')
      .set({ changed_at: '2025-11-19T09:00:00.000Z' })
      .where('ticket_id', '=', ticket.id)
      .where('to_status', '=', 'Chiuso')
      .execute();
    expect((await preview()).warranties).toEqual([]);
  });

  it('is for admins', async () => {
    const other = await t.createCustomer({ last_name: 'Intatto' });
    await t.call('GET', `/api/customers/${other.id}/anonymise-preview`, {
      cookie: t.employee.cookie,
      status: 403,
    });
  });
});

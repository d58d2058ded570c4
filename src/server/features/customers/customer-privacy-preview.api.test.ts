import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnonymisePreviewDto } from '../../../shared/customers/customer-privacy';
import { personWithDocuments } from './customer-privacy-test-kit';
import { createRightsApp, type RightsApp } from './customer-rights-test-kit';

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

  it('is for admins', async () => {
    const other = await t.createCustomer({ last_name: 'Intatto' });
    await t.call('GET', `/api/customers/${other.id}/anonymise-preview`, {
      cookie: t.employee.cookie,
      status: 403,
    });
  });
});

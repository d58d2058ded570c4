import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFor } from '../../test/public-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTicket } from '../tickets/tickets.service';

// A throwaway app whose tickets table disappears: every read of a ticket fails in the driver,
// as it would with a lost or broken database, while settings and rate limits still work.
let t: TestApp;
let get: ReturnType<typeof appFor>;
let ticketId: string;
beforeAll(async () => {
  t = await createTestApp();
  get = appFor(t);
  const input = {
    description: 'Non si carica',
    customer_name: 'Paolo Neri',
    customer_email: 'paolo@esempio.it',
    device_type: 'Tablet',
    priority: 'low' as const,
  };
  ticketId = (await createTicket(t.deps, input, { actorId: null, via: 'public' })).id;
  await sql`ALTER TABLE tickets RENAME TO tickets_non_raggiungibili`.execute(t.db);
});
afterAll(() => t.close());

describe('when the database fails', () => {
  it('the API answers 500 with the seed text, not the generic one', async () => {
    const response = await get(`/api/public/tickets/${ticketId}`);
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: { code: 'load_failed', message: 'Errore durante il caricamento dei dati' },
    });
  });

  it('the status page shows the seed text', async () => {
    const page = await get(`/public/tickets/${ticketId}`);
    expect(page.status).toBe(500);
    expect(await page.text()).toContain('Errore durante il caricamento dei dati');
  });

  it('the thank-you page shows its own seed text', async () => {
    const page = await get(`/public/tickets/thank-you/${ticketId}`);
    expect(page.status).toBe(500);
    expect(await page.text()).toContain('Errore nel caricamento delle informazioni del ticket');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_MESSAGES } from '../../../shared/quotes/quotes';
import { createStaffApp, errorBody, type StaffApp } from '../../test/staff-test-kit';
import { createQuote, WORKED_ITEMS } from './quotes-test-kit';

/** An accepted quote is the customer's agreement: it stays, for admins too (409). */
let t: StaffApp;

beforeAll(async () => {
  t = await createStaffApp({ role: 'admin' });
});
afterAll(() => t.close());

const remove = (id: string) => t.request('DELETE', `/api/quotes/${id}`, { cookie: t.cookie });

describe('DELETE /api/quotes/:id', () => {
  it('refuses an accepted quote, saying why, and keeps it with its lines', async () => {
    const quote = await createQuote(t, {
      customer_name: 'Sara Gialli',
      status: 'Accettato',
      items: WORKED_ITEMS,
    });
    const response = await remove(quote.id);
    expect(response.status).toBe(409);
    expect((await errorBody(response)).error.message).toBe(QUOTE_MESSAGES.acceptedNotDeletable);
    const lines = await t.db
      .selectFrom('quote_items')
      .select('id')
      .where('quote_id', '=', quote.id)
      .execute();
    expect(lines.length).toBe(WORKED_ITEMS.length);
    expect((await t.request('GET', `/api/quotes/${quote.id}`, { cookie: t.cookie })).status).toBe(
      200,
    );
  });

  it('still deletes a quote in any other state', async () => {
    for (const status of ['Bozza', 'Inviato', 'Rifiutato']) {
      const quote = await createQuote(t, {
        customer_name: 'Luca Neri',
        status,
        items: WORKED_ITEMS,
      });
      expect((await remove(quote.id)).status, status).toBe(204);
    }
  });
});

import { expect } from 'vitest';
import type { QuoteDto } from '../../../shared/quotes/quotes';
import { readJson, type StaffApp } from '../../test/staff-test-kit';

/** The closing note's worked example: with 30 % margin and 22 % VAT, 162,35 + 35,72 = 198,07 €. */
export const WORKED_ITEMS = [
  { description: 'Display iPhone 12 originale', quantity: 1, unit_cost: '89,90' },
  { description: 'Pellicola in vetro', quantity: 2, unit_cost: 4.99 },
  { description: 'Manodopera', quantity: 1, unit_cost: 25 },
];

/** POST /api/quotes as the app's staff account; expects 201. */
export async function createQuote(
  app: Pick<StaffApp, 'request' | 'cookie'>,
  body: Record<string, unknown>,
) {
  const response = await app.request('POST', '/api/quotes', { cookie: app.cookie, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<QuoteDto>(response);
}

/** A quote to Giulia Bianchi with an e-mail address and the worked lines (or `extra`'s), sent. */
export async function sentQuote(
  app: Pick<StaffApp, 'request' | 'cookie'>,
  extra: Record<string, unknown> = {},
) {
  const quote = await createQuote(app, {
    customer_name: 'Giulia Bianchi',
    customer_email: 'giulia@example.it',
    items: WORKED_ITEMS,
    ...extra,
  });
  const response = await app.request('POST', `/api/quotes/${quote.id}/send`, {
    cookie: app.cookie,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return readJson<QuoteDto>(response);
}

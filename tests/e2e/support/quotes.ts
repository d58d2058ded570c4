import { type APIRequestContext, expect } from '@playwright/test';

/** A one-line quote (a €150 motherboard, 22 % VAT) for `customerName`, made through the API. */
export async function createQuoteViaApi(
  request: APIRequestContext,
  customerName: string,
): Promise<{ id: string; version: number }> {
  const response = await request.post('/api/quotes', {
    data: {
      customer_name: customerName,
      vat_rate: '22',
      items: [{ description: 'Scheda madre', quantity: 1, unit_price: '150,00' }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; version: number };
}

import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';

/** The fiscal data invoices.spec.ts and invoice-pages.spec.ts write: one record for the server. */
export const SHOP = {
  company_name: 'Riparazioni Rossi S.r.l.',
  vat_number: '00743110157',
  regime_fiscale: 'RF01',
  street: 'Via Roma 1',
  postal_code: '20121',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  iban: 'IT60X0542811101000000123456',
  number_pattern: '{n}/{yyyy}',
};

export async function putShop(api: APIRequestContext) {
  const response = await api.put('/api/settings/invoicing', { data: SHOP });
  expect(response.status(), await response.text()).toBe(200);
}

/** A private customer with what an invoice needs, a draft of one line, issued: its id and number. */
export async function issuedInvoiceViaApi(request: APIRequestContext, surname: string) {
  const customer = await request.post('/api/customers', {
    data: {
      kind: 'privato',
      first_name: 'Mario',
      last_name: surname,
      tax_code: 'RSSMRA85T10A562S',
      street: 'Via Garibaldi 10',
      postal_code: '00184',
      city: 'Roma',
      province: 'RM',
    },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const { id: customer_id } = (await customer.json()) as { id: string };
  const draft = await request.post('/api/invoices', {
    data: { customer_id, lines: [{ description: 'Riparazione', unit_price: '50' }] },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const { id } = (await draft.json()) as { id: string };
  const issued = await request.post(`/api/invoices/${id}/issue`);
  expect(issued.status(), await issued.text()).toBe(200);
  return (await issued.json()) as { id: string; number: string };
}

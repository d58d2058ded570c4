import type { TestApp } from '../../src/server/test/test-app';

/** The shop the SDI drill and benchmark issue from: settings, one customer, invoices. */
export async function expectOk(response: Response, status = 200) {
  if (response.status !== status)
    throw new Error(`HTTP ${response.status}: ${await response.text()}`);
  return response.json() as Promise<{ id: string }>;
}

/** The shop's fiscal data and the A-Cube channel on `url`, automatic send at issue on. */
export async function configureSdiShop(t: TestApp, cookie: string, url: string) {
  await expectOk(
    await t.request('PUT', '/api/settings/invoicing', {
      cookie,
      body: {
        company_name: 'Riparazioni Rossi S.r.l.',
        vat_number: '00743110157',
        regime_fiscale: 'RF01',
        street: 'Via Roma 1',
        postal_code: '20121',
        city: 'Milano',
        province: 'MI',
        country: 'IT',
      },
    }),
  );
  await expectOk(
    await t.request('PUT', '/api/settings/sdi', {
      cookie,
      body: {
        channel: 'acube',
        base_url: url,
        credentials: { email: 'negozio@example.it', password: 'password-di-prova' },
        send_on_issue: true,
      },
    }),
  );
}

export async function shopCustomer(t: TestApp, cookie: string) {
  const body = {
    kind: 'privato',
    first_name: 'Mario',
    last_name: 'Rossi',
    tax_code: 'RSSMRA85T10A562S',
    street: 'Via Garibaldi 10',
    postal_code: '00184',
    city: 'Roma',
    province: 'RM',
  };
  return (await expectOk(await t.request('POST', '/api/customers', { cookie, body }), 201)).id;
}

/** A draft of one line issued through the API: its id. */
export async function issueOne(t: TestApp, cookie: string, customerId: string) {
  const body = {
    customer_id: customerId,
    lines: [{ description: 'Riparazione', unit_price: '50' }],
  };
  const draft = await expectOk(await t.request('POST', '/api/invoices', { cookie, body }), 201);
  await expectOk(await t.request('POST', `/api/invoices/${draft.id}/issue`, { cookie }));
  return draft.id;
}

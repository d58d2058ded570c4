import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffApp, type StaffApp } from '../../test/staff-test-kit';
import {
  addCustomer,
  issue,
  PRIVATE_PERSON,
  postInvoice,
  putShop,
  validateFattura,
  xmlOf,
} from './invoices-test-kit';

/** The transmitter: one identifier for the file name and IdTrasmittente, the shop's contacts. */
let t: StaffApp;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-11-20T10:00:00Z' });
});
afterAll(() => t.close());

describe('transmitter', () => {
  it("a sole trader's file is named by the codice fiscale IdTrasmittente carries", async () => {
    await putShop(t, t.cookie, {
      company_name: null,
      first_name: 'Mario',
      last_name: 'Rossi',
      tax_code: 'RSSMRA85T10A562S',
    });
    const customer_id = await addCustomer(t, PRIVATE_PERSON);
    const draft = await postInvoice(t, '/api/invoices', {
      customer_id,
      lines: [{ description: 'Riparazione', unit_price: '50' }],
    });
    const invoice = await issue(t, draft.id);
    const { xml, response } = await xmlOf(t, invoice.id);
    expect((await validateFattura(xml)).errors).toEqual([]);
    expect(xml).toContain(
      '<IdTrasmittente><IdPaese>IT</IdPaese><IdCodice>RSSMRA85T10A562S</IdCodice></IdTrasmittente>',
    );
    expect(invoice.file_name).toMatch(/^ITRSSMRA85T10A562S_[0-9A-Z]{5}\.xml$/);
    expect(response.headers.get('content-disposition')).toContain(invoice.file_name ?? '-');
  });

  it("ContattiTrasmittente carries the shop's phone and e-mail", async () => {
    await putShop(t, t.cookie);
    const saved = await t.request('PUT', '/api/settings', {
      cookie: t.cookie,
      body: { values: { shop_phone: '+39 02 1234 5678', shop_email: 'negozio@example.it' } },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const customer_id = await addCustomer(t, PRIVATE_PERSON);
    const draft = await postInvoice(t, '/api/invoices', {
      customer_id,
      lines: [{ description: 'Riparazione', unit_price: '50' }],
    });
    const { xml } = await xmlOf(t, (await issue(t, draft.id)).id);
    expect((await validateFattura(xml)).errors).toEqual([]);
    expect(xml).toContain(
      '<ContattiTrasmittente><Telefono>0212345678</Telefono><Email>negozio@example.it</Email></ContattiTrasmittente>',
    );
  });
});

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

/** The file name and IdTrasmittente name the same transmitter: the shop's codice fiscale. */
let t: StaffApp;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-11-20T10:00:00Z' });
});
afterAll(() => t.close());

describe('file name', () => {
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
});

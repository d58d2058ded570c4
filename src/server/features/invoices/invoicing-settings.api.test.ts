import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoicingSettingsDto } from '../../../shared/invoices/invoicing-settings';
import { createStaffApp, errorBody, readJson, type StaffApp } from '../../test/staff-test-kit';
import {
  addCustomer,
  issue,
  PRIVATE_PERSON,
  postInvoice,
  putShop,
  SHOP,
} from './invoices-test-kit';

/** Settings → Fatturazione through the API: defaults, what is missing, numbering, progressive. */
let t: StaffApp;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-03-02T09:00:00Z' });
});
afterAll(() => t.close());

const read = async () =>
  readJson<InvoicingSettingsDto>(
    await t.request('GET', '/api/settings/invoicing', { cookie: t.cookie }),
  );

describe('invoicing settings', () => {
  it('starts from the defaults and names what issuing needs', async () => {
    expect(await read()).toMatchObject({
      regime_fiscale: 'RF01',
      country: 'IT',
      default_vat_rate: 22,
      number_pattern: '{n}/{yyyy}',
      next_file_progressive: 1,
      missing: ['Partita IVA', 'Denominazione (o nome e cognome)', 'Indirizzo', 'CAP', 'Comune'],
    });
  });

  it('saves the section, numbers with its series suffix and names files from the progressive', async () => {
    await putShop(t, t.cookie, {
      number_pattern: '{n}/{yyyy}/B',
      default_vat_rate: '10',
      next_file_progressive: 100,
    });
    const saved = await read();
    expect(saved).toMatchObject({ ...SHOP, default_vat_rate: 10, missing: [] });
    const customer_id = await addCustomer(t, PRIVATE_PERSON);
    const draft = await postInvoice(t, '/api/invoices', {
      customer_id,
      lines: [{ description: 'Riparazione', unit_price: '100' }],
    });
    expect(draft.lines[0]?.vat_rate).toBe(10);
    const issued = await issue(t, draft.id);
    expect(issued.number).toBe('1/2026/B');
    // 100 in base 36 is 2S.
    expect(issued.file_name).toBe('IT00743110157_0002S.xml');
    expect((await read()).next_file_progressive).toBe(101);

    const back = await t.request('PUT', '/api/settings/invoicing', {
      cookie: t.cookie,
      body: { ...SHOP, next_file_progressive: 50 },
    });
    expect(back.status).toBe(400);
    expect((await errorBody(back)).error.message).toBe(
      'Il progressivo del file non può tornare indietro: quei nomi di file sono già stati usati',
    );
  });

  it('keeps the shop of the day of issue on an issued invoice', async () => {
    const customer_id = await addCustomer(t, PRIVATE_PERSON);
    const issued = await issue(
      t,
      (
        await postInvoice(t, '/api/invoices', {
          customer_id,
          lines: [{ description: 'Batteria', unit_price: '30' }],
        })
      ).id,
    );
    await putShop(t, t.cookie, { company_name: 'Nuovo Nome S.r.l.', street: 'Via Nuova 2' });
    const again = await readJson<typeof issued>(
      await t.request('GET', `/api/invoices/${issued.id}`, { cookie: t.cookie }),
    );
    expect(again.seller).toMatchObject({ company_name: SHOP.company_name, street: SHOP.street });
    const draft = await postInvoice(t, '/api/invoices', { customer_id, lines: [] });
    expect(draft.seller.company_name).toBe('Nuovo Nome S.r.l.');
  });
});

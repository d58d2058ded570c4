import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffApp, errorBody, type StaffApp } from '../../test/staff-test-kit';
import {
  addCustomer,
  issue,
  PRIVATE_PERSON,
  post,
  postInvoice,
  putShop,
} from './invoices-test-kit';

/** A draft made under one regime and issued under another: re-priced, or refused saying why. */
let t: StaffApp;
let customer_id: string;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-11-20T10:00:00Z' });
  customer_id = await addCustomer(t, PRIVATE_PERSON);
});
afterAll(() => t.close());

const lines = [{ description: 'Riparazione', unit_price: 50 }];
// Under 77,47 € so that no stamp duty enters the totals.

describe('regime switch', () => {
  it('refuses a forfettario draft issued after the switch to RF01, until its rates are set again', async () => {
    await putShop(t, t.cookie, { regime_fiscale: 'RF19' });
    const draft = await postInvoice(t, '/api/invoices', { customer_id, lines });
    expect(draft.total).toBe(50);
    await putShop(t, t.cookie, { regime_fiscale: 'RF01' });
    const refused = await post(t, `/api/invoices/${draft.id}/issue`);
    expect(refused.status).toBe(422);
    expect((await errorBody(refused)).error.message).toBe(
      'La bozza è stata preparata in regime forfettario (RF19), senza IVA; ora il negozio è in regime RF01: salva di nuovo le righe con la loro aliquota IVA prima di emetterla',
    );
    const saved = await t.request('PATCH', `/api/invoices/${draft.id}`, {
      cookie: t.cookie,
      body: { version: draft.version, lines: [{ ...lines[0], vat_rate: 22 }] },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const issued = await issue(t, draft.id);
    expect([issued.taxable, issued.vat_amount, issued.total]).toEqual([50, 11, 61]);
  });

  it('re-prices an ordinary draft issued after the switch to forfettario without VAT', async () => {
    await putShop(t, t.cookie, { regime_fiscale: 'RF01' });
    const draft = await postInvoice(t, '/api/invoices', { customer_id, lines });
    expect(draft.total).toBe(61);
    await putShop(t, t.cookie, { regime_fiscale: 'RF19' });
    const issued = await issue(t, draft.id);
    expect([issued.total, issued.lines[0]?.natura]).toEqual([50, 'N2.2']);
  });

  it('credits an invoice as it was issued, whatever the regime on the day of the credit note', async () => {
    await putShop(t, t.cookie, { regime_fiscale: 'RF01' });
    const draft = await postInvoice(t, '/api/invoices', { customer_id, lines });
    const invoice = await issue(t, draft.id);
    expect(invoice.total).toBe(61);
    await putShop(t, t.cookie, { regime_fiscale: 'RF19' });
    const note = await postInvoice(t, `/api/invoices/${invoice.id}/credit-note`);
    const credited = await issue(t, note.id);
    expect([credited.taxable, credited.vat_amount, credited.total]).toEqual([50, 11, 61]);
    expect(credited.lines.map((l) => [l.vat_rate, l.natura])).toEqual([[22, null]]);
  });

  it('credits a forfettario invoice without VAT after the switch to RF01', async () => {
    await putShop(t, t.cookie, { regime_fiscale: 'RF19' });
    const invoice = await issue(
      t,
      (await postInvoice(t, '/api/invoices', { customer_id, lines })).id,
    );
    expect(invoice.total).toBe(50);
    await putShop(t, t.cookie, { regime_fiscale: 'RF01' });
    const note = await postInvoice(t, `/api/invoices/${invoice.id}/credit-note`);
    const credited = await issue(t, note.id);
    expect([credited.total, credited.lines[0]?.natura]).toEqual([50, 'N2.2']);
  });
});

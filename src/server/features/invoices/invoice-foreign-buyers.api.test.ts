import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffApp, errorBody, readJson, type StaffApp } from '../../test/staff-test-kit';
import { issue, post, postInvoice, putShop, validateFattura, xmlOf } from './invoices-test-kit';

/** Buyers outside Italy: their identifiers stored as typed and written as the specifications say. */
let t: StaffApp;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-11-20T10:00:00Z' });
  await putShop(t, t.cookie);
});
afterAll(() => t.close());

const company = (country: string, vat_number: string | null) => ({
  kind: 'azienda',
  company_name: `Cliente ${country}`,
  vat_number,
  street: 'Main Street 1',
  postal_code: '8001',
  city: 'Zürich',
  country,
});

async function createdCustomer(fields: Record<string, unknown>) {
  const response = await post(t, '/api/customers', fields);
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<{ id: string; vat_number: string | null }>(response);
}

async function issuedXml(customer_id: string, natura = 'N2.1') {
  const draft = await postInvoice(t, '/api/invoices', {
    customer_id,
    lines: [{ description: 'Riparazione', unit_price: 100, vat_rate: 0, natura }],
  });
  const { xml } = await xmlOf(t, (await issue(t, draft.id)).id);
  expect((await validateFattura(xml)).errors).toEqual([]);
  return xml;
}

describe('foreign buyers', () => {
  it('stores a Swiss VAT number and writes it as typed, with its country', async () => {
    const swiss = await createdCustomer(company('CH', 'CHE-123.456.789'));
    expect(swiss.vat_number).toBe('CHE123456789');
    const xml = await issuedXml(swiss.id);
    expect(xml).toContain('<IdFiscaleIVA><IdPaese>CH</IdPaese><IdCodice>CHE123456789</IdCodice>');
  });

  it('writes a non-EU buyer without a VAT number as 99999999999, an EU one as 0000000', async () => {
    const american = await createdCustomer(company('US', null));
    expect(await issuedXml(american.id)).toContain(
      '<IdPaese>US</IdPaese><IdCodice>99999999999</IdCodice>',
    );
    const french = await createdCustomer({
      kind: 'privato',
      first_name: 'Jean',
      last_name: 'Dupont',
      street: 'Rue de Rivoli 1',
      postal_code: '75001',
      city: 'Paris',
      country: 'FR',
    });
    expect(await issuedXml(french.id, 'N7')).toContain(
      '<IdPaese>FR</IdPaese><IdCodice>0000000</IdCodice>',
    );
  });

  it('writes a Greek buyer with its ISO country GR and the number without the EL prefix', async () => {
    const greek = await createdCustomer(company('GR', 'EL094259216'));
    expect(greek.vat_number).toBe('EL094259216');
    expect(await issuedXml(greek.id)).toContain(
      '<IdPaese>GR</IdPaese><IdCodice>094259216</IdCodice>',
    );
  });

  it('still checks an Italian P.IVA and an EU number by their rules', async () => {
    for (const [country, vat] of [
      ['IT', '00743110158'],
      ['DE', 'XX123'],
      ['CH', 'CHE 123!'],
    ] as const) {
      const response = await post(t, '/api/customers', company(country, vat));
      expect(response.status, `${country} ${vat}`).toBe(400);
      const { error } = await errorBody(response);
      expect(
        (error.details as { fieldErrors: Record<string, string[]> }).fieldErrors.vat_number,
      ).toHaveLength(1);
    }
  });
});

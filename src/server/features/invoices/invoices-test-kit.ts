import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import type { InvoiceDto } from '../../../shared/invoices/invoice-dto';
import { foldForSearch } from '../../search/text-search';
import { readJson, type StaffApp } from '../../test/staff-test-kit';

/** Helpers of the invoices suites: the shop's data, customers, drafts, and the schema check. */
const SCHEMA_DIR = path.join(import.meta.dirname, 'fatturapa-schema');
const schemaFile = (name: string) => readFileSync(path.join(SCHEMA_DIR, name), 'utf8');
const SCHEMA = {
  fileName: 'Schema_VFPA12_V1.2.3.xsd',
  contents: schemaFile('Schema_VFPA12_V1.2.3.xsd'),
};
const XMLDSIG = {
  fileName: 'xmldsig-core-schema.xsd',
  contents: schemaFile('xmldsig-core-schema.xsd'),
};

export const sampleFile = schemaFile;

/** xmllint (WebAssembly, no native binary) against the official 1.2.3 schema. */
export async function validateFattura(xml: string) {
  const result = await validateXML({
    xml: [{ fileName: 'fattura.xml', contents: xml }],
    schema: [SCHEMA],
    preload: [XMLDSIG],
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.message) };
}

/**
 * Several files in one xmllint run: each run reads the schema anew (about 1,5 s on CI's cores),
 * so a corpus validates its files together. Errors start with the file's name.
 */
export async function validateFatture(files: { fileName: string; contents: string }[]) {
  const result = await validateXML({ xml: files, schema: [SCHEMA], preload: [XMLDSIG] });
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) };
}

/** A shop that may issue: P.IVA 00743110157 (valid checksum), ordinary regime, Milan. */
export const SHOP = {
  company_name: 'Riparazioni Rossi S.r.l.',
  vat_number: '00743110157',
  tax_code: '00743110157',
  regime_fiscale: 'RF01',
  street: 'Via Roma 1',
  postal_code: '20121',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  rea_office: 'MI',
  rea_number: '1234567',
  iban: 'IT60X0542811101000000123456',
  pec: 'rossi@pec.example.it',
};

export async function putShop(t: StaffApp, cookie: string, values: Record<string, unknown> = {}) {
  const response = await t.request('PUT', '/api/settings/invoicing', {
    cookie,
    body: { ...SHOP, ...values },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

type CustomerFields = Record<string, string | null>;
export const PRIVATE_PERSON: CustomerFields = {
  kind: 'privato',
  first_name: 'Mario',
  last_name: 'Rossi',
  tax_code: 'RSSMRA85T10A562S',
  street: 'Via Garibaldi 10',
  postal_code: '00184',
  city: 'Roma',
  province: 'RM',
  country: 'IT',
  email: 'mario.rossi@example.it',
};
export const COMPANY: CustomerFields = {
  kind: 'azienda',
  company_name: 'Bianchi Informatica S.p.A.',
  vat_number: '01234567897',
  sdi_code: 'ABC1234',
  street: 'Corso Italia 5',
  postal_code: '10121',
  city: 'Torino',
  province: 'TO',
  country: 'IT',
};
export const FOREIGN: CustomerFields = {
  kind: 'azienda',
  company_name: 'Müller Reparaturen GmbH',
  vat_number: 'DE123456789',
  street: 'Hauptstraße 3',
  postal_code: '80331',
  city: 'München',
  country: 'DE',
};

/** A customer row as the register keeps it (the customers API is another branch's). */
export async function addCustomer(t: StaffApp, fields: CustomerFields): Promise<string> {
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  const name =
    fields.kind === 'azienda'
      ? (fields.company_name ?? '')
      : `${fields.last_name ?? ''} ${fields.first_name ?? ''}`.trim();
  await t.db
    .insertInto('customers')
    .values({
      id,
      kind: (fields.kind as 'privato' | 'azienda') ?? 'privato',
      first_name: fields.first_name ?? null,
      last_name: fields.last_name ?? null,
      company_name: fields.company_name ?? null,
      display_name: name,
      sort_name: foldForSearch(name),
      tax_code: fields.tax_code ?? null,
      vat_number: fields.vat_number ?? null,
      email: fields.email ?? null,
      pec: fields.pec ?? null,
      sdi_code: fields.sdi_code ?? null,
      phone: null,
      phone2: null,
      street: fields.street ?? null,
      postal_code: fields.postal_code ?? null,
      city: fields.city ?? null,
      province: fields.province ?? null,
      country: fields.country ?? 'IT',
      notes: null,
      privacy_ack_at: null,
      marketing_consent_at: null,
      search_text: foldForSearch(name),
      phone_key: null,
      email_key: null,
      last_activity_at: at,
      anonymised_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

export async function post(t: StaffApp, url: string, body?: unknown, cookie = t.cookie) {
  return t.request('POST', url, { cookie, body });
}

/** POST something that answers an invoice, expecting `status`. */
export async function postInvoice(
  t: StaffApp,
  url: string,
  body?: unknown,
  status = 201,
): Promise<InvoiceDto> {
  const response = await post(t, url, body);
  expect(response.status, await response.clone().text()).toBe(status);
  return readJson<InvoiceDto>(response);
}

export const issue = (t: StaffApp, id: string) =>
  postInvoice(t, `/api/invoices/${id}/issue`, undefined, 200);

export async function xmlOf(t: StaffApp, id: string) {
  const response = await t.request('GET', `/api/invoices/${id}/xml`, { cookie: t.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return { response, xml: await response.text() };
}

/** A customer through the customers API, as staff save one: only data the app accepts. */
export async function createCustomer(t: StaffApp, fields: Record<string, unknown>) {
  const response = await post(t, '/api/customers', fields);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await readJson<{ id: string }>(response)).id;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDto } from '../../../shared/customers/customer-dto';
import { CUSTOMER_MESSAGES } from '../../../shared/customers/customer-schemas';
import { ACCESS_DENIED } from '../../../shared/roles';
import { createStaffApp, errorBody, readJson, type StaffApp } from '../../test/staff-test-kit';
import { COMPANY, customersKit } from './customers-test-kit';

/** The register's records through the API, as an employee: create, read, edit, roles. */
let t: StaffApp;
let user: string;
let kit: ReturnType<typeof customersKit>;

beforeAll(async () => {
  t = await createStaffApp({ now: '2026-11-20T09:00:00Z', role: 'employee' });
  user = await t.signIn((await t.addUser('user')).email);
  kit = customersKit(t, () => t.cookie);
});
afterAll(() => t.close());

const fieldErrors = async (
  body: Record<string, unknown>,
  method = 'POST',
  path = '/api/customers',
) => {
  const response = await t.request(method, path, { cookie: t.cookie, body });
  expect(response.status, await response.clone().text()).toBe(400);
  return (await errorBody(response)).error.details?.fieldErrors;
};

describe('customers: create and read', () => {
  it('creates a company with its fiscal identity checked and normalised', async () => {
    const company = await kit.create(COMPANY);
    expect(company).toMatchObject({
      kind: 'azienda',
      display_name: 'Officina Ðelta Srl',
      vat_number: 'IT00743110157',
      tax_code: '00743110157',
      sdi_code: 'ABC1234',
      pec: 'delta@pec.it',
      phone: '+390212345678',
      phone_display: '+39 02 1234 5678',
      province: 'MI',
      country: 'IT',
      marketing_consent: false,
      marketing_consent_at: null,
      to_review: false,
      counts: { tickets: 0, quotes: 0, pc_builds: 0, invoices: 0, payments: 0 },
      balance_due: 0,
      version: 1,
      created_at: '2026-11-20T09:00:00.000Z',
      last_activity_at: '2026-11-20T09:00:00.000Z',
    });
    const stored = await t.db
      .selectFrom('customers')
      .select(['phone_key', 'email_key', 'sort_name', 'search_text'])
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      phone_key: '0212345678',
      email_key: 'info@delta.it',
      // Ð is a letter of its own, not a D with a mark: folding keeps it.
      sort_name: 'officina ðelta srl',
    });
    expect(await kit.get<CustomerDto>(`/api/customers/${company.id}`)).toEqual(company);
  });

  it('names a person "Cognome Nome" and records marketing consent with its date', async () => {
    const person = await kit.create({
      first_name: 'Mario',
      last_name: 'Rossi',
      tax_code: 'rssmra85t10a562s',
      marketing_consent: true,
    });
    expect(person).toMatchObject({
      kind: 'privato',
      display_name: 'Rossi Mario',
      tax_code: 'RSSMRA85T10A562S',
      marketing_consent: true,
      marketing_consent_at: '2026-11-20T09:00:00.000Z',
    });
  });

  it.each(['RSSMRA85T10A562S', 'BNZVCN32S10E573Z', 'BNZVCN32S10E57PV', 'BNZVCNPNSMLERTPX'])(
    'accepts the codice fiscale %s',
    async (tax_code) => {
      expect((await kit.create({ last_name: 'Vettore', tax_code })).tax_code).toBe(tax_code);
    },
  );

  it('refuses wrong fields with Italian messages, field by field', async () => {
    expect(
      await fieldErrors({
        tax_code: 'RSSMRA85T10A562T',
        vat_number: '00743110158',
        sdi_code: 'ABC',
        pec: 'non-una-pec',
        postal_code: '2012',
        province: 'Milano',
        email: 'x@',
      }),
    ).toEqual({
      tax_code: [CUSTOMER_MESSAGES.taxCodeInvalid],
      vat_number: [CUSTOMER_MESSAGES.vatInvalid],
      sdi_code: [CUSTOMER_MESSAGES.sdiInvalid],
      pec: [CUSTOMER_MESSAGES.pecInvalid],
      email: ['Indirizzo email non valido'],
      // The rules across fields are told at the same time.
      last_name: [CUSTOMER_MESSAGES.nameRequired],
      postal_code: [CUSTOMER_MESSAGES.postalCodeInvalid],
      province: [CUSTOMER_MESSAGES.provinceInvalid],
    });
    expect(await fieldErrors({ first_name: '', postal_code: '2012', province: 'Milano' })).toEqual({
      last_name: [CUSTOMER_MESSAGES.nameRequired],
      postal_code: [CUSTOMER_MESSAGES.postalCodeInvalid],
      province: [CUSTOMER_MESSAGES.provinceInvalid],
    });
    expect(await fieldErrors({ kind: 'azienda', first_name: 'Mario' })).toEqual({
      company_name: [CUSTOMER_MESSAGES.companyRequired],
    });
    expect(await fieldErrors({ kind: 'ente', last_name: 'X' })).toMatchObject({
      kind: [CUSTOMER_MESSAGES.kindInvalid],
    });
    // An 11-digit codice fiscale is a company's: checked as a P.IVA.
    expect(await fieldErrors({ last_name: 'X', tax_code: '00743110158' })).toEqual({
      tax_code: [CUSTOMER_MESSAGES.taxCodeInvalid],
    });
  });

  it('takes a foreign address as written', async () => {
    const foreign = await kit.create({
      last_name: 'Müller',
      country: 'de',
      postal_code: '10115',
      province: 'Berlin',
    });
    expect(foreign).toMatchObject({ country: 'DE', province: 'BERLIN' });
  });

  it('answers 404 in Italian for an unknown or malformed id', async () => {
    for (const id of [crypto.randomUUID(), 'non-un-id']) {
      const response = await t.request('GET', `/api/customers/${id}`, { cookie: t.cookie });
      expect(response.status).toBe(404);
      expect((await errorBody(response)).error.message).toBe(CUSTOMER_MESSAGES.notFound);
    }
  });
});

describe('customers: edit', () => {
  it('edits what is sent at the version read, and refuses a stale save with 409', async () => {
    const customer = await kit.create({ first_name: 'Anna', last_name: 'Verdi', email: 'a@v.it' });
    t.setNow('2026-11-21T10:00:00Z');
    const patch = (body: Record<string, unknown>) =>
      t.request('PATCH', `/api/customers/${customer.id}`, { cookie: t.cookie, body });
    const saved = await patch({ version: 1, phone: '333 765 4321', email: '', city: 'Torino' });
    expect(saved.status).toBe(200);
    expect(await readJson(saved)).toMatchObject({
      display_name: 'Verdi Anna',
      email: null,
      phone: '+393337654321',
      city: 'Torino',
      version: 2,
      updated_at: '2026-11-21T10:00:00.000Z',
    });
    const stale = await patch({ version: 1, notes: 'Cliente abituale' });
    expect(stale.status).toBe(409);
    expect((await errorBody(stale)).error.message).toBe(CUSTOMER_MESSAGES.versionConflict);
    const row = await t.db
      .selectFrom('customers')
      .select(['notes', 'phone_key', 'email_key', 'version'])
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ notes: null, phone_key: '3337654321', email_key: null, version: 2 });
  });

  it('checks the rules across fields on the customer as it will be', async () => {
    const customer = await kit.create({ first_name: 'Luca' });
    const path = `/api/customers/${customer.id}`;
    expect(await fieldErrors({ version: 1, first_name: null }, 'PATCH', path)).toEqual({
      last_name: [CUSTOMER_MESSAGES.nameRequired],
    });
    expect(await fieldErrors({ version: 1, kind: 'azienda' }, 'PATCH', path)).toEqual({
      company_name: [CUSTOMER_MESSAGES.companyRequired],
    });
    expect(await fieldErrors({ version: 1 }, 'PATCH', path)).toEqual({
      _: [CUSTOMER_MESSAGES.noChanges],
    });
  });

  it('withdraws marketing consent, clearing its date, and keeps the first date while given', async () => {
    const customer = await kit.create({ last_name: 'Neri', marketing_consent: true });
    const path = `/api/customers/${customer.id}`;
    t.setNow('2026-11-22T10:00:00Z');
    const again = await t.request('PATCH', path, {
      cookie: t.cookie,
      body: { version: 1, marketing_consent: true, notes: 'x' },
    });
    expect(await readJson(again)).toMatchObject({
      marketing_consent_at: customer.marketing_consent_at,
    });
    const withdrawn = await t.request('PATCH', path, {
      cookie: t.cookie,
      body: { version: 2, marketing_consent: false },
    });
    expect(await readJson(withdrawn)).toMatchObject({
      marketing_consent: false,
      marketing_consent_at: null,
    });
  });
});

describe('customers: roles', () => {
  it('refuses the user role everywhere with Accesso negato', async () => {
    const id = crypto.randomUUID();
    for (const [method, path] of [
      ['GET', '/api/customers'],
      ['GET', '/api/customers/suggestions?q=ro'],
      ['POST', '/api/customers'],
      ['GET', `/api/customers/${id}`],
      ['PATCH', `/api/customers/${id}`],
      ['DELETE', `/api/customers/${id}`],
      ['GET', `/api/customers/${id}/documents`],
    ] as const) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { last_name: 'X' };
      const response = await t.request(method, path, { cookie: user, body });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await errorBody(response)).error.message).toBe(ACCESS_DENIED);
    }
  });
});

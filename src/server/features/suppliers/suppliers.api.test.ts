import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPLIER_MESSAGES, supplierInUseMessage } from '../../../shared/inventory/suppliers';
import { ACCESS_DENIED } from '../../../shared/roles';
import { insertProduct } from '../../test/inventory-test-kit';
import { errorBody, readJson } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Suppliers (MODULES "Suppliers") through the API, as an employee. */
let t: TestApp;
let employee: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.signIn((await t.addUser('employee')).email);
  user = await t.signIn((await t.addUser('user')).email);
});
afterAll(() => t.close());

type Supplier = Record<string, unknown> & { id: string; name: string };
type Page = { items: Supplier[]; next_cursor: string | null };

const create = async (body: Record<string, unknown>) => {
  const response = await t.request('POST', '/api/suppliers', { cookie: employee, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<Supplier>(response);
};
const list = async (query: string) =>
  readJson<Page>(await t.request('GET', `/api/suppliers?${query}`, { cookie: employee }));

describe('suppliers', () => {
  it('creates a supplier with its VAT number checked and normalized', async () => {
    const supplier = await create({
      name: '  Ricambi Ðelta Srl ',
      email: 'Ordini@RicambiDelta.it',
      phone: '02 1234 5678',
      vat_number: 'it 007.431-10157',
      address: 'Via Roma 1, Milano',
    });
    expect(supplier).toMatchObject({
      name: 'Ricambi Ðelta Srl',
      email: 'ordini@ricambidelta.it',
      phone: '+390212345678',
      vat_number: 'IT00743110157',
      notes: null,
      product_count: 0,
    });
    const invalid = await t.request('POST', '/api/suppliers', {
      cookie: employee,
      body: { name: 'Sbagliato', vat_number: '00743110158' },
    });
    expect(invalid.status).toBe(400);
    expect((await errorBody(invalid)).error.details).toMatchObject({
      fieldErrors: { vat_number: [SUPPLIER_MESSAGES.vatInvalid] },
    });
    const nameless = await t.request('POST', '/api/suppliers', { cookie: employee, body: {} });
    expect((await errorBody(nameless)).error.details).toMatchObject({
      fieldErrors: { name: [SUPPLIER_MESSAGES.nameRequired] },
    });
  });

  it('searches by name (accents and case aside), e-mail, phone and VAT, and sorts with paging', async () => {
    for (const name of ['Álfa Componenti', 'beta Elettronica', 'Gamma Distribuzione'])
      await create({ name, vat_number: 'DE129273398' });
    expect((await list('q=ALFA')).items.map((s) => s.name)).toEqual(['Álfa Componenti']);
    expect((await list('q=ricambidelta')).items.map((s) => s.name)).toEqual(['Ricambi Ðelta Srl']);
    expect((await list('q=12345678')).items).toHaveLength(1);
    expect((await list('q=de1292')).items).toHaveLength(3);

    const first = await list('sort=name&order=asc&limit=2');
    expect(first.items.map((s) => s.name)).toEqual(['Álfa Componenti', 'beta Elettronica']);
    const second = await list(`sort=name&order=asc&limit=2&cursor=${first.next_cursor}`);
    expect(second.items.map((s) => s.name)).toEqual(['Gamma Distribuzione', 'Ricambi Ðelta Srl']);
    expect(second.next_cursor).toBeNull();
    const newest = await list('sort=created_at&order=desc&limit=1');
    expect(newest.items[0]?.name).toBe('Gamma Distribuzione');
    expect((await t.request('GET', '/api/suppliers?cursor=abc', { cookie: employee })).status).toBe(
      400,
    );
  });

  it('edits only what is sent', async () => {
    const supplier = await create({ name: 'Da modificare', email: 'a@b.it' });
    const response = await t.request('PATCH', `/api/suppliers/${supplier.id}`, {
      cookie: employee,
      body: { notes: 'Consegna il martedì', email: '' },
    });
    expect(await readJson(response)).toMatchObject({
      name: 'Da modificare',
      email: null,
      notes: 'Consegna il martedì',
    });
  });

  it('refuses to delete a supplier its products use, with their count', async () => {
    const supplier = await create({ name: 'Con prodotti' });
    await insertProduct(t, { sku: 'SUP-1', supplier_id: supplier.id });
    await insertProduct(t, { sku: 'SUP-2', supplier_id: supplier.id });
    const refused = await t.request('DELETE', `/api/suppliers/${supplier.id}`, {
      cookie: employee,
    });
    expect(refused.status).toBe(409);
    expect((await errorBody(refused)).error).toMatchObject({
      message: supplierInUseMessage(2),
      details: { product_count: 2 },
    });
    expect(supplierInUseMessage(2)).toBe(
      'Impossibile eliminare il fornitore: ci sono 2 prodotti associati',
    );
    const detail = await t.request('GET', `/api/suppliers/${supplier.id}`, { cookie: employee });
    expect(await readJson(detail)).toMatchObject({ product_count: 2 });

    const free = await create({ name: 'Senza prodotti' });
    expect(
      (await t.request('DELETE', `/api/suppliers/${free.id}`, { cookie: employee })).status,
    ).toBe(204);
    const gone = await t.request('GET', `/api/suppliers/${free.id}`, { cookie: employee });
    expect(gone.status).toBe(404);
    expect((await errorBody(gone)).error.message).toBe(SUPPLIER_MESSAGES.notFound);
  });

  it('is closed to the user role', async () => {
    const denied = await t.request('GET', '/api/suppliers', { cookie: user });
    expect(denied.status).toBe(403);
    expect((await errorBody(denied)).error.message).toBe(ACCESS_DENIED);
  });
});

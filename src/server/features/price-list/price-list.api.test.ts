import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PriceListEntryDto,
  PriceListImportReport,
  PriceSuggestDto,
} from '../../../shared/price-list/price-list';
import { insertProduct, uploadCsv } from '../../test/inventory-test-kit';
import { errorBody, readJson } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** *Listino riparazioni*: admins write, the staff reads, search as you type, CSV like products. */
let t: TestApp;
let admin: string;
let employee: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn((await t.addUser('admin')).email);
  employee = await t.signIn((await t.addUser('employee')).email);
  user = await t.signIn((await t.addUser('user')).email);
});
afterAll(() => t.close());

const create = async (body: Record<string, unknown>) => {
  const response = await t.request('POST', '/api/price-list', { cookie: admin, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<PriceListEntryDto>(response);
};
const list = async (q: string, cookie = employee) =>
  readJson<{ items: PriceListEntryDto[]; next_cursor: string | null }>(
    await t.request('GET', `/api/price-list?q=${encodeURIComponent(q)}`, { cookie }),
  );

describe('price list CRUD', () => {
  it('stores an entry with its parts, finds it by model as typed, edits and deletes it', async () => {
    const part = await insertProduct(t, { sku: 'DISP-IP13' });
    const entry = await create({
      brand: 'Apple',
      model: 'iPhone 13',
      repair: 'Sostituzione display',
      price: '189,90',
      product_ids: [part],
      minutes: 45,
      warranty_months: 6,
    });
    expect(entry).toMatchObject({
      price: 189.9,
      minutes: 45,
      warranty_months: 6,
      parts: [{ id: part, sku: 'DISP-IP13', price: 10 }],
    });
    const stored = await t.db
      .selectFrom('price_list')
      .select('price_cents')
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.price_cents)).toBe(18990);

    expect((await list('iphone 1')).items.map((e) => e.id)).toContain(entry.id);
    expect((await list('ipad')).items).toEqual([]);

    const edited = await t.request('PATCH', `/api/price-list/${entry.id}`, {
      cookie: admin,
      body: { brand: 'Apple', model: 'iPhone 13', repair: 'Sostituzione display', price: 179 },
    });
    expect(await readJson<PriceListEntryDto>(edited)).toMatchObject({
      price: 179,
      product_ids: [],
      warranty_months: null,
    });
    const deleted = await t.request('DELETE', `/api/price-list/${entry.id}`, { cookie: admin });
    expect(deleted.status).toBe(204);
    const gone = await t.request('GET', `/api/price-list/${entry.id}`, { cookie: employee });
    expect(gone.status).toBe(404);
    expect((await errorBody(gone)).error.message).toBe('Voce del listino non trovata');
  });

  it('refuses a second entry with the same brand, model and repair, and bad input in Italian', async () => {
    await create({ brand: 'Samsung', model: 'Galaxy S21', repair: 'Batteria', price: 79 });
    const twice = await t.request('POST', '/api/price-list', {
      cookie: admin,
      body: { brand: 'SAMSUNG', model: 'galaxy s21', repair: 'batteria', price: 80 },
    });
    expect(twice.status).toBe(409);
    expect((await errorBody(twice)).error.message).toMatch(/già nel listino/);
    const bad = await t.request('POST', '/api/price-list', {
      cookie: admin,
      body: { brand: '', model: 'X', repair: 'Y', price: -1, minutes: 1.5 },
    });
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).error.details).toEqual({
      fieldErrors: {
        brand: ['Indica la marca'],
        price: ['Il prezzo non può essere negativo'],
        minutes: ['Il tempo deve essere un numero intero di minuti, da 0 a 10.000'],
      },
    });
  });

  it('lets the staff read and only admins write; a user account gets 403', async () => {
    const body = { brand: 'Xiaomi', model: 'Redmi 10', repair: 'Batteria', price: 49 };
    expect((await t.request('POST', '/api/price-list', { cookie: employee, body })).status).toBe(
      403,
    );
    expect((await t.request('GET', '/api/price-list', { cookie: user })).status).toBe(403);
    expect(
      (await t.request('GET', '/api/price-list/suggest?model=x', { cookie: user })).status,
    ).toBe(403);
    expect((await t.request('GET', '/api/price-list', { cookie: employee })).status).toBe(200);
  });

  it('pages the list with a cursor', async () => {
    for (const n of [1, 2, 3]) {
      await create({ brand: 'Pagina', model: `Modello ${n}`, repair: 'Vetro', price: n });
    }
    const first = await readJson<{ items: PriceListEntryDto[]; next_cursor: string }>(
      await t.request('GET', '/api/price-list?q=pagina&limit=2', { cookie: employee }),
    );
    expect(first.items.map((e) => e.model)).toEqual(['Modello 1', 'Modello 2']);
    const second = await readJson<{ items: PriceListEntryDto[]; next_cursor: null }>(
      await t.request('GET', `/api/price-list?q=pagina&limit=2&cursor=${first.next_cursor}`, {
        cookie: employee,
      }),
    );
    expect(second).toMatchObject({ items: [{ model: 'Modello 3' }], next_cursor: null });
  });
});

describe('suggest', () => {
  it('puts the exact model first and filters by repair', async () => {
    await create({ brand: 'Apple', model: 'iPhone 14 Pro', repair: 'Display', price: 329 });
    await create({ brand: 'Apple', model: 'iPhone 14', repair: 'Display', price: 229 });
    await create({ brand: 'Apple', model: 'iPhone 14', repair: 'Batteria', price: 99 });
    const suggest = async (query: string) =>
      readJson<PriceSuggestDto>(
        await t.request('GET', `/api/price-list/suggest?${query}`, { cookie: employee }),
      );
    const all = await suggest('model=Apple%20iPhone%2014');
    expect(all.items.map((e) => `${e.model} ${e.repair}`)).toEqual([
      'iPhone 14 Batteria',
      'iPhone 14 Display',
      'iPhone 14 Pro Display',
    ]);
    const display = await suggest('model=iphone%2014&repair=displ');
    expect(display.items.map((e) => [e.model, e.price])).toEqual([
      ['iPhone 14', 229],
      ['iPhone 14 Pro', 329],
    ]);
    expect((await suggest('model=')).items).toEqual([]);
  });
});

describe('CSV', () => {
  const HEADER = 'Marca;Modello;Riparazione;Prezzo;Minuti;Garanzia (mesi);Ricambi (SKU)';
  const upload = (file: string, dryRun: boolean, cookie = admin) =>
    uploadCsv(t, cookie, '/api/price-list/import', file, dryRun);

  it('checks a file in a dry run without writing, then imports it creating and updating', async () => {
    await insertProduct(t, { sku: 'BAT-P7' });
    await create({ brand: 'Google', model: 'Pixel 7', repair: 'Batteria', price: 60 });
    const file = `${HEADER}\nGoogle;Pixel 7;Batteria;69,90;30;;BAT-P7\nGoogle;Pixel 7;Display;149;60;24;\n`;
    const dry = await upload(file, true);
    expect(dry.status).toBe(200);
    expect(await readJson<PriceListImportReport>(dry)).toEqual({
      dry_run: true,
      rows: 2,
      created: 1,
      updated: 1,
      errors: [],
    });
    expect((await list('pixel 7')).items).toHaveLength(1);

    const real = await upload(file, false);
    expect(real.status).toBe(201);
    const items = (await list('pixel 7')).items;
    expect(items.map((e) => [e.repair, e.price, e.minutes, e.warranty_months])).toEqual([
      ['Batteria', 69.9, 30, null],
      ['Display', 149, 60, 24],
    ]);
    expect(items[0]?.parts.map((p) => p.sku)).toEqual(['BAT-P7']);

    const exported = await t.request('GET', '/api/price-list/export.csv', { cookie: employee });
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // Read as bytes: Response.text() drops the BOM Excel needs.
    const text = Buffer.from(await exported.arrayBuffer()).toString('utf8');
    expect(text.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(text).toContain('Google;Pixel 7;Batteria;69,90;30;;BAT-P7\r\n');
  });

  it('reports each bad row by line and refuses the real import, saving nothing', async () => {
    const file = `${HEADER}\nOnePlus;Nord;Batteria;abc;;;\nOnePlus;Nord;Display;99;;;NOPE-1\nOnePlus;Nord;Display;98;;;\n`;
    const dry = await readJson<PriceListImportReport>(await upload(file, true));
    expect(dry.errors).toEqual([
      { line: 2, message: 'Prezzo: Il prezzo deve essere un numero' },
      { line: 3, message: 'Ricambi (SKU): Ricambio non trovato in magazzino: NOPE-1' },
      {
        line: 4,
        message: 'Riparazione ripetuta nel file (stessa marca, modello e riparazione)',
      },
    ]);
    const real = await upload(file, false);
    expect(real.status).toBe(400);
    expect((await errorBody(real)).error.message).toBe(
      'Importazione annullata: 3 righe hanno errori. Non è stato salvato nulla.',
    );
    expect((await list('oneplus')).items).toEqual([]);
    const header = await upload('Marca;Colore\nX;Y\n', true);
    expect((await errorBody(header)).error.message).toMatch(/^Colonna non riconosciuta: Colore/);
    expect((await upload(`${HEADER}\nA;B;C;1;;;\n`, true, employee)).status).toBe(403);
  });
});

describe('public "da X €"', () => {
  it('answers the lowest price of the exact model only when the shop shows it', async () => {
    await create({ brand: 'Oppo', model: 'Reno 8', repair: 'Display', price: 149 });
    await create({ brand: 'Oppo', model: 'Reno 8', repair: 'Batteria', price: 59.9 });
    await create({ brand: 'Oppo', model: 'Reno 8 Pro', repair: 'Batteria', price: 9 });
    const from = async () =>
      readJson<{ from: number | null }>(
        await t.request('GET', '/api/public/price-list/from?model=oppo%20reno%208'),
      );
    expect(await from()).toEqual({ from: null });
    const saved = await t.request('PUT', '/api/settings', {
      cookie: admin,
      body: { values: { public_price_list: 'true' } },
    });
    expect(saved.status, await saved.clone().text()).toBeLessThan(300);
    expect(await from()).toEqual({ from: 59.9 });
  });
});

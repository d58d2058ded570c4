import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOM } from '../../http/csv';
import { parseCsv } from '../../http/csv-records';
import { uploadProductsCsv } from '../../test/inventory-test-kit';
import { errorBody, readJson } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { IMPORT_MESSAGES } from './products-import-rows';

/** CSV out for Excel in Italy, CSV in with a dry run and all-or-nothing. */
let t: TestApp;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.signIn((await t.addUser('employee')).email);
});
afterAll(() => t.close());

const upload = (file: string | Uint8Array<ArrayBuffer>, dryRun: boolean) =>
  uploadProductsCsv(t, employee, file, dryRun);

const HEADER = 'SKU;EAN;Nome;Marca;Categoria;Fornitore;Quantità;Prezzo;Costo;Descrizione';

describe('products CSV', () => {
  it('lists every bad row with its line and reason in a dry run, and writes nothing', async () => {
    const csv = [
      HEADER,
      'BAT-1;;Batteria iPhone 11;Apple;Batterie;Ricambi Sud;4;24,90;12,50;',
      ';;Senza SKU;;;;1;1;;',
      'BAT-2;8001120000065;EAN sbagliato;;;;1;1;;',
      'BAT-3;;Prezzo sbagliato;;;;2;dodici;;',
      'BAT-1;;Doppio;;;;1;1;;',
    ].join('\r\n');
    const response = await upload(csv, true);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      dry_run: true,
      rows: 5,
      created: 1,
      updated: 0,
      errors: [
        { line: 3, message: 'SKU: Lo SKU è obbligatorio' },
        { line: 4, message: 'EAN: EAN non valido: 8 o 13 cifre, con la cifra di controllo giusta' },
        { line: 5, message: 'Prezzo: Il prezzo deve essere un numero' },
        { line: 6, message: 'SKU: SKU ripetuto nel file' },
      ],
      changes: [],
    });
    const refused = await upload(csv, false);
    expect(refused.status).toBe(400);
    expect((await errorBody(refused)).error.message).toBe(IMPORT_MESSAGES.refused(4));
    expect(await t.db.selectFrom('products').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('brands').select('id').execute()).toEqual([]);
  });

  it('imports all rows, creating brands, categories and suppliers by name, then exports them for Excel', async () => {
    const csv = `${BOM}${HEADER}\n"SSD-1";;"SSD 1 TB ""NVMe""";Crucial;Archiviazione;Ricambi Sud;3;79,90;55;"Veloce; silenzioso"\nRAM-8;;RAM 8 GB;crucial;Memorie;;0;29;;=SOMMA(1)\n`;
    const response = await upload(csv, false);
    expect(response.status).toBe(201);
    expect(await readJson(response)).toMatchObject({ rows: 2, created: 2, updated: 0, errors: [] });
    const brands = await t.db.selectFrom('brands').select('name').execute();
    expect(brands).toEqual([{ name: 'Crucial' }]);
    const ssd = await t.db
      .selectFrom('products')
      .selectAll()
      .where('sku', '=', 'SSD-1')
      .executeTakeFirstOrThrow();
    expect(ssd).toMatchObject({
      name: 'SSD 1 TB "NVMe"',
      quantity: 3,
      price_cents: 7990,
      cost_cents: 5500,
    });

    const again = await upload(`${HEADER}\nSSD-1;;SSD 1 TB;Crucial;;;5;79,90;;\n`, false);
    expect(await readJson(again)).toMatchObject({ created: 0, updated: 1 });
    const moves = await t.db
      .selectFrom('stock_movements')
      .select(['reason', 'delta'])
      .where('product_id', '=', ssd.id)
      .orderBy('created_at')
      .execute();
    expect(moves.map((m) => [m.reason, Number(m.delta)])).toEqual([
      ['carico', 3],
      ['rettifica', 2],
    ]);

    const exported = await t.request('GET', '/api/products/export.csv', { cookie: employee });
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // Read as bytes: Response.text() drops a BOM, which Excel needs to read UTF-8.
    const bytes = Buffer.from(await exported.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(parseCsv(text)).toEqual([
      [...HEADER.split(';'), 'Scorta minima'],
      ['RAM-8', '', 'RAM 8 GB', 'Crucial', 'Memorie', '', '0', '29,00', '', "'=SOMMA(1)", '5'],
      ['SSD-1', '', 'SSD 1 TB', 'Crucial', '', '', '5', '79,90', '', '', '5'],
    ]);
  });

  it('refuses a file without the SKU and Nome columns, an empty one, and a missing file', async () => {
    expect((await errorBody(await upload('Descrizione;Marca\nA;B\n', true))).error.message).toBe(
      IMPORT_MESSAGES.header,
    );
    expect((await errorBody(await upload(`${HEADER}\n`, true))).error.message).toBe(
      IMPORT_MESSAGES.empty,
    );
    const none = await t.app.request('http://localhost/api/products/import', {
      method: 'POST',
      headers: { origin: 'http://localhost', cookie: employee },
      body: new FormData(),
    });
    expect(none.status).toBe(400);
  });
});

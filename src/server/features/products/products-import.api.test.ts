import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '../../../shared/inventory/products';
import type { ImportReport } from '../../../shared/inventory/products-import';
import { uploadProductsCsv } from '../../test/inventory-test-kit';
import { errorBody, readJson } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { IMPORT_MESSAGES } from './products-import-rows';

/**
 * What a CSV import may change: only the columns the file has; an update's quantity as one count
 * correction; characters as Excel in Italy saved them; the sizes the README promises.
 */
let t: TestApp;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.signIn((await t.addUser('employee')).email);
});
afterAll(() => t.close());

const upload = (file: string | Uint8Array<ArrayBuffer>, dryRun: boolean) =>
  uploadProductsCsv(t, employee, file, dryRun);
const report = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return readJson<ImportReport>(response);
};
const product = async (sku: string) => {
  const { items } = await readJson<{ items: ProductDto[] }>(
    await t.request('GET', `/api/products?q=${encodeURIComponent(sku)}`, { cookie: employee }),
  );
  const found = items.find((p) => p.sku === sku);
  if (!found) throw new Error(`${sku} not found`);
  return found;
};
const ledger = async (id: string) =>
  (
    await t.db
      .selectFrom('stock_movements')
      .select(['reason', 'delta', 'quantity_after'])
      .where('product_id', '=', id)
      .orderBy('created_at')
      .orderBy('delta')
      .execute()
  ).map((m) => [m.reason, Number(m.delta), Number(m.quantity_after)]);

const FULL = 'SKU;EAN;Nome;Marca;Categoria;Fornitore;Quantità;Prezzo;Costo;Descrizione';

describe('CSV import', () => {
  it('leaves the columns a file lacks untouched, and the dry run lists what would change', async () => {
    await report(
      await upload(
        `${FULL}\nKEEP-1;8001120000064;Batteria;Apple;Batterie;Ricambi Sud;12;24,90;12,50;Originale\nKEEP-2;;Cavo;;;;3;5,00;;\n`,
        false,
      ),
    );
    const before = await product('KEEP-1');
    const file = 'SKU;Nome;Prezzo\nKEEP-1;Batteria iPhone 11;29,90\nKEEP-2;Cavo;5\nNEW-1;Nuovo;1\n';
    const dry = await report(await upload(file, true));
    expect(dry).toMatchObject({ rows: 3, created: 1, updated: 2, errors: [] });
    expect(dry.changes).toEqual([
      {
        line: 2,
        sku: 'KEEP-1',
        fields: [
          { field: 'Nome', from: 'Batteria', to: 'Batteria iPhone 11' },
          { field: 'Prezzo', from: '24,90', to: '29,90' },
        ],
      },
    ]);
    expect(await product('KEEP-1')).toEqual(before);

    await report(await upload(file, false));
    const after = await product('KEEP-1');
    expect(after).toMatchObject({
      name: 'Batteria iPhone 11',
      price: 29.9,
      quantity: 12,
      cost: 12.5,
      ean: '8001120000064',
      description: 'Originale',
      brand: before.brand,
      category: before.category,
      supplier: before.supplier,
      min_stock: 5,
    });
    expect(await ledger(after.id)).toEqual([['carico', 12, 12]]);
  });

  it('writes one count correction from the old quantity to the new one', async () => {
    await report(await upload(`SKU;Nome;Quantità\nCNT-1;Vetro;12\n`, false));
    const { id } = await product('CNT-1');
    const dry = await report(await upload(`SKU;Nome;Quantità\nCNT-1;Vetro;15\n`, true));
    expect(dry.changes).toEqual([
      { line: 2, sku: 'CNT-1', fields: [{ field: 'Quantità', from: '12', to: '15' }] },
    ]);
    await report(await upload(`SKU;Nome;Quantità\nCNT-1;Vetro;15\n`, false));
    expect(await ledger(id)).toEqual([
      ['carico', 12, 12],
      ['rettifica', 3, 15],
    ]);
  });

  it('reads Windows-1252 as Italian Excel saves it, and UTF-8 with or without a BOM', async () => {
    // "Caffè" and "Perù €" as Windows-1252 bytes: è = E8, ù = F9, € = 80.
    const cp1252 = Uint8Array.from([
      ...Buffer.from('SKU;Nome;Descrizione\r\nENC-1;Caff', 'latin1'),
      0xe8,
      ...Buffer.from(';Per', 'latin1'),
      0xf9,
      0x20,
      0x80,
      0x0d,
      0x0a,
    ]);
    await report(await upload(cp1252, false));
    expect(await product('ENC-1')).toMatchObject({ name: 'Caffè', description: 'Perù €' });
    await report(await upload('SKU;Nome\nENC-2;Tè verde\n', false));
    expect((await product('ENC-2')).name).toBe('Tè verde');
    await report(await upload('\uFEFFSKU;Nome\nENC-3;Può\n', false));
    expect((await product('ENC-3')).name).toBe('Può');
  });

  it('refuses unknown columns by name, in the dry run and the import', async () => {
    const file = 'SKU;Nome;Quantita;Prezzo unitario\nHDR-1;Vetro;4;2\n';
    for (const dryRun of [true, false]) {
      const refused = await upload(file, dryRun);
      expect(refused.status).toBe(400);
      expect((await errorBody(refused)).error.message).toBe(
        IMPORT_MESSAGES.unknownColumns(['Quantita', 'Prezzo unitario']),
      );
    }
    const one = await upload('SKU;Nome;Colore\nHDR-1;Vetro;blu\n', true);
    expect((await errorBody(one)).error.message).toBe(IMPORT_MESSAGES.unknownColumns(['Colore']));
    expect(IMPORT_MESSAGES.unknownColumns(['Colore'])).toMatch(
      /^Colonna non riconosciuta: Colore\./,
    );
  });

  it('takes 50,000 rows and 5 MB; beyond, says which limit with its own message', async () => {
    const rows = (n: number) =>
      `SKU;Nome\n${Array.from({ length: n }, (_, i) => `BIG-${i};Pezzo ${i}`).join('\n')}\n`;
    const full = await report(await upload(rows(50_000), true));
    expect(full).toMatchObject({ rows: 50_000, created: 50_000, errors: [] });
    const over = await upload(rows(50_001), true);
    expect(over.status).toBe(400);
    expect((await errorBody(over)).error.message).toBe(IMPORT_MESSAGES.tooMany);

    const long = 'x'.repeat(4_900);
    const sized = (n: number) =>
      `SKU;Nome;Descrizione\n${Array.from({ length: n }, (_, i) => `MB-${i};Pezzo;${long}`).join('\n')}\n`;
    const big = sized(1_000);
    expect(big.length).toBeGreaterThan(4_900_000);
    expect((await report(await upload(big, true))).rows).toBe(1_000);
    const tooBig = await upload(sized(1_100), true);
    expect(tooBig.status).toBe(413);
    expect((await errorBody(tooBig)).error.message).toBe(IMPORT_MESSAGES.tooLarge);
  }, 60_000);
});

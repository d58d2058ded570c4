import fs from 'node:fs';
import path from 'node:path';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '../../../shared/inventory/products';
import { supplierInvoiceXml } from '../../test/fatturapa-kit';
import { rawZip } from '../../test/raw-zip';
import { readJson } from '../../test/staff-test-kit';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import type { FileResult } from './supplier-invoice-batch.service';

/** Fatture passive: reading FatturaPA files (xml, p7m, zip) and loading their goods into stock. */
let t: TestApp;
let employee: string;

const SAMPLES = path.join(import.meta.dirname, '../invoices/fatturapa-schema');
const sample = (name: string) => fs.readFileSync(path.join(SAMPLES, name));

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.signIn((await t.addUser('employee')).email);
});
afterAll(() => t.close());

async function upload(files: [Buffer | string, string][]): Promise<FileResult[]> {
  const form = new FormData();
  for (const [data, name] of files)
    form.append('files', new File([new Uint8Array(Buffer.from(data))], name));
  const response = await t.app.request(`${ORIGIN}/api/supplier-invoices/import`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie: employee },
    body: form,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: FileResult[] }).results;
}

type Detail = {
  id: string;
  supplier_name: string;
  number: string;
  date: string;
  self_invoice: boolean;
  stock_loaded_at: string | null;
  attachments: { n: number; name: string }[];
  lines_total: number;
  payments: { method: string; due_date: string | null; amount: number }[];
  lines: { id: string; code: string | null; product_id: string | null; kind: string | null }[];
};
const detail = async (id: string) =>
  readJson<Detail>(await t.request('GET', `/api/supplier-invoices/${id}`, { cookie: employee }));
const invoiceCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('supplier_invoices')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const firstId = (result: FileResult | undefined) => {
  if (!result?.ok) throw new Error(`import refused: ${JSON.stringify(result)}`);
  return result.invoices[0]?.id as string;
};
async function product(sku: string, ean: string | null = null): Promise<ProductDto> {
  const body = { sku, ean, name: `Ricambio ${sku}`, quantity: 1, price: 30, cost: 10 };
  return readJson<ProductDto>(await t.request('POST', '/api/products', { cookie: employee, body }));
}
const stock = (id: string) =>
  t.db
    .selectFrom('products')
    .select(['quantity', 'cost_cents'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const loadStock = (id: string, lines: unknown[]) =>
  t.request('POST', `/api/supplier-invoices/${id}/load-stock`, {
    cookie: employee,
    body: { lines },
  });

describe('importing FatturaPA files', () => {
  it('reads the official sample, creates its supplier and keeps the file', async () => {
    const bytes = sample('IT01234567890_FPR01.xml');
    const [result] = await upload([[bytes, 'IT01234567890_FPR01.xml']]);
    const invoice = await detail(firstId(result));
    expect(invoice).toMatchObject({
      supplier_name: "SOCIETA' ALPHA SRL",
      number: '123',
      date: '2014-12-18',
      self_invoice: false,
    });
    expect(invoice.lines).toHaveLength(1);
    expect(invoice.payments).toEqual([{ method: 'MP01', due_date: '2015-01-30', amount: 6.1 }]);
    const file = await t.request('GET', `/api/supplier-invoices/${invoice.id}/file`, {
      cookie: employee,
    });
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    const list = await readJson<{ items: { id: string }[] }>(
      await t.request('GET', '/api/supplier-invoices?loaded=no', { cookie: employee }),
    );
    expect(list.items.map((i) => i.id)).toContain(invoice.id);
    // The search looks in the number and the supplier's name, whatever the case.
    const search = async (q: string) =>
      (
        await readJson<{ items: { id: string }[] }>(
          await t.request('GET', `/api/supplier-invoices?q=${encodeURIComponent(q)}`, {
            cookie: employee,
          }),
        )
      ).items.map((i) => i.id);
    expect(await search('alpha')).toContain(invoice.id);
    expect(await search('12')).toContain(invoice.id);
    expect(await search('100%_nessuna')).toEqual([]);
  });

  it('refuses a file holding an invoice already imported, whole', async () => {
    const before = await invoiceCount();
    const [result] = await upload([[sample('IT01234567890_FPR03.xml'), 'FPR03.xml']]);
    expect(result).toMatchObject({
      ok: false,
      error: 'Fattura già importata: numero 123 del 18/12/2014 di questo fornitore',
    });
    expect(await invoiceCount()).toBe(before);
  });

  it('refuses broken XML, other documents and missing fields with the reason', async () => {
    const before = await invoiceCount();
    const results = await upload([
      ['<FatturaElettronica versione="FPR12"><oops></FatturaElettronica>', 'rotta.xml'],
      ['<?xml version="1.0"?><Ordine><Numero>1</Numero></Ordine>', 'ordine.xml'],
      [supplierInvoiceXml({ number: '', lines: [] }), 'vuota.xml'],
      ['ciao', 'nota.txt'],
    ]);
    expect(results.map((r) => (r.ok ? 'ok' : r.error))).toEqual([
      'XML non valido alla riga 1: un elemento non è aperto o chiuso correttamente («oops»)',
      'Il file non è una FatturaPA: manca l’elemento FatturaElettronica',
      'File non conforme allo schema FatturaPA: in FatturaElettronica/FatturaElettronicaBody/DatiBeniServizi manca l’elemento obbligatorio DettaglioLinee',
      'Tipo di file non gestito: carica file .xml, .xml.p7m o .zip',
    ]);
    expect(await invoiceCount()).toBe(before);
  });

  it('imports every invoice of a zip, each with its own outcome', async () => {
    const zip = zipSync({
      'a.xml': Buffer.from(supplierInvoiceXml({ number: 'Z-1', lines: [line('A', '1.00')] })),
      'dir/b.xml': Buffer.from(supplierInvoiceXml({ number: 'Z-2', lines: [line('B', '1.00')] })),
      'c.xml': Buffer.from('<rotto'),
    });
    const results = await upload([[Buffer.from(zip), 'fatture.zip']]);
    expect(results.map((r) => [r.file, r.ok])).toEqual([
      ['fatture.zip/a.xml', true],
      ['fatture.zip/b.xml', true],
      ['fatture.zip/c.xml', false],
    ]);
  });

  it('refuses a zip entry that inflates past 20 MB, stopping there, and imports the rest', async () => {
    const entry = (name: string, data: Buffer, deflated = deflateRawSync(data)) => ({
      name,
      deflated,
      size: data.length,
      crc: crc32(data),
    });
    const xml = (number: string) =>
      Buffer.from(supplierInvoiceXml({ number, lines: [line('Z', '1.00')] }));
    // 40 MB of zeros in about 40 KB, then a block no inflater accepts: only inflating on past
    // the cap would meet it (and refuse the whole zip as unreadable).
    const zeros = Buffer.alloc(40 * 1024 * 1024);
    const bomb = Buffer.concat([
      deflateRawSync(zeros, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
      Buffer.from([0b111]), // BFINAL 1, BTYPE 11: reserved
    ]);
    const zip = rawZip([
      entry('a.xml', xml('ZB-1')),
      entry('bomba.xml', zeros, bomb),
      entry('b.xml', xml('ZB-2')),
    ]);
    expect(zip.length).toBeLessThan(100_000);
    const results = await upload([[zip, 'bomba.zip']]);
    expect(results.map((r) => [r.file, r.ok ? 'ok' : r.error])).toEqual([
      ['bomba.zip/a.xml', 'ok'],
      [
        'bomba.zip/bomba.xml',
        'Estratto dallo ZIP supera i 20 MB: troppo grande per una FatturaPA (lo SDI accetta file fino a 5 MB)',
      ],
      ['bomba.zip/b.xml', 'ok'],
    ]);
  });

  it('recognises self-invoices and keeps attachments', async () => {
    const pdf = Buffer.from('%PDF-1.4 copia di cortesia');
    const [result] = await upload([
      [
        supplierInvoiceXml({
          number: 'AF-1',
          type: 'TD17',
          lines: [line('X', '1.00')],
          attachment: { name: 'cortesia.pdf', bytes: pdf },
        }),
        'af.xml',
      ],
    ]);
    const invoice = await detail(firstId(result));
    expect(invoice.self_invoice).toBe(true);
    expect(invoice.attachments).toEqual([
      { n: 0, name: 'cortesia.pdf', description: null, size: pdf.length },
    ]);
    const file = await t.request('GET', `/api/supplier-invoices/${invoice.id}/attachments/0`, {
      cookie: employee,
    });
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
  });
});

function line(code: string, total: string, quantity = '1.00') {
  return { code, description: `Articolo ${code}`, quantity, unitPrice: total, total };
}

describe('Carica a magazzino', () => {
  it('loads goods at the net unit cost, marks the rest, and only once', async () => {
    const screen = await product('SCH-1');
    const [result] = await upload([
      [
        supplierInvoiceXml({
          number: 'M-1',
          lines: [
            // 3 pieces at 10.00 with a discount: 27.00 in all, 9.00 each.
            {
              code: 'SCH-1',
              description: 'Schermo',
              quantity: '3.00',
              unitPrice: '10.00',
              total: '27.00',
            },
            {
              description: 'Spese di trasporto',
              quantity: '1.00',
              unitPrice: '8.00',
              total: '8.00',
            },
          ],
        }),
        'm1.xml',
      ],
    ]);
    const invoice = await detail(firstId(result));
    const [goods, shipping] = invoice.lines;
    expect(goods).toMatchObject({
      product_id: screen.id,
      product_name: 'Ricambio SCH-1',
      total: 27,
    });
    expect(shipping?.product_id).toBeNull();
    expect(invoice.lines_total).toBe(35);
    const choices = [
      { line_id: goods?.id, product_id: screen.id, kind: 'goods' },
      { line_id: shipping?.id, product_id: null, kind: 'non_goods' },
    ];
    const loaded = await readJson<Detail>(await loadStock(invoice.id, choices));
    expect(loaded.stock_loaded_at).not.toBeNull();
    expect(loaded.lines.map((l) => l.kind)).toEqual(['goods', 'non_goods']);
    // (1 × 10.00 + 3 × 9.00) / 4 = 9.25
    expect(await stock(screen.id)).toEqual({ quantity: 4, cost_cents: 925 });
    const again = await loadStock(invoice.id, choices);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      'La fattura è già stata caricata a magazzino',
    );
    expect((await stock(screen.id)).quantity).toBe(4);
  });

  it('suggests from the second invoice on the product chosen for the supplier’s code', async () => {
    const battery = await product('BAT-9');
    const first = await detail(
      firstId(
        (
          await upload([
            [supplierInvoiceXml({ number: 'R-1', lines: [line('FN-77', '5.00')] }), 'r1.xml'],
          ])
        )[0],
      ),
    );
    expect(first.lines[0]?.product_id).toBeNull();
    const chosen = [{ line_id: first.lines[0]?.id, product_id: battery.id, kind: 'goods' }];
    expect((await loadStock(first.id, chosen)).status).toBe(200);
    const second = await detail(
      firstId(
        (
          await upload([
            [supplierInvoiceXml({ number: 'R-2', lines: [line('FN-77', '5.00')] }), 'r2.xml'],
          ])
        )[0],
      ),
    );
    expect(second.lines[0]?.product_id).toBe(battery.id);
  });

  it('matches a line by any of its codes, the EAN first, and remembers every code on loading', async () => {
    // The distributor's own code happens to be another product's SKU; the EAN names the article.
    const lookalike = await product('DIST-1');
    const battery = await product('BAT-EAN', '8001234567897');
    const codes = [
      { type: 'FORN', value: 'DIST-1' },
      { type: 'EAN', value: '8001234567897' },
      { type: 'PROD', value: 'MK-1' },
    ];
    const invoiceWith = async (number: string, lineCodes: typeof codes) => {
      const xml = supplierInvoiceXml({
        number,
        lines: [
          {
            code: lineCodes[0]?.value,
            moreCodes: lineCodes.slice(1),
            description: `Batteria ${number}`,
            quantity: '1.00',
            unitPrice: '5.00',
            total: '5.00',
          },
        ],
      });
      return detail(firstId((await upload([[xml, `${number}.xml`]]))[0]));
    };
    const first = await invoiceWith('EAN-1', codes);
    expect(first.lines[0]).toMatchObject({ code: 'DIST-1', codes, product_id: battery.id });
    expect(first.lines[0]?.product_id).not.toBe(lookalike.id);
    const chosen = [{ line_id: first.lines[0]?.id, product_id: battery.id, kind: 'goods' }];
    expect((await loadStock(first.id, chosen)).status).toBe(200);
    const remembered = await t.db
      .selectFrom('supplier_product_codes')
      .select(['code', 'product_id'])
      .where('code', 'in', ['DIST-1', '8001234567897', 'MK-1'])
      .orderBy('code')
      .execute();
    expect(remembered).toEqual([
      { code: '8001234567897', product_id: battery.id },
      { code: 'DIST-1', product_id: battery.id },
      { code: 'MK-1', product_id: battery.id },
    ]);
    // The next invoice names only the distributor's code: remembered, it beats the SKU.
    const second = await invoiceWith('EAN-2', codes.slice(0, 1));
    expect(second.lines[0]).toMatchObject({ code: 'DIST-1', product_id: battery.id });
  });

  it('refuses a credit note and the shop’s own documents, TD29 included, and loads nothing', async () => {
    const p = await product('RES-3');
    const own =
      'È un documento del negozio (autofattura, integrazione o comunicazione): la merce si carica dalla fattura del fornitore.';
    const cases = [
      [
        'NC-1',
        'TD04',
        'È una nota di credito: non porta merce a magazzino (la merce resa si registra in Resi ai fornitori).',
      ],
      ['IN-1', 'TD16', own],
      ['SP-1', 'TD21', own],
      ['CO-1', 'TD29', own],
    ];
    for (const [number = '', type, message] of cases) {
      const xml = supplierInvoiceXml({ number, type, lines: [line('RES-3', '4.00')] });
      const invoice = await detail(firstId((await upload([[xml, `${number}.xml`]]))[0]));
      expect(invoice.self_invoice, type).toBe(type !== 'TD04');
      const refused = await loadStock(invoice.id, [
        { line_id: invoice.lines[0]?.id, product_id: p.id, kind: 'goods' },
      ]);
      expect(refused.status, type).toBe(409);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        message,
      );
      expect((await detail(invoice.id)).stock_loaded_at).toBeNull();
    }
    expect((await stock(p.id)).quantity).toBe(1);
  });

  it('refuses a goods line without a product and a fractional quantity', async () => {
    const p = await product('CAV-2');
    const [result] = await upload([
      [supplierInvoiceXml({ number: 'F-1', lines: [line('CAV-2', '3.00', '1.50')] }), 'f1.xml'],
    ]);
    const invoice = await detail(firstId(result));
    const lineId = invoice.lines[0]?.id;
    const noProduct = await loadStock(invoice.id, [
      { line_id: lineId, product_id: null, kind: 'goods' },
    ]);
    expect(noProduct.status).toBe(400);
    const fractional = await loadStock(invoice.id, [
      { line_id: lineId, product_id: p.id, kind: 'goods' },
    ]);
    expect(((await fractional.json()) as { error: { message: string } }).error.message).toBe(
      'Riga 1: la quantità deve essere un numero intero di pezzi per caricarla a magazzino',
    );
    expect((await detail(invoice.id)).stock_loaded_at).toBeNull();
    expect((await stock(p.id)).quantity).toBe(1);
  });
});

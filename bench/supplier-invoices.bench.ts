import os from 'node:os';
import { zipSync } from 'fflate';
import { supplierInvoiceXml } from '../src/server/test/fatturapa-kit';
import { createTestApp, ORIGIN } from '../src/server/test/test-app';

/**
 * Decision 044's figures: a zip of 1,000 supplier invoices (10 lines each, 10 suppliers) imported
 * through the real route, timed, with the process's resident memory sampled every 50 ms; then
 * each supplier's first invoice loaded with the right products, and the share of goods lines
 * whose suggested product is right on every later invoice. About 1 line in 20 names a code the
 * supplier never sent before, as a new article would. Run: npx tsx bench/supplier-invoices.bench.ts
 * [invoices] (1,000 by default; at 3,000 too, with `node --expose-gc --import tsx`, to see whether
 * memory held after the import grows with the zip). TEST_DB picks the engine, as for the tests.
 */
const SUPPLIERS = 10;
const INVOICES = Number(process.argv[2] ?? 1000);
const LINES = 10;
const CODES = 20;

const vatOf = (s: number) => `0074311015${s}`.slice(0, 11);
const codeOf = (s: number, k: number) => `F${s}-${k}`;

async function main() {
  const t = await createTestApp();
  const cookie = await t.signIn((await t.addUser('employee')).email);
  const productIds: string[] = [];
  for (let k = 0; k < CODES; k++) {
    const body = { sku: `SKU-${k}`, name: `Ricambio ${k}`, quantity: 0, price: 30, cost: null };
    const response = await t.request('POST', '/api/products', { cookie, body });
    productIds.push(((await response.json()) as { id: string }).id);
  }
  let fresh = CODES;
  const expected = new Map<string, number>();
  const files: Record<string, Uint8Array> = {};
  for (let i = 0; i < INVOICES; i++) {
    const s = i % SUPPLIERS;
    const lines = Array.from({ length: LINES }, (_, n) => {
      const k = i >= SUPPLIERS && (i * LINES + n) % 20 === 0 ? fresh++ : (i + n) % CODES;
      // A new code names one of the same products: the supplier renamed an article.
      expected.set(codeOf(s, k), k % CODES);
      return {
        code: codeOf(s, k),
        description: `Articolo ${k}`,
        quantity: '2.00',
        unitPrice: '5.00',
        total: '10.00',
      };
    });
    const xml = supplierInvoiceXml({
      vat: vatOf(s),
      name: `Fornitore ${s}`,
      number: `B-${i}`,
      lines,
    });
    files[`f${i}.xml`] = Buffer.from(xml);
  }
  const zip = zipSync(files);
  (globalThis as { gc?: () => void }).gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let peak = process.memoryUsage().rss;
  const before = peak;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const form = new FormData();
  form.append('files', new File([zip], 'fatture.zip'));
  const started = performance.now();
  const response = await t.app.request(`${ORIGIN}/api/supplier-invoices/import`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie },
    body: form,
  });
  const results = (
    (await response.json()) as { results: { ok: boolean; invoices?: { id: string }[] }[] }
  ).results;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const ids = results.map((r) => r.invoices?.[0]?.id as string);
  type Line = { id: string; code: string; product_id: string | null };
  // Invoice by invoice as the shop works: read the suggestions, correct them, load.
  let right = 0;
  let total = 0;
  for (const [i, id] of ids.entries()) {
    const invoice = (await (
      await t.request('GET', `/api/supplier-invoices/${id}`, { cookie })
    ).json()) as { lines: Line[] };
    const lines = invoice.lines.map((l) => {
      const productId = productIds[expected.get(l.code) ?? -1];
      if (i >= SUPPLIERS) {
        total++;
        if (l.product_id === productId) right++;
      }
      return { line_id: l.id, product_id: productId, kind: 'goods' };
    });
    await t.request('POST', `/api/supplier-invoices/${id}/load-stock`, { cookie, body: { lines } });
  }
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  // With --expose-gc: the heap still held once the garbage is gone, against the same before the
  // import; a leak grows it with the zip, a peak made of garbage does not.
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  process.stdout.write(
    `${JSON.stringify({
      engine: process.env.TEST_DB ?? 'sqlite',
      invoices: results.filter((r) => r.ok).length,
      zipBytes: zip.length,
      seconds: Number(seconds.toFixed(1)),
      rssBeforeMb: mb(before),
      peakRssMb: mb(peak),
      ...(gc && {
        heapBeforeMb: mb(heapBefore),
        heapAfterGcMb: mb(process.memoryUsage().heapUsed),
      }),
      matchedFromSecond: Number(((100 * right) / total).toFixed(1)),
      loadAverage: os.loadavg().map((l) => l.toFixed(2)),
    })}\n`,
  );
  await t.close();
}

await main();

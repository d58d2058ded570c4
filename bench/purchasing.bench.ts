import os from 'node:os';
import { createTestApp } from '../src/server/test/test-app';
import { measure, summarize } from './lib/stats';

/**
 * Decision 049's figures: the reorder list and *from-reorder* at 10,000 products (a third below
 * their minimum, 50 suppliers) and 2,000 open order lines, p95 over `ITERATIONS` requests through
 * the real app. Each from-reorder draft is deleted after it is timed, so every request computes
 * the same order. The engine is TEST_DB's (sqlite unless postgres):
 *   npx tsx bench/purchasing.bench.ts [iterations]
 *   TEST_DB=postgres TEST_DATABASE_URL=postgres://… npx tsx bench/purchasing.bench.ts
 */
const PRODUCTS = 10_000;
const SUPPLIERS = 50;
const OPEN_LINES = 2_000;
const LINES_PER_ORDER = 20;
const ITERATIONS = Number(process.argv[2] ?? 50);

async function main() {
  const t = await createTestApp();
  const cookie = await t.signIn((await t.addUser('employee')).email);
  const now = new Date().toISOString();
  const suppliers = Array.from({ length: SUPPLIERS }, (_, s) => ({
    id: crypto.randomUUID(),
    name: `Fornitore ${s}`,
    sort_name: `fornitore ${String(s).padStart(3, '0')}`,
    search_text: `fornitore ${s}`,
    created_at: now,
    updated_at: now,
  }));
  await t.db.insertInto('suppliers').values(suppliers).execute();
  const products = Array.from({ length: PRODUCTS }, (_, i) => ({
    id: crypto.randomUUID(),
    sku: `B-${i}`,
    name: `Ricambio ${i}`,
    sort_name: `ricambio ${String(i).padStart(5, '0')}`,
    search_text: `b-${i} ricambio ${i}`,
    supplier_id: suppliers[i % SUPPLIERS]?.id ?? null,
    quantity: i % 3 === 0 ? 1 : 10,
    min_stock: 5,
    price_cents: 2000,
    cost_cents: 900,
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < products.length; i += 200)
    await t.db
      .insertInto('products')
      .values(products.slice(i, i + 200))
      .execute();
  const low = products.filter((_, i) => i % 3 === 0);
  for (let o = 0; o < OPEN_LINES / LINES_PER_ORDER; o++) {
    const orderId = crypto.randomUUID();
    const lines = Array.from({ length: LINES_PER_ORDER }, (_, n) => {
      const product = low[(o * LINES_PER_ORDER + n) % low.length];
      return {
        id: crypto.randomUUID(),
        order_id: orderId,
        position: n,
        product_id: product?.id ?? null,
        description: product?.name ?? '',
        quantity: 2,
        unit_cost_cents: 900,
        ticket_id: null,
        received_quantity: 0,
      };
    });
    await t.db
      .insertInto('purchase_orders')
      .values({
        id: orderId,
        year: 2025,
        number: o + 1,
        supplier_id: suppliers[o % SUPPLIERS]?.id ?? '',
        status: 'inviato',
        notes: null,
        created_by: null,
        sent_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db.insertInto('purchase_order_lines').values(lines).execute();
  }
  const reorder = await measure(ITERATIONS, async () => {
    const response = await t.request('GET', '/api/inventory/reorder', { cookie });
    if (response.status !== 200) throw new Error(await response.text());
  });
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    const response = await t.request('POST', '/api/purchase-orders/from-reorder', {
      cookie,
      body: { supplier_id: suppliers[i % SUPPLIERS]?.id },
    });
    if (response.status !== 201) throw new Error(await response.text());
    samples.push(performance.now() - started);
    const { id } = (await response.json()) as { id: string };
    await t.request('DELETE', `/api/purchase-orders/${id}`, { cookie });
  }
  const fromReorder = summarize(samples);
  process.stdout.write(
    `${JSON.stringify({
      engine: process.env.TEST_DB ?? 'sqlite',
      products: PRODUCTS,
      openLines: OPEN_LINES,
      iterations: ITERATIONS,
      reorderList: reorder,
      fromReorder,
      loadAverage: os.loadavg().map((l) => l.toFixed(2)),
    })}\n`,
  );
  await t.close();
}

await main();

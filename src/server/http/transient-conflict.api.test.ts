import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ProductDto } from '../../shared/inventory/products';
import { BUSY_MESSAGE } from '../errors';
import { errorBody, readJson } from '../test/staff-test-kit';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A write that loses a race with another writer answers 503 with Retry-After and a message a
 * person understands — never a 500 — and stores nothing half-done. Provoked for real: SQLite kept
 * locked by another connection past the busy timeout (5 s); a PostgreSQL deadlock between the
 * app's stock movement and another session holding the warehouse totals.
 */
let t: TestApp;
let employee: string;
let product: ProductDto;

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.signIn((await t.addUser('employee')).email);
  product = await readJson<ProductDto>(
    await t.request('POST', '/api/products', {
      cookie: employee,
      body: { sku: 'LCK-1', name: 'Display bloccato', quantity: 5, price: 10 },
    }),
  );
});
afterAll(() => t.close());

const move = () =>
  t.request('POST', `/api/products/${product.id}/stock-movements`, {
    cookie: employee,
    body: { quantity: 1, reason: 'scarico' },
  });

async function expectBusy(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('1');
  expect((await errorBody(response)).error.message).toBe(BUSY_MESSAGE);
  const stored = await t.db
    .selectFrom('products')
    .select('quantity')
    .where('id', '=', product.id)
    .executeTakeFirstOrThrow();
  expect(stored.quantity).toBe(5);
}

it('answers 503 when the database stays locked by another writer', async () => {
  const location = t.deps.databaseLocation;
  if ('sqliteFile' in location) {
    const other = new Database(location.sqliteFile);
    other.exec('begin immediate');
    try {
      await expectBusy(await move());
    } finally {
      other.exec('rollback');
      other.close();
    }
  } else {
    const other = new pg.Client({ connectionString: location.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query("select * from product_totals where category_key = '' for update");
      // The app locks the product, then waits for the totals row held here...
      const answer = move();
      await new Promise((resolve) => setTimeout(resolve, 200));
      // ...and this session then waits for the product: a deadlock, which PostgreSQL ends by
      // failing the session that has waited longest (the app's, deadlock_timeout 1 s).
      const blocked = other.query('update products set quantity = quantity where id = $1', [
        product.id,
      ]);
      await expectBusy(await answer);
      await blocked;
    } finally {
      await other.query('rollback');
      await other.end();
    }
  }
  const after = await move();
  expect(after.status).toBe(201);
}, 15_000);

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { BOM, csvEuros, csvLine } from '../../http/csv';
import { selectProducts } from './products.queries';
import { CSV_HEADERS } from './products-csv';

const PAGE = 1000;

/**
 * GET /api/products/export.csv: every product by name, written a page of 1,000 at a time as the
 * client reads it, so memory stays flat whatever the warehouse's size.
 */
export function exportProductsCsv(db: Kysely<DB>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: readonly [string, string] | undefined;
  let started = false;
  let done = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BOM + csvLine(CSV_HEADERS)));
        return;
      }
      if (done) {
        controller.close();
        return;
      }
      const rows = await selectProducts(db, {
        sort: 'name',
        order: 'asc',
        limit: PAGE,
        after,
        filters: {},
      });
      const last = rows.at(-1);
      done = rows.length < PAGE || !last;
      if (last) after = [last.sort_name, last.id];
      const text = rows
        .map((p) =>
          csvLine([
            p.sku,
            p.ean ?? '',
            p.name,
            p.brand_name ?? '',
            p.category_name ?? '',
            p.supplier_name ?? '',
            String(p.quantity),
            csvEuros(Number(p.price_cents)),
            csvEuros(p.cost_cents === null ? null : Number(p.cost_cents)),
            p.description ?? '',
            String(p.min_stock),
          ]),
        )
        .join('');
      if (text) controller.enqueue(encoder.encode(text));
      if (done) controller.close();
    },
  });
}

import type { Kysely } from 'kysely';
import type { PriceListImportReport } from '../../../shared/price-list/price-list';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import {
  insertEntries,
  selectEntriesByKey,
  selectProductIdsBySku,
  updateEntryRow,
} from './price-list.queries';
import { entryColumns } from './price-list.service';
import { PRICE_IMPORT_MESSAGES, type PriceImportRows } from './price-list-csv';
import { entryKey } from './price-list-keys';

type Deps = { db: Kysely<DB>; clock: () => Date };

async function inChunks<T, R>(items: T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += 500) out.push(...(await read(items.slice(i, i + 500))));
  return out;
}

/**
 * POST /api/price-list/import, as the products' import: every row checked first (with the parts'
 * SKUs looked up in the warehouse), a dry run stops there; a real one writes all of it in one
 * transaction or nothing. An entry with the same brand, model and repair is updated.
 */
export async function importPriceList(
  deps: Deps,
  file: PriceImportRows,
  options: { dryRun: boolean },
): Promise<PriceListImportReport> {
  const { rows, total } = file;
  const errors = [...file.errors];
  const skus = [...new Set(rows.flatMap((r) => r.skus))];
  const idOfSku = new Map(
    (await inChunks(skus, (chunk) => selectProductIdsBySku(deps.db, chunk))).map((p) => [
      p.sku,
      p.id,
    ]),
  );
  for (const row of rows) {
    const missing = row.skus.filter((sku) => !idOfSku.has(sku));
    if (missing.length > 0) {
      errors.push({
        line: row.line,
        message: `Ricambi (SKU): ${PRICE_IMPORT_MESSAGES.unknownSku(missing)}`,
      });
    }
  }
  errors.sort((a, b) => a.line - b.line);
  const keys = rows.map((r) => entryKey(r.values));
  const stored = new Map(
    (await inChunks(keys, (chunk) => selectEntriesByKey(deps.db, chunk))).map((e) => [
      e.entry_key,
      e.id,
    ]),
  );
  const report: PriceListImportReport = {
    dry_run: options.dryRun,
    rows: total,
    created: keys.filter((k) => !stored.has(k)).length,
    updated: keys.filter((k) => stored.has(k)).length,
    errors,
  };
  if (options.dryRun) return report;
  if (errors.length > 0) {
    const lines = new Set(errors.map((e) => e.line)).size;
    throw new AppError(400, 'import_refused', PRICE_IMPORT_MESSAGES.refused(lines), { errors });
  }
  const at = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const fresh = [];
    for (const row of rows) {
      const ids = [...new Set(row.skus.map((sku) => idOfSku.get(sku) as string))];
      const columns = entryColumns({ ...row.values, product_ids: ids }, ids);
      const id = stored.get(columns.entry_key);
      if (id) await updateEntryRow(trx, id, { ...columns, updated_at: at });
      else fresh.push({ id: crypto.randomUUID(), ...columns, created_at: at, updated_at: at });
    }
    await insertEntries(trx, fresh);
  });
  return report;
}

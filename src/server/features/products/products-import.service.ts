import type { Insertable, Kysely } from 'kysely';
import * as z from 'zod/mini';
import { productInputSchema } from '../../../shared/inventory/products';
import { euroToCents } from '../../../shared/money';
import { plural } from '../../../shared/plural';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import type { ProductTable, StockMovementTable } from '../../db/tables/inventory-tables';
import { AppError, badRequest } from '../../errors';
import { foldForSearch } from '../../search/text-search';
import { labelIdByName } from '../labels/labels.service';
import { supplierIdByName } from '../suppliers/suppliers.service';
import { productSearch } from './product-search';
import { CSV_HEADERS, parseCsv } from './products-csv';
import { applyMovement } from './stock.service';

type Deps = { db: Kysely<DB>; dialect: DialectName; clock: () => Date };

export const IMPORT_MESSAGES = {
  empty: 'Il file è vuoto: serve la riga di intestazione e almeno un prodotto.',
  header: `Intestazione non riconosciuta: servono almeno le colonne SKU e Nome (le colonne sono ${CSV_HEADERS.join(', ')}).`,
  tooMany: 'Al massimo 50.000 righe per importazione.',
  duplicateSku: 'SKU ripetuto nel file',
  refused: (count: number) =>
    `Importazione annullata: ${plural(count, 'riga ha', 'righe hanno')} errori. Non è stato salvato nulla.`,
} as const;

const MAX_ROWS = 50_000;
const FIELD_OF = {
  sku: 'SKU',
  ean: 'EAN',
  name: 'Nome',
  quantity: 'Quantità',
  price: 'Prezzo',
  cost: 'Costo',
  description: 'Descrizione',
} as const;

export interface ImportReport {
  dry_run: boolean;
  rows: number;
  created: number;
  updated: number;
  errors: { line: number; message: string }[];
}

interface Row {
  line: number;
  input: z.infer<typeof productInputSchema>;
  brand: string;
  category: string;
  supplier: string;
}

/** "'=1" was written by the export to stop Excel running a formula: read back as "=1". */
const undefused = (field: string) => (/^'[=+\-@]/.test(field) ? field.slice(1) : field);

function readRows(text: string): { rows: Row[]; errors: ImportReport['errors']; total: number } {
  const [header, ...records] = parseCsv(text);
  if (!header || records.length === 0) throw badRequest(IMPORT_MESSAGES.empty);
  if (records.length > MAX_ROWS) throw badRequest(IMPORT_MESSAGES.tooMany);
  const column = new Map(header.map((name, i) => [name.trim().toLowerCase(), i]));
  const at = (record: string[], name: (typeof CSV_HEADERS)[number]) => {
    const index = column.get(name.toLowerCase());
    return index === undefined ? '' : undefused((record[index] ?? '').trim());
  };
  if (!column.has('sku') || !column.has('nome')) throw badRequest(IMPORT_MESSAGES.header);
  const rows: Row[] = [];
  const errors: ImportReport['errors'] = [];
  const seen = new Set<string>();
  records.forEach((record, index) => {
    const line = index + 2;
    const parsed = z.safeParse(productInputSchema, {
      sku: at(record, 'SKU'),
      ean: at(record, 'EAN'),
      name: at(record, 'Nome'),
      quantity: at(record, 'Quantità') || '0',
      price: at(record, 'Prezzo'),
      cost: at(record, 'Costo'),
      description: at(record, 'Descrizione'),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field =
          FIELD_OF[String(issue.path[0]) as keyof typeof FIELD_OF] ?? String(issue.path[0]);
        errors.push({ line, message: `${field}: ${issue.message}` });
      }
      return;
    }
    if (seen.has(parsed.data.sku)) {
      errors.push({ line, message: `SKU: ${IMPORT_MESSAGES.duplicateSku}` });
      return;
    }
    seen.add(parsed.data.sku);
    rows.push({
      line,
      input: parsed.data,
      brand: at(record, 'Marca'),
      category: at(record, 'Categoria'),
      supplier: at(record, 'Fornitore'),
    });
  });
  return { rows, errors, total: records.length };
}

/** Rows per multi-row insert: well under both engines' limits on bound parameters. */
const INSERT_BATCH = 200;

/**
 * POST /api/products/import: every row checked first, with its line number and reason; a dry run
 * stops there. A real import writes all of it in one transaction or nothing: a product whose SKU
 * exists is updated (a new quantity is a count correction), a new one created (its quantity a
 * goods-in); brands, categories and suppliers are found by name or created.
 */
export async function importProducts(
  deps: Deps,
  text: string,
  options: { dryRun: boolean; userId: string },
): Promise<ImportReport> {
  const { rows, errors, total } = readRows(text);
  const existing = new Map<string, string>();
  for (let i = 0; i < rows.length; i += 500) {
    const skus = rows.slice(i, i + 500).map((r) => r.input.sku);
    for (const p of await deps.db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('sku', 'in', skus)
      .execute())
      existing.set(p.sku, p.id);
  }
  const report: ImportReport = {
    dry_run: options.dryRun,
    rows: total,
    created: rows.filter((r) => !existing.has(r.input.sku)).length,
    updated: rows.filter((r) => existing.has(r.input.sku)).length,
    errors,
  };
  if (options.dryRun) return report;
  if (errors.length > 0) {
    const lines = new Set(errors.map((e) => e.line)).size;
    throw new AppError(400, 'import_refused', IMPORT_MESSAGES.refused(lines), { errors });
  }
  const now = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const inTrx = { ...deps, db: trx };
    const ids = new Map<string, string | null>();
    const idOf = async (kind: 'brands' | 'categories' | 'suppliers', name: string) => {
      if (!name) return null;
      const key = `${kind}:${foldForSearch(name)}`;
      if (!ids.has(key))
        ids.set(
          key,
          kind === 'suppliers'
            ? await supplierIdByName(inTrx, name)
            : await labelIdByName(inTrx, kind, name),
        );
      return ids.get(key) ?? null;
    };
    const fresh: Insertable<ProductTable>[] = [];
    const ledger: Insertable<StockMovementTable>[] = [];
    for (const row of rows) {
      const { input } = row;
      const columns = {
        sku: input.sku,
        ean: input.ean ?? null,
        name: input.name,
        sort_name: foldForSearch(input.name),
        brand_id: await idOf('brands', row.brand),
        category_id: await idOf('categories', row.category),
        supplier_id: await idOf('suppliers', row.supplier),
        price_cents: euroToCents(input.price ?? 0),
        cost_cents:
          input.cost === null || input.cost === undefined ? null : euroToCents(input.cost),
        description: input.description ?? null,
        search_text: productSearch.textOf({
          name: input.name,
          sku: input.sku,
          ean: input.ean ?? null,
        }),
        updated_at: now,
      };
      const quantity = input.quantity ?? 0;
      let id = existing.get(input.sku);
      if (id) {
        await trx.updateTable('products').set(columns).where('id', '=', id).execute();
        const current = await trx
          .selectFrom('products')
          .select('quantity')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const delta = quantity - Number(current.quantity);
        if (delta !== 0)
          await applyMovement(trx, {
            productId: id,
            delta,
            reason: 'rettifica',
            userId: options.userId,
            note: 'Importazione CSV',
            at: now,
          });
      } else {
        id = crypto.randomUUID();
        fresh.push({ id, ...columns, quantity, user_id: options.userId, created_at: now });
        // The pieces a new product starts with came in: the ledger says so.
        if (quantity > 0)
          ledger.push({
            id: crypto.randomUUID(),
            product_id: id,
            delta: quantity,
            quantity_after: quantity,
            reason: 'carico',
            note: 'Importazione CSV',
            user_id: options.userId,
            ticket_id: null,
            created_at: now,
          });
      }
    }
    // New products and their ledger rows in multi-row inserts: one statement per few hundred
    // rows instead of three per row (10k rows on PostgreSQL: 14.5 s → see bench/results).
    for (let i = 0; i < fresh.length; i += INSERT_BATCH)
      await trx
        .insertInto('products')
        .values(fresh.slice(i, i + INSERT_BATCH))
        .execute();
    for (let i = 0; i < ledger.length; i += INSERT_BATCH)
      await trx
        .insertInto('stock_movements')
        .values(ledger.slice(i, i + INSERT_BATCH))
        .execute();
  });
  return report;
}

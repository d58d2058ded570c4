import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';
import { createSearchIndex, dropSearchIndex } from '../search-index';

/**
 * The warehouse (MODULES "Suppliers", "Brands", "Products"): suppliers, brands and
 * categories, products, and the stock ledger every quantity change goes through. Deleting what
 * products still use is refused by the database too (RESTRICT); a quantity below 0 cannot be
 * stored. The reasons are written out here: a migration keeps meaning what it meant.
 */
const REASONS = ['carico', 'scarico', 'rettifica', 'reso', 'ticket'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  await db.schema
    .createTable('suppliers')
    // SQLite: an INTEGER PRIMARY KEY rowid for the full-text index; the UUID is the identity.
    .$call((b) => (t.postgres ? b : b.addColumn('seq', 'integer', (c) => c.primaryKey())))
    .addColumn('id', 'text', (c) => (t.postgres ? c.primaryKey() : c.notNull().unique()))
    .addColumn('name', 'text', (c) => c.notNull())
    // The folded name: sorting by it is the same on both engines, accents and case aside.
    .addColumn('sort_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('notes', 'text')
    .addColumn('vat_number', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('suppliers_name_idx')
    .on('suppliers')
    .columns(['sort_name', 'id'])
    .execute();
  await db.schema
    .createIndex('suppliers_created_idx')
    .on('suppliers')
    .columns(['created_at', 'id'])
    .execute();
  await createSearchIndex(db, 'suppliers', t.postgres);

  for (const table of ['brands', 'categories']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      // Unique case- and accent-insensitively: "Samsung" and "samsung " are one brand.
      .addColumn('name_key', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text')
      .addColumn('created_at', t.instant, (c) => c.notNull())
      .addColumn('updated_at', t.instant, (c) => c.notNull())
      .execute();
  }

  await db.schema
    .createTable('products')
    .$call((b) => (t.postgres ? b : b.addColumn('seq', 'integer', (c) => c.primaryKey())))
    .addColumn('id', 'text', (c) => (t.postgres ? c.primaryKey() : c.notNull().unique()))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('ean', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_name', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'text', (c) => c.references('brands.id').onDelete('restrict'))
    .addColumn('category_id', 'text', (c) => c.references('categories.id').onDelete('restrict'))
    .addColumn('supplier_id', 'text', (c) => c.references('suppliers.id').onDelete('restrict'))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0).check(sql`quantity >= 0`))
    .addColumn('price_cents', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`price_cents >= 0`),
    )
    .addColumn('cost_cents', 'integer', (c) => c.check(sql`cost_cents >= 0`))
    .addColumn('description', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  for (const [name, columns] of [
    ['products_name_idx', ['sort_name', 'id']],
    ['products_sku_sort_idx', ['sku', 'id']],
    ['products_quantity_idx', ['quantity', 'id']],
    ['products_price_idx', ['price_cents', 'id']],
    ['products_updated_idx', ['updated_at', 'id']],
    ['products_brand_idx', ['brand_id']],
    ['products_category_idx', ['category_id']],
    ['products_supplier_idx', ['supplier_id']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('products')
      .columns([...columns])
      .execute();
  }
  // The reorder list and the dashboard counter read only these few rows.
  await db.schema
    .createIndex('products_low_stock_idx')
    .on('products')
    .columns(['supplier_id', 'sort_name'])
    .where(sql.ref('quantity'), '<', 5)
    .execute();
  await createSearchIndex(db, 'products', t.postgres);

  await db.schema
    .createTable('stock_movements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('delta', 'integer', (c) => c.notNull().check(sql`delta <> 0`))
    .addColumn('quantity_after', 'integer', (c) => c.notNull().check(sql`quantity_after >= 0`))
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason in (${sql.join(REASONS.map((r) => sql.lit(r)))})`),
    )
    .addColumn('note', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('ticket_id', 'text', (c) => c.references('tickets.id').onDelete('set null'))
    // Quotes come with their own migration; the link is kept as a plain id until then.
    .addColumn('quote_id', 'text')
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_movements_product_idx')
    .on('stock_movements')
    .columns(['product_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('stock_movements_ticket_idx')
    .on('stock_movements')
    .column('ticket_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = columnTypes(db).postgres;
  await db.schema.dropTable('stock_movements').execute();
  await dropSearchIndex(db, 'products', postgres);
  await db.schema.dropTable('products').execute();
  await db.schema.dropTable('categories').execute();
  await db.schema.dropTable('brands').execute();
  await dropSearchIndex(db, 'suppliers', postgres);
  await db.schema.dropTable('suppliers').execute();
}

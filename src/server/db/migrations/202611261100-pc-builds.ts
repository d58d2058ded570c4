import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';
import { createSearchIndex, dropSearchIndex } from '../search-index';

/**
 * PC builds (MODULES "PC builds"): the build with its totals as the pricing module
 * computed them (cents; rates in tenths of a percent), its components, and the per-month counter
 * of PC-YYYY-MM-NNNN numbers. Statuses and kinds are written out here: a migration keeps meaning
 * what it meant.
 */
const STATUSES = [
  'Bozza',
  'Proposta inviata',
  'Confermata',
  'In assemblaggio',
  'Completata',
  'Consegnata',
  'Annullata',
];
const KINDS = [
  'CPU',
  'Scheda madre',
  'RAM',
  'Scheda video',
  'Archiviazione',
  'Alimentatore',
  'Case',
  'Dissipatore',
  'Sistema operativo',
  'Monitor',
  'Periferiche',
  'Altro',
];
const oneOf = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const big = t.postgres ? 'bigint' : 'integer';
  await db.schema
    .createTable('pc_builds')
    // SQLite: an INTEGER PRIMARY KEY rowid for the full-text index; the UUID is the identity.
    .$call((b) => (t.postgres ? b : b.addColumn('seq', 'integer', (c) => c.primaryKey())))
    .addColumn('id', 'text', (c) => (t.postgres ? c.primaryKey() : c.notNull().unique()))
    .addColumn('build_number', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text')
    .addColumn('customer_email', 'text')
    .addColumn('customer_phone', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', STATUSES)))
    .addColumn('margin_tenths', 'integer', (c) => c.notNull())
    .addColumn('vat_tenths', 'integer', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('taxable_cents', big, (c) => c.notNull())
    .addColumn('vat_cents', big, (c) => c.notNull())
    .addColumn('total_cents', big, (c) => c.notNull())
    .addColumn('margin_cents', big, (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  for (const [name, columns] of [
    ['pc_builds_created_idx', ['created_at', 'id']],
    ['pc_builds_total_idx', ['total_cents', 'id']],
    ['pc_builds_status_idx', ['status', 'created_at', 'id']],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('pc_builds')
      .columns([...columns])
      .execute();
  await createSearchIndex(db, 'pc_builds', t.postgres);

  await db.schema
    .createTable('pc_build_components')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('build_id', 'text', (c) =>
      c.notNull().references('pc_builds.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', KINDS)))
    .addColumn('product_id', 'text', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('unit_cost_cents', big, (c) => c.notNull().check(sql`unit_cost_cents >= 0`))
    .addColumn('unit_price_cents', big, (c) => c.notNull())
    .addColumn('line_total_cents', big, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('pc_build_components_build_idx')
    .on('pc_build_components')
    .columns(['build_id', 'position'])
    .execute();

  await db.schema
    .createTable('pc_build_counters')
    .addColumn('period', 'text', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { postgres } = columnTypes(db);
  await db.schema.dropTable('pc_build_counters').execute();
  await db.schema.dropTable('pc_build_components').execute();
  await dropSearchIndex(db, 'pc_builds', postgres);
  await db.schema.dropTable('pc_builds').execute();
}

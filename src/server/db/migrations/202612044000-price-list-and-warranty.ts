import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * The repair price list (one row per brand, model and repair, price in cents VAT included, the
 * warehouse parts it uses as a JSON array of product ids) and the warranty a new ticket is
 * matched to: the earlier delivered ticket's id, number, delivery and warranty end, copied onto
 * the new ticket when it is matched (decision 030), so no list or page reads another ticket.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('price_list')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('repair', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('product_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('minutes', 'integer', (c) => c.check(sql`minutes >= 0`))
    .addColumn('warranty_months', 'integer', (c) => c.check(sql`warranty_months >= 0`))
    // Brand, model and repair folded (search/text-search.ts), joined by a tab: one entry each.
    .addColumn('entry_key', 'text', (c) => c.notNull().unique())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('tickets')
    .addColumn('price_list_id', 'text', (c) => c.references('price_list.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('tickets')
    .addColumn('warranty_ticket_id', 'text', (c) => c.references('tickets.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('tickets').addColumn('warranty_ticket_number', 'text').execute();
  await db.schema.alterTable('tickets').addColumn('warranty_delivered_at', t.instant).execute();
  await db.schema.alterTable('tickets').addColumn('warranty_until', 'text').execute();
  // The match looks an IMEI up among the tickets; most tickets have none.
  await db.schema
    .createIndex('tickets_imei_idx')
    .on('tickets')
    .column('imei')
    .where(sql.ref('imei'), 'is not', null)
    .execute();
  // The list's warranty=true filter and the dashboard's count read only warranty returns.
  await db.schema
    .createIndex('tickets_warranty_idx')
    .on('tickets')
    .columns(['created_at', 'id'])
    .where(sql.ref('warranty_ticket_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tickets_warranty_idx').execute();
  await db.schema.dropIndex('tickets_imei_idx').execute();
  for (const name of [
    'warranty_until',
    'warranty_delivered_at',
    'warranty_ticket_number',
    'warranty_ticket_id',
    'price_list_id',
  ]) {
    await db.schema.alterTable('tickets').dropColumn(name).execute();
  }
  await db.schema.dropTable('price_list').execute();
}

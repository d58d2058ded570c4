import { type Kysely, sql } from 'kysely';

/**
 * How many of an order line's received pieces a supplier invoice has billed. Pieces received by
 * hand before their invoice is loaded are already on the shelf: the invoice takes them (no second
 * carico) up to `received_quantity − invoiced_quantity`. Earlier lines count as billed what came
 * in through an invoice's own carico (their receipts link that movement).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('purchase_order_lines')
    .addColumn('invoiced_quantity', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update purchase_order_lines set invoiced_quantity = (
      select coalesce(sum(r.quantity), 0) from purchase_order_receipts r
      where r.line_id = purchase_order_lines.id and r.movement_id in
        (select l.movement_id from supplier_invoice_lines l where l.movement_id is not null))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('purchase_order_lines').dropColumn('invoiced_quantity').execute();
}

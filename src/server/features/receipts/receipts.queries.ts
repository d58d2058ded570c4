import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { DialectName } from '../../db/database';
import { afterKey } from '../../db/keyset';
import type { DB } from '../../db/schema';
import type { FiscalReceiptStatus, FiscalReceiptsTable } from '../../db/tables/fiscal-tables';

/** Kysely only: documenti commerciali and their printing state. */

export async function insertReceipt(db: Kysely<DB>, row: Insertable<FiscalReceiptsTable>) {
  await db.insertInto('fiscal_receipts').values(row).execute();
}

export function selectReceipt(db: Kysely<DB>, id: string) {
  return db.selectFrom('fiscal_receipts').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes the job: only a receipt not yet emitted whose lease has run out (or never began), so two
 * workers — a request and the sweep, or two servers — never send the same document together.
 */
export async function leaseReceipt(db: Kysely<DB>, id: string, now: string, until: string) {
  const res = await db
    .updateTable('fiscal_receipts')
    .set({ status: 'in_stampa', lease_until: until, attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .where('status', 'in', ['da_emettere', 'in_stampa', 'errore'])
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return res.numUpdatedRows === 1n;
}

export async function updateReceipt(
  db: Kysely<DB>,
  id: string,
  patch: Updateable<FiscalReceiptsTable>,
) {
  await db.updateTable('fiscal_receipts').set(patch).where('id', '=', id).execute();
}

/** Receipts a restart or an outage left behind, oldest first. */
export function selectPendingReceiptIds(db: Kysely<DB>, now: string, limit: number) {
  return db
    .selectFrom('fiscal_receipts')
    .select('id')
    .where('status', 'in', ['da_emettere', 'in_stampa'])
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * GET /api/receipts: newest first, keyset on (created_at, id); `statuses` keeps only those
 * (fiscal_receipts_pending_idx on (status, created_at) serves that filter).
 */
export function selectReceipts(
  db: Kysely<DB>,
  limit: number,
  filter: { after?: readonly [string, string]; statuses?: readonly FiscalReceiptStatus[] },
) {
  let query = db
    .selectFrom('fiscal_receipts')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (filter.statuses) query = query.where('status', 'in', filter.statuses);
  if (filter.after) query = query.where(afterKey(['created_at', 'id'], filter.after, 'desc'));
  return query.execute();
}

/** How many documents are in these states (*Da sistemare* on /cassa). */
export async function countReceipts(db: Kysely<DB>, statuses: readonly FiscalReceiptStatus[]) {
  const row = await db
    .selectFrom('fiscal_receipts')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('status', 'in', statuses)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** What earlier sale documents of this ticket certified (its deposits), in cents. */
export async function selectTicketCertifiedCents(db: Kysely<DB>, ticketId: string) {
  const row = await db
    .selectFrom('fiscal_receipts')
    .select((eb) => eb.fn.sum<number | string | null>('total_cents').as('cents'))
    .where('ticket_id', '=', ticketId)
    .where('kind', '=', 'vendita')
    .where('status', '!=', 'errore')
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}

/** A ticket's documents still waiting for the RT (the intake deposit's, just committed). */
export function selectTicketPendingReceiptIds(db: Kysely<DB>, ticketId: string) {
  return db
    .selectFrom('fiscal_receipts')
    .select('id')
    .where('ticket_id', '=', ticketId)
    .where('status', '=', 'da_emettere')
    .execute();
}

/** The sale documents of a counter sale (one, unless a retry of the page wrote more). */
export function selectSaleReceipt(db: Kysely<DB>, saleId: string) {
  return db
    .selectFrom('fiscal_receipts')
    .selectAll()
    .where('sale_id', '=', saleId)
    .where('kind', '=', 'vendita')
    .executeTakeFirst();
}

/** The cancellation already recorded for a document, if any. */
export function selectVoidOf(db: Kysely<DB>, receiptId: string) {
  return db
    .selectFrom('fiscal_receipts')
    .select('id')
    .where('related_receipt_id', '=', receiptId)
    .where('kind', '=', 'annullo')
    .executeTakeFirst();
}

/** The document, its row locked on PostgreSQL until the correction commits. */
export function lockedReceipt(trx: Kysely<DB>, dialect: DialectName, id: string) {
  const query = trx.selectFrom('fiscal_receipts').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** What returns citing this document already gave back, in cents (a positive number). */
export async function selectReturnedCents(db: Kysely<DB>, receiptId: string) {
  const row = await db
    .selectFrom('fiscal_receipts')
    .select((eb) => eb.fn.sum<number | string | null>('total_cents').as('cents'))
    .where('related_receipt_id', '=', receiptId)
    .where('kind', '=', 'reso')
    .executeTakeFirst();
  return -Number(row?.cents ?? 0);
}

/** The repair's price and its parts *venduti a parte* (per product and price): what a ticket sold. */
export async function selectTicketSold(db: Kysely<DB>, ticketId: string) {
  const [ticket, parts] = await Promise.all([
    db.selectFrom('tickets').select('price_cents').where('id', '=', ticketId).executeTakeFirst(),
    db
      .selectFrom('stock_movements as m')
      .innerJoin('products as p', 'p.id', 'm.product_id')
      .select(['p.name', 'm.sold_price_cents', sql<number | string>`-sum(m.delta)`.as('quantity')])
      .where('m.ticket_id', '=', ticketId)
      .where('m.reason', '=', 'ticket')
      .where('m.sold_price_cents', 'is not', null)
      .groupBy(['p.id', 'p.name', 'm.sold_price_cents'])
      .having(sql<boolean>`sum(m.delta) < 0`)
      .orderBy('p.name')
      .execute(),
  ]);
  return {
    priceCents: ticket?.price_cents == null ? 0 : Number(ticket.price_cents),
    parts: parts.map((p) => ({
      name: p.name,
      quantity: Number(p.quantity),
      unitCents: Number(p.sold_price_cents),
    })),
  };
}

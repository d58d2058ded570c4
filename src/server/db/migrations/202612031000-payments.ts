import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/**
 * What customers pay (and get back): one row per movement, never edited or deleted; a mistake is
 * reversed by a storno, the opposite entry, linked both ways. The ticket's `deposit_cents` moves
 * here as each ticket's first payment and the column goes, so the money a ticket has received has
 * one source. Lists written out, not imported: a migration keeps meaning what it meant.
 */
const METHODS = [
  'contanti',
  'carta',
  'bancomat',
  'bonifico',
  'assegno',
  'satispay',
  'paypal',
  'altro',
];
const oneOf = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
const BATCH = 1000;

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('payments')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    // As the tickets' link: a customer with payments is not deleted; a merge moves them.
    .addColumn('customer_id', 'text', (c) => c.references('customers.id'))
    // A purged ticket leaves its payments: they are the shop's cash records.
    .addColumn('ticket_id', 'text', (c) => c.references('tickets.id').onDelete('set null'))
    // The invoices table comes later; the link is checked by the invoices feature.
    .addColumn('invoice_id', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('direction', 'text', (c) =>
      c.notNull().check(oneOf('direction', ['incasso', 'rimborso'])),
    )
    .addColumn('method', 'text', (c) => c.notNull().check(oneOf('method', METHODS)))
    .addColumn('paid_at', t.instant, (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('reversed_by', 'text', (c) => c.references('payments.id'))
    .addColumn('reverses_id', 'text', (c) => c.references('payments.id'))
    .execute();
  // The day's cash count and the list walk paid_at; an employee's own day adds user_id.
  await index(db, 'payments_paid_at_idx', ['paid_at', 'id']);
  await index(db, 'payments_user_paid_idx', ['user_id', 'paid_at']);
  await index(db, 'payments_ticket_idx', ['ticket_id', 'paid_at']);
  await index(db, 'payments_customer_idx', ['customer_id', 'paid_at']);
  // A payment is reversed at most once, whatever two admins click at the same time.
  await db.schema
    .createIndex('payments_reverses_idx')
    .ifNotExists()
    .unique()
    .on('payments')
    .column('reverses_id')
    .execute();
  if (await hasTicketColumn(db, 'deposit_cents')) {
    await copyDeposits(db);
    await db.schema.alterTable('tickets').dropColumn('deposit_cents').execute();
  }
}

function index(db: Kysely<unknown>, name: string, columns: string[]) {
  return db.schema.createIndex(name).ifNotExists().on('payments').columns(columns).execute();
}

interface DepositRow {
  id: string;
  customer_id: string | null;
  deposit_cents: number | string;
  user_id: string | null;
  created_at: string | Date;
}

/**
 * Each deposit becomes a cash payment 'Acconto' made when the ticket was created, by its creator,
 * for the ticket's customer (linked by the customers migration, which runs first);
 * a ticket that already has it is skipped, so a second run adds nothing. In batches of ids, so a
 * large shop is never read into memory at once.
 */
export async function copyDeposits(db: Kysely<unknown>): Promise<void> {
  let after = '';
  for (;;) {
    const { rows } = await sql<DepositRow>`
      select t.id, t.customer_id, t.deposit_cents, t.user_id, t.created_at
      from tickets t
      where t.deposit_cents > 0 and t.id > ${after}
        and not exists (select 1 from payments p where p.ticket_id = t.id and p.note = 'Acconto'
          and p.reverses_id is null)
      order by t.id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    await sql`insert into payments (id, customer_id, ticket_id, amount_cents, direction, method,
        paid_at, note, user_id, created_at) values ${sql.join(
          rows.map(
            (row) => sql`(${crypto.randomUUID()}, ${row.customer_id}, ${row.id},
              ${Number(row.deposit_cents)}, 'incasso', 'contanti', ${row.created_at}, 'Acconto',
              ${row.user_id}, ${row.created_at})`,
          ),
        )}`.execute(db);
    after = rows[rows.length - 1]?.id ?? after;
  }
}

async function hasTicketColumn(db: Kysely<unknown>, name: string): Promise<boolean> {
  const tables = await db.introspection.getTables();
  return (
    tables.find((table) => table.name === 'tickets')?.columns.some((c) => c.name === name) ?? false
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tickets')
    .addColumn('deposit_cents', 'integer', (c) => c.check(sql`deposit_cents >= 0`))
    .execute();
  await sql`update tickets set deposit_cents = (select sum(p.amount_cents) from payments p
    where p.ticket_id = tickets.id and p.note = 'Acconto' and p.reverses_id is null)`.execute(db);
  await db.schema.dropTable('payments').execute();
}

import { type Insertable, sql } from 'kysely';
import type {
  TicketAttachmentsTable,
  TicketsTable,
} from '../../src/server/db/tables/ticket-tables';
import { ticketSearch } from '../../src/server/features/tickets/ticket-search';
import { formatTicketNumber, ticketPeriod } from '../../src/shared/tickets/ticket-number';
import { TICKET_STATUSES, type TicketStatus } from '../../src/shared/tickets/ticket-status';
import type { BenchApp } from '../lib/bench-app';
import {
  DETAILS,
  DEVICES,
  DOMAINS,
  FAULTS,
  FIRST_NAMES,
  mulberry32,
  SURNAMES,
  zipfPicker,
} from './italian-data';

const DAY = 86_400_000;
/** The statuses of a repair under way (Rifiutato and Chiuso end it). */
const OPEN_STATUSES: TicketStatus[] = TICKET_STATUSES.filter(
  (s) => s !== 'Rifiutato' && s !== 'Chiuso',
);

export interface SeedResult {
  rows: number;
  seconds: number;
  /** Real values the scenarios search for. */
  terms: { rareNumber: string; phoneFragment: string };
}

/**
 * `rows` tickets over the last three years (seed 42, so every run has the same data), numbered
 * per Rome month like the app does; old tickets are mostly closed. Inserted in multi-row
 * statements inside transactions; on PostgreSQL the trigram index is built after the load.
 */
export async function seedTickets(bench: BenchApp, rows: number): Promise<SeedResult> {
  const started = performance.now();
  const random = mulberry32(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const surname = zipfPicker(SURNAMES.length, random);
  const now = Date.now();
  const start = now - 3 * 365 * DAY;
  const counters = new Map<string, number>();
  const db = bench.database.db;
  const postgres = bench.engine === 'postgres';
  // Building the trigram index once after the load is far cheaper than updating it per row.
  const trigram =
    postgres &&
    (await sql`select 1 from pg_indexes where indexname = 'tickets_search_trgm_idx'`.execute(db))
      .rows.length > 0;
  if (trigram) await sql`drop index tickets_search_trgm_idx`.execute(db);

  const batchSize = postgres ? 1000 : 500;
  let rareNumber = '';
  let phoneFragment = '';
  for (let offset = 0; offset < rows; offset += batchSize) {
    const batch: Insertable<TicketsTable>[] = [];
    const attachments: Insertable<TicketAttachmentsTable>[] = [];
    for (let i = offset; i < Math.min(rows, offset + batchSize); i += 1) {
      const created = new Date(
        start + Math.floor(((now - start) * i) / rows) + Math.floor(random() * 1000),
      );
      const period = ticketPeriod(created);
      const sequence = (counters.get(period) ?? 0) + 1;
      counters.set(period, sequence);
      const first = pick(FIRST_NAMES);
      const last = SURNAMES[surname()] ?? 'Rossi';
      const phone = `+393${String(Math.floor(random() * 1e9)).padStart(9, '0')}`;
      const age = now - created.getTime();
      const status: TicketStatus =
        age > 60 * DAY
          ? random() < 0.92
            ? 'Chiuso'
            : random() < 0.5
              ? 'Rifiutato'
              : 'Pronto per il ritiro'
          : pick(OPEN_STATUSES);
      const isPublic = random() < 0.2;
      const fields = {
        ticket_number: formatTicketNumber(period, sequence),
        customer_name: `${first} ${last}`,
        customer_email: `${first}.${last}${Math.floor(random() * 100)}@${pick(DOMAINS)}`
          .toLowerCase()
          .normalize('NFD')
          .replaceAll(/[\u0300-\u036f' ]/g, ''),
        customer_phone: random() < 0.9 ? phone : null,
        device_type: pick(DEVICES),
        description: `${pick(FAULTS)}. ${pick(DETAILS)}`.trim(),
      };
      if (i === Math.floor(rows / 3)) rareNumber = fields.ticket_number;
      if (i === Math.floor(rows / 2)) phoneFragment = phone.slice(-6, -2);
      const iso = created.toISOString();
      const id = crypto.randomUUID();
      const r = random();
      batch.push({
        id,
        ...fields,
        status,
        priority: r < 0.25 ? ('low' as const) : r < 0.85 ? ('medium' as const) : ('high' as const),
        price_cents: random() < 0.6 ? 1000 + Math.floor(random() * 90_000) : null,
        password: random() < 0.3 ? String(Math.floor(random() * 1e6)).padStart(6, '0') : null,
        purchase_date: null,
        order_id: null,
        user_id: isPublic ? null : pick(bench.staffIds),
        assigned_to: random() < 0.5 ? pick(bench.staffIds) : null,
        created_via: isPublic ? ('public' as const) : ('staff' as const),
        search_text: ticketSearch.textOf(fields),
        created_at: iso,
        updated_at: new Date(created.getTime() + Math.floor(random() * 5 * DAY)).toISOString(),
      });
      if (random() < 0.12) {
        attachments.push({
          id: crypto.randomUUID(),
          ticket_id: id,
          storage_key: `ticket-attachments/${id}/${crypto.randomUUID()}.jpg`,
          file_type: 'image' as const,
          mime_type: 'image/jpeg',
          size_bytes: 150_000,
          original_name: 'foto.jpg',
          uploaded_at: iso,
        });
      }
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('tickets').values(batch).execute();
      if (attachments.length > 0)
        await trx.insertInto('ticket_attachments').values(attachments).execute();
    });
  }
  await db
    .insertInto('ticket_counters')
    .values([...counters].map(([period, last_value]) => ({ period, last_value })))
    .execute();
  if (trigram) {
    await sql`create index tickets_search_trgm_idx on tickets using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
  }
  // PostgreSQL: the visibility map too (autovacuum's work on a live database), or the index-only
  // scans of the dashboard's counts visit the heap for every row of a table just bulk-loaded.
  await (postgres ? sql`vacuum analyze` : sql`analyze`).execute(db);
  return {
    rows,
    seconds: (performance.now() - started) / 1000,
    terms: { rareNumber, phoneFragment },
  };
}

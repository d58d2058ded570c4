import { type Insertable, sql } from 'kysely';
import { backfillCustomers } from '../../src/server/db/customer-backfill';
import type { TicketsTable } from '../../src/server/db/tables/ticket-tables';
import { customerSearch } from '../../src/server/features/customers/customer-search';
import { ticketSearch } from '../../src/server/features/tickets/ticket-search';
import { phoneKey } from '../../src/server/phone/phone-key';
import { taxCodeCheckCharacter } from '../../src/shared/customers/tax-code';
import type { BenchApp } from '../lib/bench-app';
import { DEVICES, DOMAINS, FIRST_NAMES, mulberry32, SURNAMES, zipfPicker } from './italian-data';

const DAY = 86_400_000;
/** The customer whose page the benchmark opens: this many tickets. */
export const HEAVY_DOCUMENTS = 500;

export interface CustomersSeed {
  tickets: number;
  customers: number;
  seedSeconds: number;
  backfillSeconds: number;
  /** Peak resident memory of this process during the backfill, and at its start (MB). */
  backfillPeakMb: number;
  backfillStartMb: number;
  terms: { taxCode: string; phoneDigits: string; heavyId: string };
}

interface Person {
  name: string;
  email: string;
  phone: string | null;
}

/**
 * `tickets` tickets of `tickets / 5` people over three years (seed 7), as the counter wrote them
 * before the register: each ticket copies its person's name, e-mail and phone. One person has
 * HEAVY_DOCUMENTS open tickets. Then the backfill builds the register (timed, memory sampled),
 * and most customers get a codice fiscale, as staff would add over time.
 */
export async function seedCustomers(bench: BenchApp, tickets: number): Promise<CustomersSeed> {
  const started = performance.now();
  const random = mulberry32(7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const surname = zipfPicker(SURNAMES.length, random);
  const people: Person[] = Array.from({ length: Math.max(1, Math.floor(tickets / 5)) }, (_, i) => {
    const first = pick(FIRST_NAMES);
    const last = SURNAMES[surname()] ?? 'Rossi';
    const email = `${first}.${last}${i}@${pick(DOMAINS)}`
      .toLowerCase()
      .normalize('NFD')
      .replaceAll(/[\u0300-\u036f' ]/g, '');
    const phone =
      random() < 0.9 ? `+393${String(Math.floor(random() * 1e9)).padStart(9, '0')}` : null;
    return { name: `${first} ${last}`, email, phone };
  });
  const heavy = people[0] as Person;
  const db = bench.database.db;
  const postgres = bench.engine === 'postgres';
  if (postgres) await sql`drop index if exists tickets_search_trgm_idx`.execute(db);
  const now = Date.now();
  const start = now - 3 * 365 * DAY;
  const total = tickets + HEAVY_DOCUMENTS;
  for (let offset = 0; offset < total; offset += 1000) {
    const batch: Insertable<TicketsTable>[] = [];
    for (let i = offset; i < Math.min(total, offset + 1000); i += 1) {
      const person =
        i >= tickets ? heavy : (people[Math.floor(random() * people.length)] as Person);
      const created = new Date(start + Math.floor(((now - start) * (i % tickets)) / tickets) + i);
      const fields = {
        ticket_number: `FM-${String(i).padStart(8, '0')}`,
        customer_name: person.name,
        customer_email: person.email,
        customer_phone: person.phone,
        device_type: pick(DEVICES),
        description: 'Schermo rotto',
      };
      batch.push({
        id: crypto.randomUUID(),
        ...fields,
        status: i >= tickets || now - created.getTime() < 60 * DAY ? 'In lavorazione' : 'Chiuso',
        price_cents: 5000 + Math.floor(random() * 20_000),
        search_text: ticketSearch.textOf(fields),
        created_at: created.toISOString(),
        updated_at: created.toISOString(),
      });
    }
    await db.insertInto('tickets').values(batch).execute();
  }
  if (postgres)
    await sql`create index tickets_search_trgm_idx on tickets using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
  const seedSeconds = (performance.now() - started) / 1000;

  // Sampled after every batch: SQLite's driver is synchronous, so a timer would never fire.
  const startMb = process.memoryUsage().rss / 1e6;
  let peakMb = startMb;
  const backfillStarted = performance.now();
  const totals = await db.transaction().execute((trx) =>
    backfillCustomers(trx as never, {
      progress: () => {
        peakMb = Math.max(peakMb, process.memoryUsage().rss / 1e6);
      },
    }),
  );
  const backfillSeconds = (performance.now() - backfillStarted) / 1000;

  const taxCode = await addTaxCodes(bench);
  await (postgres ? sql`vacuum analyze` : sql`analyze`).execute(db);
  const heavyRow = await db
    .selectFrom('customers')
    .select('id')
    .where('email_key', '=', heavy.email)
    .executeTakeFirstOrThrow();
  const phoneOf = people.slice(Math.floor(people.length / 2)).find((p) => p.phone)?.phone ?? '';
  return {
    tickets: total,
    customers: totals.customers,
    seedSeconds,
    backfillSeconds,
    backfillPeakMb: peakMb,
    backfillStartMb: startMb,
    terms: { taxCode, phoneDigits: phoneOf.slice(-7), heavyId: heavyRow.id },
  };
}

/** Nine customers in ten get a codice fiscale (well-formed, with its check character). */
async function addTaxCodes(bench: BenchApp): Promise<string> {
  const db = bench.database.db;
  const random = mulberry32(11);
  const letters = () => String.fromCharCode(65 + Math.floor(random() * 26));
  let sample = '';
  let after = '';
  for (;;) {
    const rows = await db
      .selectFrom('customers')
      .select(['id', 'display_name', 'email', 'phone'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(2000)
      .execute();
    if (rows.length === 0) break;
    after = rows[rows.length - 1]?.id ?? after;
    const updates = rows.flatMap((row) => {
      if (random() >= 0.9) return [];
      const digits = String(Math.floor(random() * 1e9)).padStart(9, '0');
      const body = `${Array.from({ length: 6 }, letters).join('')}${digits.slice(0, 2)}A${digits.slice(2, 4)}H${digits.slice(4, 7)}`;
      const tax_code = `${body}${taxCodeCheckCharacter(body)}`;
      if (!sample) sample = tax_code;
      const search_text = customerSearch.textOf({
        ...row,
        tax_code,
        vat_number: null,
        pec: null,
        phone2: null,
        phone_key: phoneKey(row.phone),
        phone2_key: null,
        city: null,
      });
      return [{ id: row.id, tax_code, search_text }];
    });
    await bulkUpdate(bench, updates);
  }
  return sample;
}

async function bulkUpdate(
  bench: BenchApp,
  rows: { id: string; tax_code: string; search_text: string }[],
) {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows);
  const source =
    bench.engine === 'postgres'
      ? sql`jsonb_to_recordset(${json}::jsonb) as m(id text, tax_code text, search_text text)`
      : sql`(select json_extract(value, '$.id') as id, json_extract(value, '$.tax_code') as tax_code,
          json_extract(value, '$.search_text') as search_text from json_each(${json})) as m`;
  await sql`update customers set tax_code = m.tax_code, search_text = m.search_text
    from ${source} where customers.id = m.id`.execute(bench.database.db);
}

import { type Insertable, sql } from 'kysely';
import type { QuoteItemTable, QuoteTable } from '../../src/server/db/tables/quote-tables';
import { quoteSearch } from '../../src/server/features/quotes/quote-search';
import { priceLines } from '../../src/shared/pricing';
import type { BenchApp } from '../lib/bench-app';
import { FIRST_NAMES, mulberry32, SURNAMES, zipfPicker } from './italian-data';

const STATUSES = ['Bozza', 'Inviato', 'Accettato', 'Rifiutato', 'Scaduto'] as const;
const LINES = [
  'Display originale',
  'Batteria',
  'Manodopera',
  'Connettore di ricarica',
  'Diagnosi',
  'Pellicola in vetro',
  'SSD 500 GB',
  'Recupero dati',
];

export interface QuotesSeed {
  quotes: number;
  items: number;
  seconds: number;
  terms: { surname: string; number: string; email: string };
}

/**
 * `quotes` quotes of five lines each over five years (seed 14), customers from the same weighted
 * Italian names as the tickets, a third with an expiry date; priced by the pricing module as the
 * app would. Multi-row inserts in transactions; PostgreSQL's trigram index built after the load.
 */
export async function seedQuotes(bench: BenchApp, quotes: number): Promise<QuotesSeed> {
  const started = performance.now();
  const db = bench.database.db;
  const random = mulberry32(14);
  const surname = zipfPicker(SURNAMES.length, random);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const postgres = bench.engine === 'postgres';
  if (postgres) await sql`drop index if exists quotes_search_trgm_idx`.execute(db);
  const fiveYears = 5 * 365 * 86_400_000;
  const now = Date.now();
  const numbers = new Set<string>();
  let sample = { number: '', email: '' };
  const BATCH = 400;
  for (let start = 0; start < quotes; start += BATCH) {
    await db.transaction().execute(async (trx) => {
      const rows: Insertable<QuoteTable>[] = [];
      const items: Insertable<QuoteItemTable>[] = [];
      for (let k = 0; k < Math.min(BATCH, quotes - start); k++) {
        const at = new Date(now - Math.floor(((quotes - start - k) / quotes) * fiveYears));
        const period = at.toISOString().slice(0, 7);
        let number: string;
        do number = `QT-${period}-${10_000 + Math.floor(random() * 90_000)}`;
        while (numbers.has(number));
        numbers.add(number);
        const name = `${pick(FIRST_NAMES)} ${SURNAMES[surname()]}`;
        const email = `${name.toLowerCase().replaceAll(' ', '.')}${k % 7}@example.it`;
        const lines = Array.from({ length: 5 }, () => ({
          quantity: 1 + Math.floor(random() * 3),
          unitCostCents: 500 + Math.floor(random() * 20_000),
        }));
        const totals = priceLines(lines, 300, 220);
        const id = crypto.randomUUID();
        const expiry = random() < 0.33 ? new Date(at.getTime() + 30 * 86_400_000) : null;
        const expiryDate = expiry ? expiry.toISOString().slice(0, 10) : null;
        const row = { quote_number: number, customer_name: name, customer_email: email };
        if (start + k === Math.floor(quotes / 2)) sample = { number, email };
        rows.push({
          id,
          ...row,
          customer_phone: null,
          status: pick(STATUSES),
          expiry_date: expiryDate,
          expiry_key: expiryDate ?? '9999-12-31',
          margin_tenths: 300,
          vat_hundredths: 2200,
          notes: null,
          ticket_id: null,
          user_id: bench.staffIds[0] ?? null,
          taxable_cents: totals.taxableCents,
          vat_cents: totals.vatAmountCents,
          total_cents: totals.totalCents,
          margin_cents: totals.marginAmountCents,
          search_text: quoteSearch.textOf(row),
          created_at: at.toISOString(),
          updated_at: at.toISOString(),
        });
        totals.lines.forEach((line, position) => {
          items.push({
            id: crypto.randomUUID(),
            quote_id: id,
            position,
            product_id: null,
            description: pick(LINES),
            quantity: line.quantity,
            unit_cost_cents: line.unitCostCents ?? 0,
            unit_price_cents: line.unitPriceCents,
            line_total_cents: line.lineTotalCents,
          });
        });
      }
      await trx.insertInto('quotes').values(rows).execute();
      await trx.insertInto('quote_items').values(items).execute();
    });
  }
  if (postgres)
    await sql`create index quotes_search_trgm_idx on quotes using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
  await sql`analyze`.execute(db);
  return {
    quotes,
    items: quotes * 5,
    seconds: (performance.now() - started) / 1000,
    terms: { surname: SURNAMES[0] ?? 'Rossi', ...sample },
  };
}

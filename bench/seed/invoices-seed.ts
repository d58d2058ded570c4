import { type Insertable, sql } from 'kysely';
import type { InvoiceLineTable, InvoiceTable } from '../../src/server/db/tables/invoice-tables';
import { invoiceSearch } from '../../src/server/features/invoices/invoice-search';
import { taxCodeCheckCharacter } from '../../src/shared/customers/tax-code';
import type { BenchApp } from '../lib/bench-app';
import { benchCustomerRow } from './customer-row';
import { FIRST_NAMES, mulberry32, SURNAMES } from './italian-data';

/** The month the export reads: this many invoices issued in it. */
export const EXPORT_MONTH = '2026-03';
export const EXPORT_INVOICES = 5000;
const BATCH = 500;

export interface InvoicesSeed {
  invoices: number;
  seedSeconds: number;
  customerId: string;
  terms: { surname: string; taxCode: string; number: string };
}

const SHOP = {
  company_name: 'Laboratorio Bench S.r.l.',
  vat_number: '00743110157',
  regime_fiscale: 'RF01' as const,
  street: 'Via Roma 1',
  postal_code: '20121',
  city: 'Milano',
  province: 'MI',
};

/**
 * `count` issued invoices of 2026 (one line at 22 % each) to 2,000 people, numbers 1…count in
 * date order up to 20 November, EXPORT_INVOICES of them in EXPORT_MONTH; the shop ready to
 * issue, one customer of the register for the drafts the issuing scenario makes.
 */
export async function seedInvoices(bench: BenchApp, count: number): Promise<InvoicesSeed> {
  const started = performance.now();
  const db = bench.database.db;
  const random = mulberry32(7);
  await db
    .updateTable('invoicing_settings')
    .set({ ...SHOP, next_file_progressive: count + 1 })
    .where('id', '=', 1)
    .execute();
  const seller = JSON.stringify({
    ...SHOP,
    first_name: null,
    last_name: null,
    tax_code: null,
    country: 'IT',
    rea_office: null,
    rea_number: null,
    iban: null,
    pec: null,
  });
  const people = Array.from({ length: 2000 }, (_, i) => {
    const surname = SURNAMES[i % SURNAMES.length] ?? 'Rossi';
    const first = FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)] ?? 'Mario';
    const head = `${surname.slice(0, 3)}${first.slice(0, 3)}`.toUpperCase().padEnd(6, 'X');
    const body = `${head}${String(50 + (i % 50))}A${String(1 + (i % 28)).padStart(2, '0')}F205`;
    return { surname, first, taxCode: `${body}${taxCodeCheckCharacter(body)}` };
  });
  const outside = count - EXPORT_INVOICES;
  for (let start = 0; start < count; start += BATCH) {
    const invoices: Insertable<InvoiceTable>[] = [];
    const lines: Insertable<InvoiceLineTable>[] = [];
    for (let n = start + 1; n <= Math.min(count, start + BATCH); n++) {
      // Before the export month: January and February; after it: April to December.
      const day =
        n <= outside / 3
          ? dateIn(1 + Math.floor((n / (outside / 3)) * 57))
          : n <= outside / 3 + EXPORT_INVOICES
            ? `${EXPORT_MONTH}-${String(1 + Math.floor(((n - outside / 3) / EXPORT_INVOICES) * 30)).padStart(2, '0')}`
            : dateIn(
                91 +
                  Math.floor(((n - outside / 3 - EXPORT_INVOICES) / (outside * (2 / 3) + 1)) * 230),
              );
      const person = people[n % people.length] ?? people[0];
      const id = crypto.randomUUID();
      const net = 1000 + Math.floor(random() * 50_000);
      const vat = Math.round(net * 0.22);
      const snapshot = {
        customer_kind: 'privato' as const,
        customer_name: `${person?.surname} ${person?.first}`,
        customer_first_name: person?.first ?? null,
        customer_last_name: person?.surname ?? null,
        customer_company_name: null,
        customer_tax_code: person?.taxCode ?? null,
        customer_vat_number: null,
        customer_sdi_code: null,
        customer_pec: null,
        customer_email: null,
        customer_street: 'Via Garibaldi 10',
        customer_postal_code: '00184',
        customer_city: 'Roma',
        customer_province: 'RM',
        customer_country: 'IT',
      };
      const number = `${n}/2026`;
      const at = `${day}T10:00:00.000Z`;
      invoices.push({
        id,
        kind: 'TD01',
        status: 'emessa',
        number,
        number_year: 2026,
        number_seq: n,
        issue_date: day,
        sort_key: `I2026${String(n).padStart(9, '0')}`,
        file_progressive: n.toString(36).toUpperCase().padStart(5, '0'),
        customer_id: null,
        ...snapshot,
        seller,
        payment_method: 'MP08',
        taxable_cents: net,
        vat_cents: vat,
        stamp_duty_cents: 0,
        total_cents: net + vat,
        search_text: invoiceSearch.textOf({ ...snapshot, number }),
        created_at: at,
        updated_at: at,
      });
      lines.push({
        id: crypto.randomUUID(),
        invoice_id: id,
        position: 1,
        description: 'Riparazione smartphone: sostituzione display',
        quantity_hundredths: 100,
        unit_price_e8: net * 1_000_000,
        price_includes_vat: 0,
        vat_rate_hundredths: 2200,
        natura: null,
        discount_hundredths: null,
        line_total_cents: net,
      });
    }
    await db.insertInto('invoices').values(invoices).execute();
    await db.insertInto('invoice_lines').values(lines).execute();
  }
  await db
    .insertInto('invoice_counters')
    .values({ year: 2026, last_number: count, last_date: '2026-11-20' })
    .execute();
  const customer = benchCustomerRow(people[0] ?? { first: 'Mario', surname: 'Rossi', taxCode: '' });
  await db.insertInto('customers').values(customer).execute();
  // As a live database has them: statistics, and on PostgreSQL the visibility map (autovacuum's
  // work) that lets a month's first and last place be read from the index alone.
  await (bench.engine === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
  const sample = people[17] ?? people[0];
  return {
    invoices: count,
    seedSeconds: (performance.now() - started) / 1000,
    customerId: customer.id,
    terms: {
      surname: sample?.surname ?? 'Rossi',
      taxCode: sample?.taxCode ?? '',
      number: `${Math.floor(count / 2)}/2026`,
    },
  };
}

/** The date `dayOfYear` days after 1 January 2026 (0-based). */
function dateIn(dayOfYear: number): string {
  return new Date(Date.UTC(2026, 0, 1 + Math.min(dayOfYear, 364))).toISOString().slice(0, 10);
}

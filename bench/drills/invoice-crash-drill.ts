import type { DialectName } from '../../src/server/db/database';
import { BENCH_LOGIN, type BenchApp, openBenchApp } from '../lib/bench-app';
import { type HttpTarget, send, signInOver } from '../lib/http-bench';
import { startAppServer } from '../lib/processes';

/** One kill -9 in the middle of concurrent issues, and what the database holds afterwards. */
export interface InvoiceCrashRound {
  engine: DialectName;
  round: number;
  /** Issues answered 200 before the kill. */
  acknowledged: number;
  /** Acknowledged issues whose invoice is not stored with the number answered. */
  lost: number;
  duplicateNumbers: number;
  /** Holes in the year's numbers (a number given out, then gone). */
  skippedNumbers: number;
  /** Consecutive numbers whose dates go backwards. */
  datesOutOfOrder: number;
  duplicateFiles: number;
}

const SHOP = {
  company_name: 'Laboratorio Drill S.r.l.',
  vat_number: '00743110157',
  street: 'Via Roma 1',
  postal_code: '20121',
  city: 'Milano',
};

/** A customer with the fiscal data the XML needs, and `count` drafts of 12,20 € for them. */
async function seedDrafts(bench: BenchApp, customerId: string, round: number, count: number) {
  const db = bench.database.db;
  const now = new Date().toISOString();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = crypto.randomUUID();
    ids.push(id);
    await db
      .insertInto('invoices')
      .values({
        id,
        kind: 'TD01',
        status: 'bozza',
        sort_key: `Z${round}${String(i).padStart(6, '0')}`,
        customer_id: customerId,
        customer_kind: 'privato',
        customer_name: 'Rossi Mario',
        customer_country: 'IT',
        payment_method: 'MP01',
        taxable_cents: 1000,
        vat_cents: 220,
        stamp_duty_cents: 0,
        total_cents: 1220,
        search_text: 'rossi mario',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('invoice_lines')
      .values({
        id: crypto.randomUUID(),
        invoice_id: id,
        position: 1,
        description: 'Riparazione',
        quantity_hundredths: 100,
        unit_price_cents: 1000,
        price_includes_vat: 0,
        vat_rate_hundredths: 2200,
        natura: null,
        discount_hundredths: null,
        line_total_cents: 1000,
      })
      .execute();
  }
  return ids;
}

async function addCustomer(bench: BenchApp): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await bench.database.db
    .insertInto('customers')
    .values({
      id,
      kind: 'privato',
      first_name: 'Mario',
      last_name: 'Rossi',
      company_name: null,
      display_name: 'Rossi Mario',
      sort_name: 'rossi mario',
      tax_code: 'RSSMRA85T10A562S',
      vat_number: null,
      email: null,
      pec: null,
      sdi_code: null,
      phone: null,
      phone2: null,
      street: 'Via Garibaldi 10',
      postal_code: '00184',
      city: 'Roma',
      province: 'RM',
      notes: null,
      privacy_ack_at: null,
      marketing_consent_at: null,
      search_text: 'rossi mario',
      phone_key: null,
      email_key: null,
      last_activity_at: now,
      anonymised_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** `concurrency` clients issue the drafts; the server is SIGKILLed after `after` answers. */
async function burst(
  api: HttpTarget,
  drafts: string[],
  concurrency: number,
  kill: { after: number; now: () => Promise<void> },
) {
  const issued = new Map<string, string>();
  let killing: Promise<void> | null = null;
  const client = async () => {
    for (let id = drafts.shift(); id; id = drafts.shift()) {
      try {
        const answer = await send(api, 'POST', `/api/invoices/${id}/issue`);
        if (answer.status !== 200) continue;
        issued.set(id, (JSON.parse(answer.body.toString()) as { number: string }).number);
        if (issued.size >= kill.after) killing ??= kill.now();
      } catch {
        return; // connection refused or reset: the server was killed
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  await killing;
  return issued;
}

async function verify(bench: BenchApp, acknowledged: Map<string, string>) {
  const rows = await bench.database.db
    .selectFrom('invoices')
    .select(['id', 'number', 'number_seq', 'issue_date', 'file_progressive'])
    .where('status', '=', 'emessa')
    .orderBy('number_seq')
    .execute();
  const stored = new Map(rows.map((r) => [r.id, r.number]));
  let lost = 0;
  for (const [id, number] of acknowledged) if (stored.get(id) !== number) lost += 1;
  const sequences = rows.map((r) => Number(r.number_seq));
  const files = rows.map((r) => r.file_progressive);
  let datesOutOfOrder = 0;
  rows.forEach((r, i) => {
    if (i > 0 && (r.issue_date ?? '') < (rows[i - 1]?.issue_date ?? '')) datesOutOfOrder += 1;
  });
  return {
    lost,
    duplicateNumbers: sequences.length - new Set(sequences).size,
    skippedNumbers: Math.max(0, ...sequences) - new Set(sequences).size,
    datesOutOfOrder,
    duplicateFiles: files.length - new Set(files).size,
  };
}

/** `rounds` kills on one install while drafts are issued concurrently. */
export async function invoiceCrashDrill(options: {
  engine: DialectName;
  pgAdminUrl: string;
  rounds: number;
  drafts: number;
  concurrency: number;
}): Promise<InvoiceCrashRound[]> {
  const bench = await openBenchApp(options.engine, options.pgAdminUrl);
  const server = () =>
    startAppServer({
      dataDir: bench.dataDir,
      databaseUrl: bench.engine === 'postgres' ? bench.location : undefined,
      authSecret: bench.authSecret,
    });
  const results: InvoiceCrashRound[] = [];
  const acknowledged = new Map<string, string>();
  try {
    await bench.database.db
      .updateTable('invoicing_settings')
      .set(SHOP)
      .where('id', '=', 1)
      .execute();
    const customerId = await addCustomer(bench);
    let app = await server();
    for (let round = 1; round <= options.rounds; round++) {
      const drafts = await seedDrafts(bench, customerId, round, options.drafts);
      const api = {
        origin: app.origin,
        headers: { cookie: await signInOver(app.origin, BENCH_LOGIN) },
      };
      const after = Math.round(options.drafts * (0.2 + (0.6 * ((round * 7919) % 101)) / 100));
      const killed = app;
      const issued = await burst(api, drafts, options.concurrency, {
        after,
        now: () => killed.kill(),
      });
      for (const [id, number] of issued) acknowledged.set(id, number);
      app = await server();
      results.push({
        engine: bench.engine,
        round,
        acknowledged: issued.size,
        ...(await verify(bench, acknowledged)),
      });
    }
    await app.stop();
    return results;
  } finally {
    await bench.close();
  }
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DialectName } from '../src/server/db/database';
import { benchCounter, renderCounterReport } from './counter.bench';
import { benchCustomers, renderCustomersReport } from './customers.bench';
import { benchDocuments, type DocumentsResult, renderDocumentsReport } from './documents.bench';
import { benchInventory, type InventoryResult, renderInventoryReport } from './inventory.bench';
import { benchInvoices, renderInvoicesReport } from './invoices.bench';
import { postgresReachable } from './lib/bench-app';
import { benchPublicPages } from './public-pages.bench';
import { benchPurchasing, type PurchasingResult, renderPurchasingReport } from './purchasing.bench';
import { regressionSection } from './regressions';
import { renderTicketReport } from './report';
import { benchReports, renderReportsReport } from './reports.bench';
import { benchStaffRoutes } from './staff-routes.bench';
import { benchEngine, type EngineResult } from './tickets-api.bench';
import { benchUploadMemory } from './upload-memory.bench';
import { benchWork, renderWorkReport, type WorkResult } from './work.bench';

/**
 * npm run bench [-- --rows 100000[,1000000] --iterations 200 --concurrency 8
 *                   --engine sqlite|postgres|all
 *                   --only tickets|public|assets|inventory|documents|uploads|work|counter|customers|invoices|reports|purchasing
 *                   --lcp-runs 7 --board-runs 7 --scenario <part of a ticket scenario's name>]
 * npm run bench -- --quick [--check]: the ticket API on SQLite at 10,000 rows in a minute, printed
 * with its regressions against the committed results and written nowhere; --check exits 1 when a
 * scenario's ratio fell below half the committed one (bench/regressions.ts).
 * The ticket API against its bare baseline on each engine and size (bench/results/tickets-api.md),
 * then the public pages on an emulated phone (bench/results/public-pages.md) and the staff routes'
 * bytes on the wire (bench/results/staff-routes.md), and the server's peak memory for 20 parallel
 * 10 MB uploads on local files and on S3 (bench/results/uploads-memory.md).
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const quick = args.includes('--quick');
const sizes = option('rows', quick ? '10000' : '100000')
  .split(',')
  .map(Number);
const iterations = Number(option('iterations', quick ? '60' : '200'));
const concurrency = Number(option('concurrency', '8'));
const engines = option('engine', quick ? 'sqlite' : 'all');
const only = option('only', quick ? 'tickets' : 'all');
const pgAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const resultsDir = path.join(import.meta.dirname, 'results');

/** The engines --engine asks for; PostgreSQL only when it answers (else a note in `skipped`). */
async function selectedEngines(skipped: string[] = []): Promise<DialectName[]> {
  const selected: DialectName[] = [];
  for (const engine of ['sqlite', 'postgres'] as DialectName[]) {
    if (engines !== 'all' && engines !== engine) continue;
    if (engine === 'postgres' && !(await postgresReachable(pgAdminUrl))) {
      skipped.push(`PostgreSQL not reachable at ${pgAdminUrl}: skipped.`);
      continue;
    }
    selected.push(engine);
  }
  return selected;
}

/** Each selected engine at each --rows size in turn, saying on the console what it seeds. */
async function eachEngineAndSize<R>(
  seeding: (rows: string) => string,
  run: (engine: DialectName, rows: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (const engine of await selectedEngines())
    for (const rows of sizes) {
      process.stdout.write(`${engine}: ${seeding(rows.toLocaleString('en'))}…\n`);
      results.push(await run(engine, rows));
    }
  return results;
}

/** bench/results/<file>, and the same report on the console. */
function writeReport(file: string, report: string) {
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, file), report);
  process.stdout.write(`\n${report}`);
}

if (only === 'all' || only === 'tickets') {
  const loadAtStart = os.loadavg()[0] ?? 0;
  const results: EngineResult[] = [];
  const notes: string[] = [];
  for (const engine of await selectedEngines(notes)) {
    for (const rows of sizes) {
      process.stdout.write(`${engine}: seeding ${rows.toLocaleString('en')} tickets…\n`);
      const result = await benchEngine(engine, {
        rows,
        iterations,
        concurrency,
        pgAdminUrl,
        scenario: option('scenario', '') || undefined,
      });
      process.stdout.write(`${engine}: seeded in ${result.seedSeconds.toFixed(1)} s, measured\n`);
      results.push(result);
    }
  }
  if (results.length > 0) {
    const file = path.join(resultsDir, 'tickets-api.md');
    const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const regressions = regressionSection(results, committed);
    const report = renderTicketReport(results, notes, { iterations, concurrency, loadAtStart });
    const full = `${report}${regressions.lines.join('\n')}\n`;
    if (!quick) fs.writeFileSync(file, full);
    process.stdout.write(`\n${full}`);
    if (quick && args.includes('--check') && regressions.failed.length > 0) {
      process.stderr.write(`Regressed: ${regressions.failed.join('; ')}\n`);
      process.exitCode = 1;
    }
  }
}

if (only === 'all' || only === 'public') {
  if (fs.existsSync('/usr/bin/chromium')) {
    writeReport('public-pages.md', await benchPublicPages(Number(option('lcp-runs', '7'))));
  } else process.stdout.write('\npublic pages: /usr/bin/chromium not found, skipped\n');
}

if (only === 'all' || only === 'uploads') {
  writeReport('uploads-memory.md', await benchUploadMemory());
}

if (only === 'inventory') {
  const results: InventoryResult[] = [];
  for (const engine of await selectedEngines()) {
    process.stdout.write(
      `${engine}: inventory, seeding ${sizes[0]?.toLocaleString('en')} products…\n`,
    );
    results.push(
      await benchInventory(engine, {
        products: sizes[0] ?? 100_000,
        movements: (sizes[0] ?? 100_000) * 10,
        iterations,
        pgAdminUrl,
      }),
    );
  }
  writeReport('inventory.md', renderInventoryReport(results));
}

if (only === 'documents') {
  const loadAverage = os.loadavg()[0] ?? 0;
  const results: DocumentsResult[] = [];
  const quotes = sizes[0] ?? 100_000;
  for (const engine of await selectedEngines()) {
    process.stdout.write(`${engine}: seeding ${quotes.toLocaleString('en')} quotes…\n`);
    results.push(
      await benchDocuments(engine, { quotes, builds: quotes / 10, iterations, pgAdminUrl }),
    );
  }
  writeReport('documents.md', renderDocumentsReport(results, loadAverage));
}

if (only === 'work') {
  const loadAverage = os.loadavg()[0] ?? 0;
  const results: WorkResult[] = [];
  const logs = sizes[0] ?? 1_000_000;
  for (const engine of await selectedEngines()) {
    process.stdout.write(`${engine}: seeding ${logs.toLocaleString('en')} work logs…\n`);
    results.push(
      await benchWork(engine, {
        logs,
        tasks: 5_000,
        iterations,
        boardRuns: Number(option('board-runs', '7')),
        pgAdminUrl,
      }),
    );
  }
  writeReport('work.md', renderWorkReport(results, loadAverage));
}

if (only === 'counter') {
  const loadAverage = os.loadavg()[0] ?? 0;
  const results = await eachEngineAndSize(
    (n) => `counter, seeding ${n} tickets`,
    (engine, tickets) => benchCounter(engine, { tickets, iterations, pgAdminUrl }),
  );
  writeReport('counter.md', renderCounterReport(results, loadAverage));
}

if (only === 'customers') {
  const loadAverage = os.loadavg()[0] ?? 0;
  const results = await eachEngineAndSize(
    (n) => `customers, seeding ${n} tickets`,
    (engine, tickets) => benchCustomers(engine, { tickets, iterations, pgAdminUrl }),
  );
  writeReport('customers.md', renderCustomersReport(results, loadAverage));
}

if (only === 'invoices') {
  const loadAverage = os.loadavg()[0] ?? 0;
  const results = await eachEngineAndSize(
    (n) => `invoices, seeding ${n}`,
    (engine, invoices) => benchInvoices(engine, { invoices, iterations, pgAdminUrl }),
  );
  writeReport('invoices.md', renderInvoicesReport(results, loadAverage));
}

if (only === 'reports') {
  const loadAverage = os.loadavg()[0] ?? 0;
  const results = await eachEngineAndSize(
    (n) => `reports, seeding ${n} tickets`,
    (engine, tickets) => benchReports(engine, { tickets, iterations, pgAdminUrl }),
  );
  writeReport('reports.md', renderReportsReport(results, loadAverage));
}

if (only === 'purchasing') {
  const loadAverage = os.loadavg()[0] ?? 0;
  const results: PurchasingResult[] = [];
  for (const engine of await selectedEngines()) {
    process.stdout.write(`${engine}: purchasing, seeding 10,000 products…\n`);
    results.push(await benchPurchasing(engine, { iterations, pgAdminUrl }));
  }
  writeReport('purchasing.md', renderPurchasingReport(results, loadAverage));
}

if (only === 'all' || only === 'assets') {
  writeReport('staff-routes.md', benchStaffRoutes());
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DialectName } from '../src/server/db/database';
import { benchCounter, type CounterResult, renderCounterReport } from './counter.bench';
import { benchCustomers, type CustomersResult, renderCustomersReport } from './customers.bench';
import { benchDocuments, type DocumentsResult, renderDocumentsReport } from './documents.bench';
import { benchInventory, type InventoryResult, renderInventoryReport } from './inventory.bench';
import { benchInvoices, type InvoicesResult, renderInvoicesReport } from './invoices.bench';
import { postgresReachable } from './lib/bench-app';
import { benchPublicPages } from './public-pages.bench';
import { regressionSection } from './regressions';
import { renderTicketReport } from './report';
import { benchReports, type ReportsResult, renderReportsReport } from './reports.bench';
import { benchStaffRoutes } from './staff-routes.bench';
import { benchEngine, type EngineResult } from './tickets-api.bench';
import { benchUploadMemory } from './upload-memory.bench';
import { benchWork, renderWorkReport, type WorkResult } from './work.bench';

/**
 * npm run bench [-- --rows 100000[,1000000] --iterations 200 --concurrency 8
 *                   --engine sqlite|postgres|all
 *                   --only tickets|public|assets|inventory|documents|uploads|work|counter|customers|invoices|reports
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

if (only === 'all' || only === 'tickets') {
  const loadAtStart = os.loadavg()[0] ?? 0;
  const results: EngineResult[] = [];
  const notes: string[] = [];
  for (const engine of ['sqlite', 'postgres'] as DialectName[]) {
    if (engines !== 'all' && engines !== engine) continue;
    if (engine === 'postgres' && !(await postgresReachable(pgAdminUrl))) {
      notes.push(`PostgreSQL not reachable at ${pgAdminUrl}: skipped.`);
      continue;
    }
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
    const publicReport = await benchPublicPages(Number(option('lcp-runs', '7')));
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, 'public-pages.md'), publicReport);
    process.stdout.write(`\n${publicReport}`);
  } else process.stdout.write('\npublic pages: /usr/bin/chromium not found, skipped\n');
}

if (only === 'all' || only === 'uploads') {
  const report = await benchUploadMemory();
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'uploads-memory.md'), report);
  process.stdout.write(`\n${report}`);
}

if (only === 'inventory') {
  const results: InventoryResult[] = [];
  for (const engine of ['sqlite', 'postgres'] as DialectName[]) {
    if (engines !== 'all' && engines !== engine) continue;
    if (engine === 'postgres' && !(await postgresReachable(pgAdminUrl))) continue;
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
  const report = renderInventoryReport(results);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'inventory.md'), report);
  process.stdout.write(`\n${report}`);
}

if (only === 'documents') {
  const loadAverage = os.loadavg()[0] ?? 0;
  const results: DocumentsResult[] = [];
  const quotes = sizes[0] ?? 100_000;
  for (const engine of ['sqlite', 'postgres'] as DialectName[]) {
    if (engines !== 'all' && engines !== engine) continue;
    if (engine === 'postgres' && !(await postgresReachable(pgAdminUrl))) continue;
    process.stdout.write(`${engine}: seeding ${quotes.toLocaleString('en')} quotes…\n`);
    results.push(
      await benchDocuments(engine, { quotes, builds: quotes / 10, iterations, pgAdminUrl }),
    );
  }
  const report = renderDocumentsReport(results, loadAverage);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'documents.md'), report);
  process.stdout.write(`\n${report}`);
}

if (only === 'work') {
  const loadAverage = os.loadavg()[0] ?? 0;
  const results: WorkResult[] = [];
  const logs = sizes[0] ?? 1_000_000;
  for (const engine of ['sqlite', 'postgres'] as DialectName[]) {
    if (engines !== 'all' && engines !== engine) continue;
    if (engine === 'postgres' && !(await postgresReachable(pgAdminUrl))) continue;
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
  const report = renderWorkReport(results, loadAverage);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'work.md'), report);
  process.stdout.write(`\n${report}`);
}

if (only === 'counter') {
  const loadAverage = os.loadavg()[0] ?? 0;
  const results: CounterResult[] = [];
  for (const engine of ['sqlite', 'postgres'] as DialectName[]) {
    if (engines !== 'all' && engines !== engine) continue;
    if (engine === 'postgres' && !(await postgresReachable(pgAdminUrl))) continue;
    for (const tickets of sizes) {
      process.stdout.write(
        `${engine}: counter, seeding ${tickets.toLocaleString('en')} tickets…\n`,
      );
      results.push(await benchCounter(engine, { tickets, iterations, pgAdminUrl }));
    }
  }
  const report = renderCounterReport(results, loadAverage);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'counter.md'), report);
  process.stdout.write(`\n${report}`);
}

if (only === 'customers') {
  const loadAverage = os.loadavg()[0] ?? 0;
  const results: CustomersResult[] = [];
  for (const engine of ['sqlite', 'postgres'] as DialectName[]) {
    if (engines !== 'all' && engines !== engine) continue;
    if (engine === 'postgres' && !(await postgresReachable(pgAdminUrl))) continue;
    for (const tickets of sizes) {
      process.stdout.write(
        `${engine}: customers, seeding ${tickets.toLocaleString('en')} tickets…\n`,
      );
      results.push(await benchCustomers(engine, { tickets, iterations, pgAdminUrl }));
    }
  }
  const report = renderCustomersReport(results, loadAverage);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'customers.md'), report);
  process.stdout.write(`\n${report}`);
}

if (only === 'invoices') {
  const loadAverage = os.loadavg()[0] ?? 0;
  const results: InvoicesResult[] = [];
  for (const engine of ['sqlite', 'postgres'] as DialectName[]) {
    if (engines !== 'all' && engines !== engine) continue;
    if (engine === 'postgres' && !(await postgresReachable(pgAdminUrl))) continue;
    for (const invoices of sizes) {
      process.stdout.write(`${engine}: invoices, seeding ${invoices.toLocaleString('en')}…\n`);
      results.push(await benchInvoices(engine, { invoices, iterations, pgAdminUrl }));
    }
  }
  const report = renderInvoicesReport(results, loadAverage);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'invoices.md'), report);
  process.stdout.write(`\n${report}`);
}

if (only === 'reports') {
  const loadAverage = os.loadavg()[0] ?? 0;
  const results: ReportsResult[] = [];
  for (const engine of ['sqlite', 'postgres'] as DialectName[]) {
    if (engines !== 'all' && engines !== engine) continue;
    if (engine === 'postgres' && !(await postgresReachable(pgAdminUrl))) continue;
    for (const tickets of sizes) {
      process.stdout.write(
        `${engine}: reports, seeding ${tickets.toLocaleString('en')} tickets…\n`,
      );
      results.push(await benchReports(engine, { tickets, iterations, pgAdminUrl }));
    }
  }
  const report = renderReportsReport(results, loadAverage);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'reports.md'), report);
  process.stdout.write(`\n${report}`);
}

if (only === 'all' || only === 'assets') {
  const assetsReport = benchStaffRoutes();
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'staff-routes.md'), assetsReport);
  process.stdout.write(`\n${assetsReport}`);
}

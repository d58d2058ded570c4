import fs from 'node:fs';
import path from 'node:path';
import type { DialectName } from '../../src/server/db/database';
import { postgresReachable } from '../lib/bench-app';
import { backupDrill } from './backup-drill';
import { CHECKOUT_FAULTS, checkoutCrashDrill } from './checkout-crash-drill';
import { crashDrill } from './crash-drill';
import { fuzzDrill } from './fuzz-drill';
import { mailOutageDrill } from './mail-outage-drill';
import { type DrillResults, renderReliabilityReport } from './reliability-report';
import { sdiOutageDrill } from './sdi-outage-drill';
import { tillCrashDrill } from './till-crash-drill';

/**
 * npm run drill [-- --engine sqlite|postgres|all --only backup,crash,checkout,fuzz,mail,sdi,till --quick
 *                   --sdi-outage-s 300]
 * The reliability drills at full size (100,000-ticket backup, 20 crash rounds, 10 checkout
 * crash rounds, 10,000 fuzz requests, 1,000-ticket mail outage, the SDI intermediary down while
 * 200 invoices are issued: at least 20 s and the whole issuing, or the 5 minutes with
 * --sdi-outage-s 300, 10 kill -9s of the
 * till printing on a simulated RT under 16 clients) on each engine; writes
 * bench/results/reliability.md (with --only, the other sections empty: merge it by hand).
 * --quick runs the sizes CI runs, and writes nothing.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const quick = args.includes('--quick');
const only = option('only', 'backup,crash,checkout,fuzz,mail,sdi,till').split(',');
const wanted = option('engine', 'all');
const pgAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const size = quick
  ? {
      tickets: 3000,
      rounds: 3,
      checkout: { rounds: 2, drafts: 200, tickets: 50 },
      fuzz: 1000,
      mail: 200,
      sdi: { invoices: 50, outageMs: 3000 },
      till: { kills: 3, clients: 8, burstMs: 6000 },
    }
  : {
      tickets: 100_000,
      rounds: 20,
      checkout: { rounds: 10, drafts: 300, tickets: 100 },
      fuzz: 10_000,
      mail: 1000,
      sdi: { invoices: 200, outageMs: Number(option('sdi-outage-s', '20')) * 1000 },
      till: { kills: 10, clients: 16, burstMs: 8000 },
    };

const log = (line: string) => process.stdout.write(`${line}\n`);
const results: DrillResults = {
  backup: [],
  crash: [],
  checkout: [],
  fuzz: [],
  mail: [],
  sdi: [],
  till: [],
};
let failed = false;
const check = (what: string, ok: boolean) => {
  if (!ok) failed = true;
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
};

for (const engine of ['sqlite', 'postgres'] as DialectName[]) {
  if (wanted !== 'all' && wanted !== engine) continue;
  if (engine === 'postgres' && !(await postgresReachable(pgAdminUrl))) {
    log(`PostgreSQL not reachable at ${pgAdminUrl}: skipped.`);
    continue;
  }
  // The drills that run in-process pick their engine the way the tests do.
  process.env.TEST_DB = engine;
  if (only.includes('backup')) {
    const r = await backupDrill({ engine, pgAdminUrl, tickets: size.tickets, attachmentEvery: 10 });
    results.backup.push(r);
    check(
      `${engine} backup: ${r.tickets} tickets, backup ${r.backupMs} ms, restore ${r.restoreMs} ms, total ${r.totalMs} ms`,
      r.countMismatches + r.numberMismatches + r.fileMismatches === 0 &&
        r.signIn === 200 &&
        r.totalMs <= 300_000,
    );
  }
  if (only.includes('crash')) {
    const rounds = await crashDrill({
      engine,
      pgAdminUrl,
      rounds: size.rounds,
      creates: 1000,
      concurrency: 32,
      onRound: (r) =>
        log(`  ${engine} crash round ${r.round}: ${r.acknowledged} acknowledged, ${r.lost} lost`),
    });
    results.crash.push(...rounds);
    check(
      `${engine} crash: ${rounds.length} rounds`,
      rounds.every(
        (r) =>
          r.lost + r.duplicateNumbers + r.skippedNumbers + r.missingEvents === 0 &&
          r.integrity === 'ok',
      ),
    );
  }
  if (only.includes('checkout')) {
    const rounds = await checkoutCrashDrill({
      engine,
      pgAdminUrl,
      ...size.checkout,
      concurrency: 32,
      onRound: (r) =>
        log(
          `  ${engine} checkout round ${r.round}: ${r.issues} issues, ${r.payments} payments, ${r.stornos} stornos acknowledged, ${r.numbersLost + r.paymentsLost} lost`,
        ),
    });
    results.checkout.push(...rounds);
    check(
      `${engine} checkout crash: ${rounds.length} rounds`,
      rounds.every((r) => CHECKOUT_FAULTS.every((fault) => r[fault] === 0)),
    );
  }
  if (only.includes('fuzz')) {
    const r = await fuzzDrill({ requests: size.fuzz, seed: 2026 });
    results.fuzz.push({ ...r, engine });
    for (const line of [...r.serverErrors, ...r.hangs, ...r.leaks, ...r.changedOnRefusal].slice(
      0,
      20,
    ))
      log(`  ${line}`);
    check(
      `${engine} fuzz: ${r.requests} requests ${JSON.stringify(r.byStatus)}`,
      r.serverErrors.length + r.hangs.length + r.leaks.length + r.changedOnRefusal.length === 0,
    );
  }
  if (only.includes('mail')) {
    const r = await mailOutageDrill({ tickets: size.mail });
    results.mail.push({ ...r, engine });
    check(
      `${engine} mail outage: ${r.messages} messages, ${r.lost} lost, ${r.duplicated} duplicated`,
      r.lost + r.duplicated === 0,
    );
  }
  if (only.includes('sdi')) {
    const r = await sdiOutageDrill(size.sdi);
    results.sdi.push({ ...r, engine });
    check(
      `${engine} SDI outage: ${r.invoices} invoices, down ${r.outageMs} ms (${r.refusedDuringOutage} attempts refused), ${r.loggedSends} sends logged (${r.distinctKeys} distinct), ${r.delivered} delivered, drained in ${r.drainMs} ms`,
      r.loggedSends === r.invoices && r.distinctKeys === r.invoices && r.delivered === r.invoices,
    );
  }
  if (only.includes('till')) {
    const r = await tillCrashDrill({
      engine,
      pgAdminUrl,
      ...size.till,
      // One print at a time: what a burst left waits its turn on the RT (about 0,3 s each).
      settleMs: 120_000,
      rtLatencyMs: 150,
    });
    results.till.push(r);
    check(
      `${engine} till crash: ${r.kills} kills, ${r.paymentsAcknowledged} payments acknowledged (${r.paymentsLost} lost), ${r.receipts} receipts (${r.emitted} emesso, ${r.waiting} da emettere), ${r.journalPrints} RT prints, ${r.printedTwice} printed twice, ${r.emittedUnprinted} emesso unprinted, ${r.wrongRtNumber} with another print's RT number, ${r.notVisible} not visible`,
      r.serverErrors +
        r.paymentsLost +
        r.printedTwice +
        r.emittedUnprinted +
        r.wrongRtNumber +
        r.notVisible ===
        0,
    );
  }
}

if (!quick) {
  const file = path.join(import.meta.dirname, '../results/reliability.md');
  const sizes = `${size.tickets.toLocaleString('en')} tickets, ${size.rounds} crash rounds, ${size.checkout.rounds} checkout crash rounds, ${size.fuzz.toLocaleString('en')} fuzz requests, ${size.mail.toLocaleString('en')}-ticket mail outage`;
  fs.writeFileSync(file, renderReliabilityReport(results, sizes));
  log(`written ${path.relative(process.cwd(), file)}`);
}
process.exit(failed ? 1 : 0);

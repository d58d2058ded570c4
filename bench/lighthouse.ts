import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signInOver } from './lib/http-bench';
import { WHY_HEADER, whyRow } from './lib/lighthouse-why';

/**
 * npm run lighthouse: Lighthouse's mobile preset (simulated slow 4G, 4× CPU) on every staff route
 * of a demo app (npm run seed:demo in a temporary DATA_DIR, the built server on its own port),
 * signed in, with Debian's Chromium; writes bench/results/lighthouse.md.
 * `npm run lighthouse -- /tickets /settings` measures only those routes (re-running outliers),
 * `-- --runs 3` keeps each route's median of three runs by performance score, and
 * `-- --compare DIR` also serves the built checkout in DIR (another commit, `npm run build` there)
 * and measures the two apps route by route, alternately, under the same load of a shared machine:
 * it writes bench/results/lighthouse-before-after.md.
 */
const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3917);
const output = path.join(root, 'bench/results/lighthouse.md');
const compareOutput = path.join(root, 'bench/results/lighthouse-before-after.md');

/** The staff routes (bench/staff-routes.bench.ts lists their modules), {ticket} etc. filled in. */
const ROUTES = [
  '/',
  '/tickets',
  '/tickets/new',
  '/tickets/{ticket}',
  '/tickets/{ticket}/dettagli',
  '/tickets/{ticket}/etichetta',
  '/tickets/eliminati',
  '/customers',
  '/profile',
  '/settings',
  '/settings/outbox',
  '/users',
  '/inventory',
  '/products',
  '/products/new',
  '/suppliers',
  '/suppliers/new',
  '/brands',
  '/quotes',
  '/quotes/new',
  '/pc-builds',
  '/pc-builds/new',
  '/invoices',
  '/reports',
  '/price-list',
  '/work-management',
  '/tasks',
  '/tasks/new',
  '/cassa',
  '/cassa/documenti',
  '/vendita',
  '/vendita/elenco',
  '/purchase-orders',
  '/supplier-returns',
  '/supplier-invoices',
];
/** Measured signed out. */
const PUBLIC_ROUTES = ['/login'];

interface Row {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  /** Under 95: where the points went, from the report's trace (lib/lighthouse-why.ts). */
  why: string | null;
}

function parseArgs(argv: string[]) {
  let runs = 1;
  let compare: string | null = null;
  const only: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') runs = Number(argv[++i]);
    else if (argv[i] === '--compare') compare = path.resolve(argv[++i] as string);
    else only.push(argv[i] as string);
  }
  return { runs, only, compare };
}

function startServer(
  appRoot: string,
  origin: string,
  env: NodeJS.ProcessEnv,
): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: appRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      try {
        if ((await fetch(`${origin}/api/health`)).status < 500) return resolve(server);
      } catch {}
      if (Date.now() - started > 30_000) reject(new Error('server did not start'));
      else setTimeout(poll, 250);
    };
    poll();
  });
}

async function firstTicketId(origin: string, cookie: string): Promise<string> {
  const answer = await fetch(`${origin}/api/tickets?page=1`, { headers: { cookie } });
  const body = (await answer.json()) as { items?: { id: string }[] };
  const id = body.items?.[0]?.id;
  if (!id) throw new Error(`no demo ticket: ${answer.status}`);
  return id;
}

async function audit(port: number, url: string, cookie: string | null): Promise<Row> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    undefined,
  );
  if (!result) throw new Error(`no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError)
    process.stderr.write(`  ${url}: ${runtimeError.code} ${runtimeError.message}\n`);
  // LIGHTHOUSE_JSON=dir keeps each report, to read its trace-based audits (long tasks, chains).
  const keep = process.env.LIGHTHOUSE_JSON;
  if (keep) {
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_';
    fs.mkdirSync(keep, { recursive: true });
    fs.writeFileSync(path.join(keep, `${name}.json`), JSON.stringify(result.lhr));
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const route = new URL(url).pathname;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const broken = ['accessibility', 'best-practices']
    .flatMap((category) => categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  if (broken.length) process.stderr.write(`  ${url}: ${broken.join(', ')}\n`);
  return {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    why: score('performance') < 95 ? whyRow(route, result.lhr) : null,
  };
}

function table(rows: Row[], load: string[], runs: number): string {
  const cell = (r: Row) =>
    `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.bytes / 1024)} kB |`;
  return [
    '# Lighthouse: the staff routes on a phone',
    '',
    `Generated by \`npm run lighthouse${runs > 1 ? ` -- --runs ${runs}` : ''}\` on ${new Date().toISOString().slice(0, 10)} (${runs > 1 ? `each route's median of ${runs} runs by performance score` : 'one run per route'}): Lighthouse 12 (npm \`lighthouse\`), mobile preset (simulated slow 4G, 4× CPU), Debian Chromium, the demo data (\`npm run seed:demo\`), signed in as the demo admin; /login signed out. Node ${process.version}, ${os.cpus().length} cores.`,
    '',
    `Machine load (uptime) during the run: ${load.join(' → ')}.`,
    '',
    '| route | performance | accessibility | best practices | LCP | TBT | CLS | bytes |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(cell),
    '',
    ...whySection(rows),
  ].join('\n');
}

function whySection(rows: Row[]): string[] {
  const under = rows.flatMap((row) => (row.why ? [row.why] : []));
  if (under.length === 0) return [];
  return [
    '## The routes under 95: what their traces say',
    '',
    "From each route's report above (Lighthouse's simulated times): the points each metric lost, out of its weight (FCP 10, SI 10, LCP 25, TBT 30, CLS 25); the largest contentful paint's element and how long after the first byte it was drawn; the longest tasks after the first paint, by script (`browser`: work no script is named for, such as style and layout).",
    '',
    ...WHY_HEADER,
    ...under,
    '',
  ];
}

const uptime = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

interface DemoApp {
  origin: string;
  cookie: string;
  ticket: string;
  close(): void;
}

/** The built app in appRoot with the demo data, on its own port and DATA_DIR, signed in. */
async function startDemoApp(appRoot: string, host: string, port: number): Promise<DemoApp> {
  if (!fs.existsSync(path.join(appRoot, 'dist/server/main.js')))
    throw new Error(`run npm run build first in ${appRoot}`);
  const origin = `http://${host}:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-lighthouse-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: host,
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/seed-demo.ts'], {
    cwd: appRoot,
    env,
    encoding: 'utf8',
  });
  const password = /password: (\S+)/.exec(seeded.stdout)?.[1];
  if (!password) throw new Error(`seed:demo: ${seeded.stdout}${seeded.stderr}`);
  const server = await startServer(appRoot, origin, env);
  const cookie = await signInOver(origin, { email: 'demo@example.it', password });
  return {
    origin,
    cookie,
    ticket: await firstTicketId(origin, cookie),
    close() {
      server.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One audit, again (up to three times) when Lighthouse could not record the trace
 * (NO_NAVSTART, now and then on a fresh browser): a score of 0 says nothing about the page.
 */
async function tracedAudit(port: number, url: string, cookie: string | null): Promise<Row> {
  for (let attempt = 1; ; attempt++) {
    const row = await audit(port, url, cookie);
    if (!Number.isNaN(row.lcp) || attempt === 3) return row;
    process.stderr.write(`  ${url}: no trace, auditing again\n`);
  }
}

/** The route on one app: the median of `runs` audits by performance score. */
async function measure(chromePort: number, app: DemoApp, route: string, runs: number) {
  const url = app.origin + route.replace('{ticket}', app.ticket);
  const cookie = PUBLIC_ROUTES.includes(route) ? null : app.cookie;
  const tries: Row[] = [];
  for (let i = 0; i < runs; i++) tries.push(await tracedAudit(chromePort, url, cookie));
  tries.sort((a, b) => a.performance - b.performance);
  const median = tries[Math.floor(tries.length / 2)] as Row;
  // The report names the page by its URL; the table by its route ({ticket} for any ticket).
  return { ...median, route, why: median.why?.replace(median.route, route) ?? null };
}

function comparison(pairs: [Row, Row][], load: string[], compare: string): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    '# Lighthouse: before and after, measured side by side',
    '',
    `Generated by \`npm run lighthouse -- --compare ${path.basename(compare)}\` on ${new Date().toISOString().slice(0, 10)}: as bench/results/lighthouse.md, with **before** (the checkout in ${path.basename(compare)}) and **after** (this tree) served at once and audited route by route, one after the other, so both see the same load of the shared machine. Node ${process.version}, ${os.cpus().length} cores.`,
    '',
    `Machine load (uptime) during the run: ${load.join(' → ')}.`,
    '',
    '| route | performance | accessibility | best practices | LCP | TBT | CLS | bytes |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...pairs.map(
      ([b, a]) =>
        `| ${a.route} | ${b.performance} → **${a.performance}** | ${b.accessibility} → ${a.accessibility} | ${b.bestPractices} → ${a.bestPractices} | ${s(b.lcp)} → ${s(a.lcp)} | ${Math.round(b.tbt)} → ${Math.round(a.tbt)} ms | ${b.cls.toFixed(3)} → ${a.cls.toFixed(3)} | ${Math.round(b.bytes / 1024)} → ${Math.round(a.bytes / 1024)} kB |`,
    ),
    '',
  ].join('\n');
}

async function main() {
  const { runs, only, compare } = parseArgs(process.argv.slice(2));
  const app = await startDemoApp(root, '127.0.0.1', PORT);
  // Another loopback address: cookies are kept per host, not per port, and the two apps' session
  // cookies (same name) must not replace each other in the browser. Lighthouse counts only
  // localhost and 127.0.0.1 as secure, so this one's best practices lose is-on-https: compare
  // performance, LCP, TBT, CLS and bytes.
  const before = compare ? await startDemoApp(compare, '127.0.0.2', PORT + 1) : null;
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const load = [uptime()];
  try {
    const plan = [...PUBLIC_ROUTES, ...ROUTES].filter(
      (route) => only.length === 0 || only.includes(route),
    );
    const rows: Row[] = [];
    const pairs: [Row, Row][] = [];
    for (const route of plan) {
      const old = before ? await measure(chrome.port, before, route, runs) : null;
      const row = await measure(chrome.port, app, route, runs);
      rows.push(row);
      if (old) pairs.push([old, row]);
      const was = old ? `${old.performance} → ` : '';
      process.stdout.write(`${route}: ${was}${row.performance} (load ${uptime()})\n`);
    }
    load.push(uptime());
    const text = before ? comparison(pairs, load, compare as string) : table(rows, load, runs);
    if (only.length === 0) fs.writeFileSync(before ? compareOutput : output, text);
    process.stdout.write(text);
  } finally {
    await chrome.kill();
    app.close();
    before?.close();
  }
}

await main();

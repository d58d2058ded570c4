// npm test: unit + API tests on SQLite, the DB-backed suites again on PostgreSQL, and the browser
// tests in Chromium. PostgreSQL and Chromium are used when present and skipped with a reason when
// not, unless REQUIRE_PG=1 / REQUIRE_BROWSER=1 (as in CI) make their absence a failure.
// `--only unit|pg|e2e` runs one stage. Ends with one line: "summary: N passed, N failed, N skipped".
// The browser tests run on a fresh build of the web app, made here unless SKIP_WEB_BUILD=1 says
// the caller has just built it (.ci/run does, in its own step).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import pg from 'pg';
import { ensureBuild } from './ensure-build.mjs';
import { FULL_CHROMIUM, HEADLESS_SHELL, testChromium } from './lib/test-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : null;
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const totals = { passed: 0, failed: 0, skipped: 0 };
const notes = [];
const failures = [];
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-reports-'));

// The tests that start the server or a CLI as a process run dist/server, as `npm start` does,
// compiled here first when src/server is newer (src/server/test/server-entry.ts): each start
// then takes about 2 s instead of 4, and what they run is what a shop runs.
ensureBuild('server');
process.env.BUILT_SERVER = '1';

function run(label, command, args, env = {}) {
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function vitest(label, args, env) {
  const file = path.join(reports, `${label.replaceAll(/\W+/g, '-')}.json`);
  const ok = run(
    label,
    path.join(root, 'node_modules/.bin/vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );
  const report = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
  if (!report) return record(label, 0, 1, 0);
  // The failures' names and first lines go in the closing lines too: CI keeps only the tail of
  // the output.
  for (const suite of report.testResults)
    for (const test of suite.assertionResults)
      if (test.status === 'failed')
        failures.push(
          `${label}: ${path.relative(root, suite.name)} › ${test.fullName}${why(test.failureMessages?.[0])}`,
        );
  return record(
    label,
    report.numPassedTests,
    ok ? report.numFailedTests : Math.max(1, report.numFailedTests),
    report.numPendingTests + report.numTodoTests,
  );
}

/** A failure's message and its first frame in the project, indented under its name. */
function why(message) {
  if (!message) return '';
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .filter((l) => l.trim() && !/node_modules|node:internal|<anonymous>/.test(l));
  const frame = lines.findIndex((l) => /^\s*at /.test(l));
  const kept =
    frame === -1 ? lines.slice(0, 6) : [...lines.slice(0, Math.min(frame, 5)), lines[frame]];
  return `\n    ${kept.map((l) => l.trim()).join('\n    ')}`;
}

function record(label, passed, failed, skipped) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  notes.push(`${label}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

function skipOrFail(label, reason, required) {
  if (required) {
    notes.push(`${label}: REQUIRED but ${reason}`);
    totals.failed += 1;
  } else notes.push(`${label}: skipped — ${reason}`);
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Path filters (substrings) of the test files that open a database. */
const DB_BACKED_SUITES = ['.api.test.', '.db.test.', '.socket.test.', '.pg.test.', 'bench/drills/'];

if (!only || only === 'unit') vitest('unit + API on SQLite', []);

if (!only || only === 'pg') {
  const reachable = await postgresReachable();
  if (reachable === true)
    // Only the suites that open a database (by their names: *.api, *.db, *.socket, *.pg and the
    // drills); the pure ones would only repeat what the SQLite stage proved.
    vitest('API on PostgreSQL', DB_BACKED_SUITES, {
      TEST_DB: 'postgres',
      TEST_DATABASE_URL: pgUrl,
    });
  else
    skipOrFail(
      'API on PostgreSQL',
      `PostgreSQL not reachable at ${pgUrl} (${reachable})`,
      process.env.REQUIRE_PG === '1',
    );
}

/**
 * The browser tests, in one Playwright run: the main projects, and with E2E_POSTGRES_URL the @pg
 * ones on a PostgreSQL server beside them (playwright.config.ts). Counted per engine, by project.
 */
function e2e(labels) {
  const file = path.join(reports, 'browser-tests.json');
  const ok = run(
    'browser tests',
    path.join(root, 'node_modules/.bin/playwright'),
    ['test', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  );
  const report = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
  if (!report?.stats) return record(labels.main, 0, 1, 0);
  const counts = new Map(
    Object.values(labels).map((l) => [l, { passed: 0, failed: 0, skipped: 0 }]),
  );
  countPlaywrightTests(labels, report.suites, counts);
  let failed = 0;
  for (const [label, c] of counts) {
    if (label === labels.postgres && !process.env.E2E_POSTGRES_URL) continue;
    failed += c.failed;
    record(label, c.passed, c.failed, c.skipped);
  }
  // A run that failed outside any test (the global setup, say) still fails.
  if (!ok && failed === 0) record(labels.main, 0, 1, 0);
}

function countPlaywrightTests(labels, suites, counts, titles = []) {
  for (const suite of suites ?? []) {
    const trail = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const label = test.projectName.endsWith(' on PostgreSQL') ? labels.postgres : labels.main;
        const c = counts.get(label);
        if (test.status === 'skipped') c.skipped += 1;
        else if (test.status === 'unexpected') {
          c.failed += 1;
          const error = test.results?.find((r) => r.error)?.error;
          failures.push(`${label}: ${[...trail, spec.title].join(' › ')}${why(error?.message)}`);
        } else c.passed += 1;
      }
    countPlaywrightTests(labels, suite.suites, counts, trail);
  }
}

/** Builds dist/web for the browser tests, or trusts SKIP_WEB_BUILD=1 when a build is there. */
function buildWebApp() {
  const builtIndex = path.join(root, 'dist/web/index.html');
  if (process.env.SKIP_WEB_BUILD === '1') {
    if (fs.existsSync(builtIndex)) {
      notes.push('build web app: skipped — SKIP_WEB_BUILD=1 (dist/web built by the caller)');
      return true;
    }
    process.stdout.write('\nSKIP_WEB_BUILD=1 but dist/web/index.html is missing: building.\n');
  }
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  return run('build web app', process.execPath, [vite, 'build', '--logLevel', 'warn']);
}

if (!only || only === 'e2e') {
  if (testChromium()) {
    if (buildWebApp()) {
      // CI also runs the @pg-tagged ones (every module's write paths) against a PostgreSQL
      // database of its own (E2E_POSTGRES_URL), in the same run; docs/decisions/010-ci-time.md
      // says why a subset.
      e2e({
        main: `browser tests on ${process.env.E2E_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`,
        postgres: 'browser tests on PostgreSQL (@pg)',
      });
    } else record('build web app', 0, 1, 0);
  } else
    skipOrFail(
      'browser tests',
      `neither ${HEADLESS_SHELL} nor ${FULL_CHROMIUM} is installed (apt-get install chromium-headless-shell)`,
      process.env.REQUIRE_BROWSER === '1',
    );
}

fs.rmSync(reports, { recursive: true, force: true });
if (failures.length) process.stdout.write(`\nfailed:\n${failures.join('\n')}\n`);
process.stdout.write(`\n${notes.join('\n')}\n`);
process.stdout.write(
  `summary: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
);
process.exit(totals.failed > 0 ? 1 : 0);

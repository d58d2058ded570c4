import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, createLogger, type Logger } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/server/app';
import { createStaffApp } from '../src/server/test/staff-test-kit';
import { fetchedJs, listen, routeUrl } from './lib/fetched-js';
import { entrySizes, STAFF_ROUTE_JS_BUDGET } from './public/bundle-sizes';
import { STAFF_ROUTES } from './staff-routes.bench';

/** Builds the web app into a folder of its own, so the check never reads a stale dist/web. */
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-budget-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

/** What the build warned of: `npm start` prints it on a first start, where it alarms a shop. */
const warnings: string[] = [];
const logger = createLogger('warn');
const customLogger: Logger = {
  ...logger,
  warn: (message) => warnings.push(message),
  warnOnce: (message) => warnings.push(message),
};

async function buildWeb() {
  // Vite takes React's production or development build from NODE_ENV, which Vitest sets to 'test'.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      logLevel: 'warn',
      customLogger,
      mode: 'production',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

beforeAll(buildWeb, 120_000);

describe('staff JavaScript budget', () => {
  it('no staff route makes the browser fetch more JavaScript than the budget, nor data twice', async () => {
    // The built app served by the real server, an admin signed in (every staff route opens).
    const t = await createStaffApp({ role: 'admin' });
    const server = await listen(createApp({ ...t.deps, webRoot: outDir }) as never);
    try {
      const ticket = await t.createTicket();
      const urls = Object.fromEntries(
        Object.keys(STAFF_ROUTES).map((route) => [route, routeUrl(route, { tickets: ticket.id })]),
      );
      const routes = await fetchedJs(server.origin, t.cookie, urls, outDir);
      expect(routes.map((r) => r.route)).toEqual(Object.keys(STAFF_ROUTES));
      // STAFF_BUDGET_REPORT=file keeps the figures (route, kB, files) for the docs.
      const report = process.env.STAFF_BUDGET_REPORT;
      if (report)
        fs.writeFileSync(
          report,
          routes
            .map((r) => `| ${r.route} | ${(r.jsGzip / 1024).toFixed(1)} | ${r.files.length} |`)
            .join('\n'),
        );
      for (const route of routes) {
        // The route's own module was fetched: the page opened, not a redirect or an error.
        const page = path.basename(STAFF_ROUTES[route.route] as string, '.tsx');
        const own = new RegExp(`^/assets/${page}-[\\w-]{8}\\.js$`);
        expect(
          route.files.some((file) => own.test(file)),
          route.route,
        ).toBe(true);
        // The entry alone (React DOM, React Router) is far above this: a measure missing files fails.
        expect(route.jsGzip, route.route).toBeGreaterThan(90 * 1024);
      }
      // Each address the HTML preloads is one the app fetches, and the app takes the preloaded
      // answer: no address goes over the wire twice (a preload the app's fetch does not match,
      // or two parts of a page asking for the same thing).
      for (const route of routes) {
        const unused = route.preloaded.filter((url) => !route.appFetched.includes(url));
        expect(unused, `${route.route}: preloaded, never fetched by the app`).toEqual([]);
        const twice = Object.keys(route.apiRequests).filter((url) => route.apiRequests[url] !== 1);
        expect(twice, `${route.route}: asked for more than once`).toEqual([]);
      }
      const over = routes
        .filter((r) => r.jsGzip > STAFF_ROUTE_JS_BUDGET)
        .map((r) => `${r.route}: ${(r.jsGzip / 1024).toFixed(1)} kB`);
      expect(over).toEqual([]);
    } finally {
      server.close();
      await t.close();
    }
  }, 240_000);
});

describe('the web build', () => {
  it('warns of nothing', () => {
    expect(warnings).toEqual([]);
  });
});

describe("the customer pages' scripts", () => {
  it('load a few kB and nothing of the staff app (no React)', () => {
    const sizes = entrySizes(outDir, {
      status: 'src/public-web/ticket-page.ts',
      form: 'src/public-web/ticket-form.ts',
    });
    for (const { entry, files, jsGzip } of sizes) {
      expect(
        files.filter((file) => /\/(staff-shell|index)-/.test(file)),
        entry,
      ).toEqual([]);
      expect(jsGzip, entry).toBeLessThan(10 * 1024);
    }
  });
});

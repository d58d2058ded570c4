import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { routeJsGzip, STAFF_ROUTE_JS_BUDGET } from './public/bundle-sizes';
import { STAFF_ROUTES } from './staff-routes.bench';

/** Builds the web app into a folder of its own, so the check never reads a stale dist/web. */
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-budget-'));
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe('staff JavaScript budget', () => {
  it('measures every staff page module the router loads', () => {
    const dir = path.resolve(import.meta.dirname, '../src/web/app/routes/staff');
    const modules = fs.readdirSync(dir).map((file) => `src/web/app/routes/staff/${file}`);
    expect(Object.values(STAFF_ROUTES).sort()).toEqual(modules.sort());
  });

  it('no staff route needs more JavaScript than the budget', async () => {
    // Vite takes React's production or development build from NODE_ENV, which Vitest sets to 'test'.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ logLevel: 'silent', mode: 'production', build: { outDir, emptyOutDir: true } });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const routes = routeJsGzip(outDir, STAFF_ROUTES);
    expect(routes.map((r) => r.route)).toEqual(Object.keys(STAFF_ROUTES));
    // The entry alone (React DOM, React Router) is far above this: a measure that misses files fails.
    for (const route of routes) expect(route.jsGzip, route.route).toBeGreaterThan(90 * 1024);
    const over = routes
      .filter((r) => r.jsGzip > STAFF_ROUTE_JS_BUDGET)
      .map((r) => `${r.route}: ${(r.jsGzip / 1024).toFixed(1)} kB`);
    expect(over).toEqual([]);
  }, 120_000);
});

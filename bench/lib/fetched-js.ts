import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import type { Page } from '@playwright/test';
import type { Hono } from 'hono';
import { openBrowser } from './throttled-browser';

export interface FetchedJs {
  route: string;
  url: string;
  /** The JavaScript files the browser fetched for the route, by path under /assets/. */
  files: string[];
  /** Their gzip (level 9) size, the budget's measure. */
  jsGzip: number;
  /** The API addresses (path and query) the page's HTML names as preloads. */
  preloaded: string[];
  /** The API addresses the app's own code fetched. */
  appFetched: string[];
  /** How many requests went over the network for each API address. */
  apiRequests: Record<string, number>;
}

declare global {
  interface Window {
    /** The addresses the page's code fetched (recorded by fetchedJs's init script). */
    appFetched?: string[];
  }
}

/** Records every address the page's code hands to fetch(), as path and query. */
function recordAppFetches() {
  const fetch = window.fetch.bind(window);
  window.appFetched = [];
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    window.appFetched?.push(url.pathname + url.search);
    return fetch(input, init);
  };
}

/**
 * The page a route's key in bench/staff-routes.bench.ts names: its first path, with `{id}` taken
 * from `ids` by the path's first segment ('/tickets/{id}' → /tickets/<a ticket's id>).
 */
export function routeUrl(key: string, ids: Record<string, string>): string {
  const first = key.split(/[ ,]/)[0] as string;
  const segment = first.split('/')[1] ?? '';
  return first.replace('{id}', () => {
    const id = ids[segment];
    if (!id) throw new Error(`${key}: no ${segment} id to open it with (fetched-js ids)`);
    return id;
  });
}

/** Resolves `quiet()` once no request has been open or started for 500 ms. */
function quietWatch(page: Page) {
  let open = 0;
  let last = Date.now();
  const touch = (change: number) => () => {
    open += change;
    last = Date.now();
  };
  page.on('request', touch(1));
  page.on('requestfinished', touch(-1));
  page.on('requestfailed', touch(-1));
  return {
    async quiet() {
      while (open > 0 || Date.now() - last < 500) await page.waitForTimeout(100);
    },
  };
}

/** Serves the app over HTTP on a free port of 127.0.0.1 until `close`. */
export async function listen(app: Hono<never>): Promise<{ origin: string; close(): void }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      resolve({
        origin: `http://127.0.0.1:${(info as AddressInfo).port}`,
        close: () => server.close(),
      });
    });
  });
}

/**
 * Routes loaded at once: most of a route's time is the 500 ms of quiet it is watched for. Two,
 * not four: with four, Chromium's bursts slowed the test file beside it enough to fail the
 * silent-connections test's one-second bound, 4 times out of 4.
 */
const ROUTES_AT_ONCE = 2;

/**
 * Loads each route in Chromium, signed in with `cookie`, and adds up the JavaScript it fetched
 * until the network has been quiet for 500 ms: the entry, the shell, the page's chunks and what
 * they import lazily on load. Sizes are the built files' gzip, read from `webRoot`. Also says
 * which API addresses the HTML preloaded, the app fetched, and how often each went over the wire.
 * Each route has a page of its own, so loading a few at once changes none of these.
 */
export async function fetchedJs(
  origin: string,
  cookie: string,
  routes: Record<string, string>,
  webRoot: string,
): Promise<FetchedJs[]> {
  const browser = await openBrowser();
  const gzipped = new Map<string, number>();
  const gzip = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(webRoot, file)), { level: 9 }).length;
      gzipped.set(file, size);
    }
    return size;
  };
  try {
    const context = await browser.newContext();
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
      }),
    );
    await context.addInitScript(recordAppFetches);
    const entries = Object.entries(routes);
    const results: FetchedJs[] = new Array(entries.length);
    let next = 0;
    const loader = async () => {
      while (next < entries.length) {
        const index = next++;
        const [route, url] = entries[index] as [string, string];
        const loaded = await loadRoute(await context.newPage(), origin, route, url);
        const files = [...loaded.files].sort();
        results[index] = {
          ...loaded,
          files,
          jsGzip: files.reduce((sum, file) => sum + gzip(file), 0),
        };
      }
    };
    await Promise.all(Array.from({ length: ROUTES_AT_ONCE }, loader));
    return results;
  } finally {
    await browser.close();
  }
}

/** One route in its own page: the scripts it fetched, its preloads, its API requests. */
async function loadRoute(page: Page, origin: string, route: string, url: string) {
  const files = new Set<string>();
  const apiRequests: Record<string, number> = {};
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/'))
      apiRequests[pathname + search] = (apiRequests[pathname + search] ?? 0) + 1;
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) files.add(pathname);
  });
  const network = quietWatch(page);
  await page.goto(origin + url);
  // The page's heading, then 500 ms with no request open: a slow machine may take longer
  // than that to run the entry before it asks for the page's chunks.
  await page.locator('h1').first().waitFor();
  await network.quiet();
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=fetch]')].map((link) => {
      const address = new URL(link.href);
      return address.pathname + address.search;
    }),
  );
  // A section the page renders after its own chunk (a ticket's parts and tasks) may ask for its
  // preloaded answer after those 500 ms on a starved CPU: wait for every preload to be asked for
  // (10 s at most; one never asked for then is still reported), then for quiet again.
  const asked = await page
    .waitForFunction(
      (paths) => paths.every((path) => window.appFetched?.includes(path)),
      preloaded,
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (asked) await network.quiet();
  const landed = new URL(page.url()).pathname;
  if (landed !== url) throw new Error(`${route}: ${url} ended on ${landed}`);
  const appFetched = await page.evaluate(() => window.appFetched ?? []);
  await page.close();
  return { route, url, files, preloaded, appFetched, apiRequests };
}

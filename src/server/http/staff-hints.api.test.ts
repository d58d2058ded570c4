import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeToday } from '../../shared/format';
import { createApp } from '../app';
import { createTestApp, type TestApp } from '../test/test-app';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-hints-'));
fs.writeFileSync(
  path.join(webRoot, 'index.html'),
  '<html><head><title>t</title><script type="module" crossorigin src="/assets/index.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/shell.js"></head>' +
    '<body><div id="root"></div></body></html>',
);
const FRAME = '<header>Sportello</header><main id="main"></main>';
fs.mkdirSync(path.join(webRoot, '.vite'));
fs.writeFileSync(path.join(webRoot, '.vite/staff-first-paint.html'), FRAME);

let t: TestApp;
let app: ReturnType<typeof createApp>;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  app = createApp({ ...t.deps, webRoot });
  for (const role of ['admin', 'employee', 'user'] as const)
    cookies[role] = await t.signIn((await t.addUser(role)).email);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

async function pageHtml(url: string, cookie?: string): Promise<string> {
  const response = await app.request(
    `http://localhost${url}`,
    cookie ? { headers: { cookie } } : {},
  );
  expect(response.status).toBe(200);
  return response.text();
}

/** The API addresses a page's HTML names as preloads, for the session in `cookie`. */
async function preloads(url: string, cookie?: string): Promise<string[]> {
  const html = await pageHtml(url, cookie);
  return [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin>/g)].map(
    (match) => (match[1] as string).replaceAll('&amp;', '&'),
  );
}

const EVERYONE = ['/api/me', '/api/public/shop'];

describe("a staff page's HTML names the data its first render reads", () => {
  it('to a staff session: the page’s own data, its id and the shop’s date filled in', async () => {
    expect(await preloads('/tickets', cookies.employee)).toEqual([
      ...EVERYONE,
      '/api/tickets?closed=false&limit=30',
    ]);
    const id = crypto.randomUUID();
    expect(await preloads(`/tickets/${id}/etichetta`, cookies.admin)).toEqual([
      ...EVERYONE,
      `/api/tickets/${id}`,
    ]);
    expect(await preloads('/work-management', cookies.admin)).toContain(
      `/api/work-logs?date=${romeToday()}&limit=100`,
    );
  });

  it('only the session and the shop to anyone else, or for a filtered view', async () => {
    expect(await preloads('/tickets')).toEqual(EVERYONE);
    expect(await preloads('/tickets', cookies.user)).toEqual(EVERYONE);
    expect(await preloads('/tickets?closed=true', cookies.admin)).toEqual(EVERYONE);
    // Not a staff page: nothing.
    expect(await preloads('/login', cookies.admin)).toEqual([]);
  });

  it("to a signed-in session, the page's root holds the signed-in frame; signed out it is empty", async () => {
    const root = async (url: string, cookie?: string) =>
      /<div id="root">(.*)<\/div><\/body>/.exec(await pageHtml(url, cookie))?.[1];
    expect(await root('/tickets', cookies.employee)).toBe(FRAME);
    expect(await root(`/tickets/${crypto.randomUUID()}`, cookies.admin)).toBe(FRAME);
    expect(await root('/tickets?closed=true', cookies.admin)).toBe(FRAME);
    // A user's pages open in the same frame (those it may not read say so inside it).
    expect(await root('/tickets', cookies.user)).toBe(FRAME);
    expect(await root('/tickets')).toBe('');
    expect(await root('/login', cookies.admin)).toBe('');
  });

  it('with the frame, the code is asked for at low priority; signed out, at its own', async () => {
    const scripts = async (url: string, cookie?: string) =>
      (await pageHtml(url, cookie)).match(/<(script|link rel="modulepreload")[^>]*>/g);
    expect(await scripts('/tickets', cookies.employee)).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shell.js">',
    ]);
    expect(await scripts('/tickets')).toEqual([
      '<script type="module" crossorigin src="/assets/index.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shell.js">',
    ]);
  });

  it('nothing of the page while the shop demands two-factor the employee has not enrolled', async () => {
    // The last test of the file: from here on the shop demands two-factor of every staff account.
    const on = await t.request('PUT', '/api/settings', {
      cookie: cookies.admin,
      body: { values: { auth_require_two_factor: 'true' } },
    });
    expect(on.status).toBe(200);
    // A session read after the change (the earlier ones are kept for a few seconds).
    const employee = await t.signIn((await t.addUser('employee')).email);
    expect(await preloads('/tickets', employee)).toEqual(EVERYONE);
    // Nor its frame: the app sends them to the profile's enrolment first.
    expect(await pageHtml('/tickets', employee)).toContain('<div id="root"></div>');
  });
});

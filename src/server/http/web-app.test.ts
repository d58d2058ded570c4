import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from './context';
import { mountWebApp, NOT_BUILT_MESSAGE } from './web-app';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** An app serving webRoot, which does not exist yet. */
function appFor(): { app: Hono<AppEnv>; webRoot: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-web-'));
  dirs.push(dir);
  const webRoot = path.join(dir, 'dist', 'web');
  vi.spyOn(console, 'error').mockImplementation(() => {}); // serveStatic's note on a missing root
  const app = new Hono<AppEnv>();
  mountWebApp(app, webRoot);
  return { app, webRoot };
}

function build(webRoot: string, marker: string, asset = 'app-1a2b.js') {
  fs.mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    `<!doctype html><title>${marker}</title><script src="/assets/${asset}"></script>`,
  );
  fs.writeFileSync(path.join(webRoot, 'assets', asset), 'console.log(1)');
}

describe('the built web app', () => {
  it('answers 503 with what to do while there is no build, and serves the build once made', async () => {
    const { app, webRoot } = appFor();
    for (const page of ['/', '/tickets/42']) {
      const response = await app.request(page);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe(NOT_BUILT_MESSAGE);
    }
    expect(NOT_BUILT_MESSAGE).toContain("Esegui 'npm run build'");
    expect((await app.request('/api/nulla')).status).toBe(404);

    build(webRoot, 'prima');
    const page = await app.request('/tickets/42');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>prima</title>');
  });

  it('serves index.html for client routes from memory, and assets with a long cache', async () => {
    const { app, webRoot } = appFor();
    build(webRoot, 'prima');
    const reads = vi.spyOn(fsp, 'readFile');
    for (const route of ['/tickets', '/impostazioni/utenti', '/login']) {
      const response = await app.request(route);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>prima</title>');
    }
    expect(reads).toHaveBeenCalledTimes(1);
    const home = await app.request('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('no-cache');

    const asset = await app.request('/assets/app-1a2b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log(1)');
  });

  it('sends the precompressed copy the browser accepts, brotli first, and says it varies', async () => {
    const { app, webRoot } = appFor();
    build(webRoot, 'prima');
    const asset = path.join(webRoot, 'assets', 'app-1a2b.js');
    fs.writeFileSync(`${asset}.br`, brotliCompressSync('console.log(1)'));
    fs.writeFileSync(`${asset}.gz`, gzipSync('console.log(1)'));
    const get = (acceptEncoding?: string) =>
      app.request('/assets/app-1a2b.js', {
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });

    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(
      'console.log(1)',
    );
    const gz = await get('gzip, deflate');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('console.log(1)');
    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
    for (const response of [br, gz, plain]) {
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('picks up a rebuild made while the server runs', async () => {
    const { app, webRoot } = appFor();
    build(webRoot, 'prima');
    expect(await (await app.request('/tickets')).text()).toContain('prima');
    fs.rmSync(webRoot, { recursive: true });
    build(webRoot, 'seconda-versione', 'app-9z8y.js');
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(webRoot, 'index.html'), later, later);
    const page = await (await app.request('/tickets')).text();
    expect(page).toContain('<title>seconda-versione</title>');
    expect(page).toContain('/assets/app-9z8y.js');
  });
});

describe('hints in a staff page', () => {
  it("names the page's chunks and the session check, only on staff pages", async () => {
    const { app, webRoot } = appFor();
    build(webRoot, 'prima');
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><head><title>prima</title></head><body></body>',
    );
    fs.mkdirSync(path.join(webRoot, '.vite'));
    fs.writeFileSync(
      path.join(webRoot, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', imports: ['_react.js'] },
        '_react.js': { file: 'assets/react-1.js' },
        '_query.js': { file: 'assets/query-1.js', imports: ['_react.js'] },
        '_form.js': { file: 'assets/form-1.js', imports: ['_react.js'] },
        'src/web/app/routes/staff/ticket-sheet.tsx': {
          file: 'assets/ticket-sheet-1.js',
          imports: ['_react.js', '_query.js', '_form.js'],
        },
        'src/web/app/routes/staff/ticket-new.tsx': { file: 'assets/ticket-new-1.js' },
      }),
    );
    const preload = (file: string) =>
      `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
    // The session check and the shop: every staff page reads them (no session here: no more).
    const me =
      '<link rel="preload" href="/api/me" as="fetch" crossorigin>' +
      '<link rel="preload" href="/api/public/shop" as="fetch" crossorigin></head>';
    const expected = {
      // Not what the entry already loads (_react.js).
      '/tickets/42':
        preload('ticket-sheet-1.js') + preload('query-1.js') + preload('form-1.js') + me,
      '/tickets/new': preload('ticket-new-1.js') + me,
      // A page whose module the manifest does not name: the data alone.
      '/settings': me,
      '/': me,
    };
    for (const [route, hints] of Object.entries(expected)) {
      const response = await app.request(route);
      expect(response.status).toBe(200);
      expect(await response.text(), route).toContain(`<title>prima</title>${hints}`);
    }
    for (const route of ['/login', '/reset-password', '/tickets/42/nope']) {
      expect(await (await app.request(route)).text()).toContain('<title>prima</title></head>');
    }
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Handler, Hono, MiddlewareHandler } from 'hono';
import { romeToday } from '../../shared/format';
import { mustEnrolTwoFactor } from '../auth/session';
import type { AppEnv } from './context';
import { staffPageHints } from './staff-hints';

/** Said for every page while dist/web has no build: a person knows what to do, not a bare 500. */
export const NOT_BUILT_MESSAGE =
  "Sportello: l'interfaccia web non è ancora stata compilata.\n" +
  "Esegui 'npm run build' (oppure avvia con 'npm start', che la compila da sé) e ricarica la pagina.\n";

/**
 * The built SPA: hashed assets cached for a year, everything else revalidated, and index.html for
 * any other non-API path so client-side routes survive a reload. Without a build every page
 * answers 503 with NOT_BUILT_MESSAGE; a build made while the server runs is picked up.
 */
export function mountWebApp(
  app: Hono<AppEnv>,
  webRoot: string,
  /** Reads the session of a page's request: its role decides which data the HTML names. */
  readSession: MiddlewareHandler<AppEnv> = (_c, next) => next(),
): void {
  const indexHtml = cachedFile(path.join(webRoot, 'index.html'));
  const hints = staffPageHints(webRoot);
  const page: Handler<AppEnv> = async (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    const html = await indexHtml();
    if (html === null) {
      c.header('Cache-Control', 'no-store');
      c.header('Retry-After', '30');
      return c.text(NOT_BUILT_MESSAGE, 503);
    }
    c.header('Cache-Control', 'no-cache');
    const { search } = new URL(c.req.url);
    const session = c.get('session');
    // Someone who must first enrol two-factor reads no page's data (the API would refuse it).
    const reads = session && !(await mustEnrolTwoFactor(c.get('deps').db, session));
    // The browser's date decides what the app asks for; the server's own clock is the nearest.
    const today = romeToday();
    return c.html(
      hints(html, { pathname: c.req.path, search, role: reads ? session.user.role : null, today }),
    );
  };
  // The dashboard too, ahead of the static files (where / would be the plain index.html).
  app.get('/', readSession, page);
  app.use('/assets/*', staticFiles(webRoot, 'public, max-age=31536000, immutable'));
  app.use('*', staticFiles(webRoot, 'no-cache'));
  app.get('*', readSession, page);
}

/**
 * Files under root with this Cache-Control. Set on the response serveStatic returns: its onFound
 * hook runs after the response is built, so a header set there never reached the browser.
 */
function staticFiles(root: string, cacheControl: string): MiddlewareHandler<AppEnv> {
  // The build writes .br and .gz beside each text file (scripts/vite-precompress.ts): sent as
  // they are to a browser that accepts them, brotli first.
  const serve = serveStatic<AppEnv>({ root, precompressed: true });
  return async (c, next) => {
    // A found file comes back as its Response; otherwise serveStatic has already run next().
    const response = await serve(c, next);
    if (response instanceof Response) {
      response.headers.set('Cache-Control', cacheControl);
      // Also on an uncompressed answer: a shared cache must not hand it to a browser that
      // asked for brotli, nor a compressed one to a client that cannot read it.
      if (COMPRESSIBLE_TYPE.test(response.headers.get('Content-Type') ?? '')) {
        response.headers.set('Vary', 'Accept-Encoding');
      }
    }
    return response;
  };
}

const COMPRESSIBLE_TYPE = /^(text\/|application\/(javascript|json)|image\/svg\+xml)/;

/**
 * The file's text, read once per version: each call only stats it, and reads it again when a
 * rebuild replaced it (a new build's index.html names new asset files, the old ones are gone).
 * null while the file does not exist.
 */
export function cachedFile(file: string): () => Promise<string | null> {
  let cached: { stamp: string; text: string } | null = null;
  return async () => {
    try {
      const stat = await fs.stat(file);
      const stamp = `${stat.mtimeMs}:${stat.size}`;
      if (cached?.stamp !== stamp) cached = { stamp, text: await fs.readFile(file, 'utf8') };
      return cached.text;
    } catch {
      // Missing, or removed between stat and read by a build in progress.
      cached = null;
      return null;
    }
  };
}

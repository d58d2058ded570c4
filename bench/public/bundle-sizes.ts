import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface EntrySize {
  entry: string;
  files: string[];
  jsGzip: number;
  cssGzip: number;
}

const gzip = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

type Manifest = Record<string, ManifestChunk>;

const readManifest = (webRoot: string) =>
  JSON.parse(fs.readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The files of these manifest keys and of everything they import statically (not lazily). */
function staticClosure(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    else files.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return { js: [...files], css: [...css] };
}

/**
 * What a page must download for one Vite entry: the entry chunk and every chunk it imports
 * statically (lazy imports are not counted), gzip level 9, from dist/web/.vite/manifest.json.
 */
export function entrySizes(webRoot: string, entries: Record<string, string>): EntrySize[] {
  const manifest = readManifest(webRoot);
  return Object.entries(entries).map(([entry, source]) => {
    const { js, css } = staticClosure(manifest, [source]);
    const sum = (list: string[]) =>
      list.reduce((total, file) => total + gzip(path.join(webRoot, file)), 0);
    return { entry, files: [...js, ...css], jsGzip: sum(js), cssGzip: sum(css) };
  });
}

/** What every staff page loads besides its own module: the app's entry and the staff shell. */
export const STAFF_SHELL = [
  'index.html',
  'src/web/app/staff-layout.tsx',
  'src/web/app/require-role.tsx',
];

export interface WireBytes {
  route: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * Bytes a browser receives for a staff route's code: the app's entry plus the route's module and
 * their static imports, as the files the server sends — uncompressed (what it sent before the
 * build precompressed them), and the .gz and .br copies it sends now.
 */
export function routeWireBytes(webRoot: string, routes: Record<string, string>): WireBytes[] {
  const manifest = readManifest(webRoot);
  const size = (file: string) => fs.statSync(path.join(webRoot, file)).size;
  return Object.entries(routes).map(([route, module]) => {
    const { js, css } = staticClosure(manifest, [...STAFF_SHELL, module]);
    const files = [...js, ...css];
    const total = (suffix: string) => files.reduce((sum, file) => sum + size(file + suffix), 0);
    return { route, raw: total(''), gzip: total('.gz'), brotli: total('.br') };
  });
}

/** No staff route may need more JavaScript than this, gzip level 9. */
export const STAFF_ROUTE_JS_BUDGET = 150 * 1024;

export interface RouteJs {
  route: string;
  jsGzip: number;
}

/**
 * The JavaScript a staff route needs to show its page: the shell and the route's module with
 * their static imports, gzip level 9. Chunks loaded on an action (the inline edit form, a
 * dialog, a section's own lazy part) are not counted. Throws for a module the build lacks.
 */
export function routeJsGzip(webRoot: string, routes: Record<string, string>): RouteJs[] {
  const manifest = readManifest(webRoot);
  return Object.entries(routes).map(([route, module]) => {
    if (!manifest[module]) throw new Error(`${module} is not in the build of ${webRoot}`);
    const { js } = staticClosure(manifest, [...STAFF_SHELL, module]);
    return { route, jsGzip: js.reduce((sum, file) => sum + gzip(path.join(webRoot, file)), 0) };
  });
}

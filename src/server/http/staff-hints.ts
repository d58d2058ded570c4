import fs from 'node:fs';
import path from 'node:path';
import { type StaffPage, staffPageAt } from '../../shared/staff-pages';

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The chunk of this manifest key and every chunk it imports statically. */
function closure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const next of chunk.imports ?? []) closure(manifest, next, files);
  return files;
}

function withHints(html: string, webRoot: string, page: StaffPage): string {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8'));
  } catch {
    return html; // no build's manifest (a hand-made index.html): nothing to name
  }
  const entry = closure(manifest, 'index.html');
  const code = [...closure(manifest, `src/web/app/routes/staff/${page.module}.tsx`)].filter(
    (file) => !entry.has(file),
  );
  // crossorigin as on Vite's own modulepreload tags; the session check's preload matches the
  // app's fetch('/api/me') (CORS mode, same-origin credentials), which then takes its answer.
  const links = [
    ...code.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    '<link rel="preload" href="/api/me" as="fetch" crossorigin>',
  ];
  return html.replace('</head>', `${links.join('')}</head>`);
}

/**
 * index.html for a staff page (src/shared/staff-pages.ts) names the page's code (its module and
 * every chunk it imports that the entry does not; the staff shell is one of the entry's own,
 * vite.config.ts) and the session check in its <head>: a phone fetches them beside the entry
 * instead of after running it, a round trip or two less before the page's first data
 * (docs/decisions/031). Every other path gets the file as it is. Computed once per page module
 * and build of index.html.
 */
export function staffPageHints(webRoot: string): (html: string, pathname: string) => string {
  let built: { html: string; hinted: Map<string, string> } | null = null;
  return (html, pathname) => {
    const page = staffPageAt(pathname);
    if (!page) return html;
    if (built?.html !== html) built = { html, hinted: new Map() };
    let hinted = built.hinted.get(page.module);
    if (hinted === undefined) {
      hinted = withHints(html, webRoot, page);
      built.hinted.set(page.module, hinted);
    }
    return hinted;
  };
}

import fs from 'node:fs';
import path from 'node:path';

/** The pages the SPA shows signed out (src/web/app/router.tsx): they have no staff shell. */
const SIGNED_OUT_PAGES = new Set(['/login', '/setup', '/forgot-password', '/reset-password']);

/** Where the staff shell's module is in Vite's manifest (src/web/app/router.tsx loads it). */
const STAFF_SHELL = 'src/web/app/staff-layout.tsx';

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The chunk of this manifest key and every chunk it imports statically. */
function closure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const next of chunk.imports ?? []) closure(manifest, next, files);
  return files;
}

function withHints(html: string, webRoot: string): string {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8'));
  } catch {
    return html; // no build's manifest (a hand-made index.html): nothing to name
  }
  const entry = closure(manifest, 'index.html');
  const shell = [...closure(manifest, STAFF_SHELL)].filter((file) => !entry.has(file));
  // crossorigin as on Vite's own modulepreload tags; the session check's preload matches the
  // app's fetch('/api/me') (CORS mode, same-origin credentials), which then takes its answer.
  const links = [
    ...shell.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    '<link rel="preload" href="/api/me" as="fetch" crossorigin>',
  ];
  return html.replace('</head>', `${links.join('')}</head>`);
}

/**
 * index.html for a staff page names the staff shell's code and the session check in its <head>:
 * a phone fetches them beside the entry instead of after running it, one round trip less before
 * the page's first data (docs/decisions/031). Signed-out pages get the file as it is. Computed
 * once per build of index.html.
 */
export function staffPageHints(webRoot: string): (html: string, pathname: string) => string {
  let last: { html: string; hinted: string } | null = null;
  return (html, pathname) => {
    if (SIGNED_OUT_PAGES.has(pathname)) return html;
    if (last?.html !== html) last = { html, hinted: withHints(html, webRoot) };
    return last.hinted;
  };
}

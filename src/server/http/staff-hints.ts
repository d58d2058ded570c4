import fs from 'node:fs';
import path from 'node:path';
import { EVERY_PAGE_DATA, type PageRequest, staffPageData } from '../../shared/staff-page-data';
import { STAFF_FIRST_PAINT_FILE, type StaffPage, staffPageAt } from '../../shared/staff-pages';

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The chunk of this manifest key and every chunk it imports statically. */
function closure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const next of chunk.imports ?? []) closure(manifest, next, files);
  return files;
}

/** The `modulepreload` links of the page's code ('' without a build's manifest). */
function codeLinks(webRoot: string, page: StaffPage): string {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8'));
  } catch {
    return ''; // no build's manifest (a hand-made index.html): nothing to name
  }
  const entry = closure(manifest, 'index.html');
  const code = [...closure(manifest, `src/web/app/routes/staff/${page.module}.tsx`)].filter(
    (file) => !entry.has(file),
  );
  // crossorigin as on Vite's own modulepreload tags.
  return code.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

/** The staff frame the build rendered, '' without one. */
function firstPaint(webRoot: string): string {
  try {
    return fs.readFileSync(path.join(webRoot, STAFF_FIRST_PAINT_FILE), 'utf8');
  } catch {
    return ''; // a build without it (a hand-made index.html): the page starts blank, as before
  }
}

/**
 * A preload matches the app's fetch (CORS mode, same-origin credentials) only with crossorigin;
 * the fetch then takes its answer instead of asking again. `&` as HTML wants it in an attribute.
 */
const dataLink = (url: string) =>
  `<link rel="preload" href="${url.replaceAll('&', '&amp;')}" as="fetch" crossorigin>`;

/**
 * index.html for a staff page (src/shared/staff-pages.ts) names the page's code (its module and
 * every chunk it imports that the entry does not; the staff shell is one of the entry's own,
 * vite.config.ts) and the data its first render reads (src/shared/staff-page-data.ts: the
 * session check and the shop for everyone, the page's own data for a staff session) in its
 * <head>: a phone fetches them beside the entry instead of after running it, a round trip or two
 * less before the first render; to a signed-in session its #root holds the signed-in frame,
 * painted before any code has run (docs/decisions/031). Every other path gets the file as it is.
 * The code's links are computed once per page module and build of index.html.
 */
export function staffPageHints(webRoot: string): (html: string, request: PageRequest) => string {
  let built: { html: string; frame: string; code: Map<string, string> } | null = null;
  return (html, request) => {
    const page = staffPageAt(request.pathname);
    if (!page) return html;
    if (built?.html !== html) built = { html, frame: firstPaint(webRoot), code: new Map() };
    let code = built.code.get(page.module);
    if (code === undefined) {
      code = codeLinks(webRoot, page);
      built.code.set(page.module, code);
    }
    const data = [...EVERY_PAGE_DATA, ...staffPageData(page, request)];
    const head = html.replace('</head>', `${code}${data.map(dataLink).join('')}</head>`);
    // Every signed-in role's page opens in the signed-in frame; signed out, the app goes to /login.
    if (!request.role) return head;
    return codeAfterFirstPaint(head).replace(
      '<div id="root"></div>',
      `<div id="root">${built.frame}</div>`,
    );
  };
}

/**
 * With the frame in the HTML, the first paint needs the stylesheet and no code: the scripts are
 * asked for at low priority, so the stylesheet and the page's data are not shared with ~140 kB
 * of JavaScript on a phone's connection (side by side, throttled: the frame 14-72 ms sooner, the
 * page 56-120 ms sooner), and Lighthouse no longer counts the code into the first paint
 * (docs/decisions/031). Signed out the page is the code's to draw: its scripts keep their priority.
 */
function codeAfterFirstPaint(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?= )/g,
    '<$1 fetchpriority="low"',
  );
}

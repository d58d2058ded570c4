import fs from 'node:fs';
import path from 'node:path';

/** The built files a public page links: its stylesheet, its module and what that module imports. */
export interface PageAssets {
  styles: string[];
  script: string | null;
  preloads: string[];
}

export type PublicEntry = 'ticket-page' | 'ticket-form';

const SOURCES: Record<PublicEntry | 'styles', string> = {
  styles: 'src/public-web/public.css',
  'ticket-page': 'src/public-web/ticket-page.ts',
  'ticket-form': 'src/public-web/ticket-form.ts',
};

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Reads Vite's manifest (dist/web/.vite/manifest.json) once, to turn the public entries into
 * their hashed file names. Without a build (API-only tests, `npm run dev` through Vite's server)
 * the source paths are linked, which Vite's dev server knows how to serve.
 */
export function loadPageAssets(webRoot: string | undefined): (entry: PublicEntry) => PageAssets {
  const manifestFile = webRoot ? path.join(webRoot, '.vite/manifest.json') : '';
  const manifest: Manifest | null =
    manifestFile && fs.existsSync(manifestFile)
      ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest)
      : null;
  if (!manifest) {
    return (entry) => ({
      styles: [`/${SOURCES.styles}`],
      script: `/${SOURCES[entry]}`,
      preloads: [],
    });
  }
  const url = (file: string) => `/${file}`;
  const stylesheet = manifest[SOURCES.styles];
  const styles = stylesheet ? [url(stylesheet.file)] : [];
  return (entry) => {
    const chunk = manifest[SOURCES[entry]];
    if (!chunk) return { styles, script: null, preloads: [] };
    const preloads = new Set<string>();
    const visit = (key: string) => {
      const imported = manifest[key];
      if (!imported || preloads.has(url(imported.file))) return;
      preloads.add(url(imported.file));
      for (const next of imported.imports ?? []) visit(next);
    };
    for (const key of chunk.imports ?? []) visit(key);
    return { styles, script: url(chunk.file), preloads: [...preloads] };
  };
}

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

/**
 * What a page must download for one Vite entry: the entry chunk and every chunk it imports
 * statically (lazy imports are not counted), gzip level 9, from dist/web/.vite/manifest.json.
 */
export function entrySizes(webRoot: string, entries: Record<string, string>): EntrySize[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  return Object.entries(entries).map(([entry, source]) => {
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
    visit(source);
    const sum = (set: Set<string>) =>
      [...set].reduce((total, file) => total + gzip(path.join(webRoot, file)), 0);
    return { entry, files: [...files, ...css], jsGzip: sum(files), cssGzip: sum(css) };
  });
}

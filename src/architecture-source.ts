import path from 'node:path';

/** A file of the tree as the house rules read it: its path and its text, nothing run. */
export interface SourceFile {
  /** Relative to the repository, with forward slashes: `src/server/app.ts`. */
  path: string;
  text: string;
}

export interface Import {
  specifier: string;
  /** `import type` / `export type`: erased at build, never a runtime dependency. */
  typeOnly: boolean;
}

/**
 * Static imports and re-exports, and dynamic `import()` with a quoted or backtick specifier (a
 * template without `${}` is as static as a string, and hid a web → server import from the rules).
 */
const IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*(?:['"]([^'"]+)['"]|`([^`$]+)`)\s*\)/g;

export function importsOf(text: string): Import[] {
  return [...text.matchAll(IMPORT)].map((m) => ({
    specifier: m[2] ?? m[3] ?? m[4] ?? '',
    typeOnly: Boolean(m[1]),
  }));
}

/** An import's target relative to the repository, without extension (packages stay as written). */
export function resolveImport(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return path.posix
    .normalize(path.posix.join(path.posix.dirname(from), specifier))
    .replace(/\.(tsx?|js)$/, '')
    .replace(/\/index$/, '');
}

export const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.startsWith('src/server/test/');

/** Test code that sets the scene: tests and the kits they share (they may write any table). */
export const isTestCode = (file: string) => isTest(file) || /-test-kit\.tsx?$/.test(file);

export function featureOf(file: string, side: 'server' | 'web'): string | null {
  return new RegExp(`^src/${side}/features/([^/]+)/`).exec(`${file}/`)?.[1] ?? null;
}

import { featureOf, isTestCode, resolveImport, type SourceFile } from './architecture-source';

/**
 * Where SQL is written and who writes each table, read from the text wherever it is: Kysely
 * builders, `sql` tags and `sql.raw`, in any file, manifests included. A server feature names the
 * tables it owns in its manifest (`tables: [...]`); only its `*.queries.ts` write them.
 */

/** Layers below the features that own tables of their own (better-auth's, the outbox, …). */
export const LAYER_TABLES: Record<string, readonly string[]> = {
  'src/server/auth/': [
    'users',
    'sessions',
    'accounts',
    'verifications',
    'two_factors',
    'used_totp_codes',
  ],
  'src/server/mail/': ['outbox', 'mail_server'],
  'src/server/rate-limit/': ['rate_limits', 'rate_limit_counters'],
  'src/server/jobs/': ['scheduled_runs'],
};

/**
 * Layers that may write SQL outside a `*.queries.ts`: they are the SQL machinery itself
 * (migrations and their backfills, keyset paging, the search index, the backup's copy).
 */
const SQL_LAYERS = [
  'src/server/db/',
  'src/server/auth/',
  'src/server/mail/',
  'src/server/rate-limit/',
  'src/server/jobs/',
  'src/server/backup/',
  'src/server/search/',
  'src/server/settings/',
  'src/server/documents/',
  'src/server/cli/',
];

/** The db layer runs the migrations and their backfills: it may write any table. */
const WRITES_ANY_TABLE = ['src/server/db/'];

const BUILDER = /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/;
const SQL_TAG = /\bsql(?:<[^>]*>)?`([^`]*)`/g;
const SQL_RAW = /\bsql\s*\.\s*raw\s*[<(]/;
const BUILDER_WRITE =
  /\.(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"`]([a-z_]+)/g;
const TAG_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?(?=[\s(]|$)/gi;
const DDL =
  /\.schema\s*\.\s*(?:create|alter|drop)\w*\(|\b(?:create|alter|drop)\s+(?:table|index)\b/i;

/** The tables each feature's manifest declares: `tables: ['tickets', …]`. */
export function declaredOwners(files: readonly SourceFile[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of files) {
    const feature = /^src\/server\/features\/([^/]+)\/\1\.feature\.ts$/.exec(file.path)?.[1];
    const list = feature && /\btables:\s*\[([^\]]*)\]/.exec(file.text)?.[1];
    if (!feature || !list) continue;
    for (const [, table = ''] of list.matchAll(/['"]([a-z_]+)['"]/g)) owners.set(table, feature);
  }
  for (const [layer, tables] of Object.entries(LAYER_TABLES))
    for (const table of tables) owners.set(table, layer);
  return owners;
}

/** The tables a file writes (insert, update, delete, upsert), by builder or inside a `sql` tag. */
export function tablesWritten(text: string): string[] {
  const tables = [...text.matchAll(BUILDER_WRITE)].map((m) => m[1] ?? '');
  for (const [, body] of text.matchAll(SQL_TAG))
    for (const [, table] of (body ?? '').matchAll(TAG_WRITE)) tables.push(table ?? '');
  return [...new Set(tables)];
}

const buildsSql = (text: string) =>
  BUILDER.test(text) || SQL_RAW.test(text) || /\bsql(?:<[^>]*>)?`/.test(text);

function ownerMayWrite(file: string, owner: string): boolean {
  if (owner.startsWith('src/')) return file.startsWith(owner);
  return featureOf(file, 'server') === owner && file.endsWith('.queries.ts');
}

/** Every broken rule about SQL and table ownership, as "file → what: rule". */
export function sqlViolations(files: readonly SourceFile[]): string[] {
  const owners = declaredOwners(files);
  const violations: string[] = [];
  for (const { path: file, text } of files) {
    if (!file.startsWith('src/server/') || isTestCode(file) || file.includes('/migrations/'))
      continue;
    const say = (what: string, rule: string) => violations.push(`${file} → ${what}: ${rule}`);
    const inFeature = featureOf(file, 'server') !== null;
    const mayBuild = inFeature
      ? file.endsWith('.queries.ts')
      : SQL_LAYERS.some((layer) => file.startsWith(layer)) &&
        !/\.(feature|service|presenter)\.ts$/.test(file);
    if (!mayBuild && buildsSql(text)) say('SQL', 'SQL is written only in a *.queries.ts');
    if (DDL.test(text) && !file.startsWith('src/server/db/'))
      say('DDL', 'tables and indexes change only in migrations');
    if (WRITES_ANY_TABLE.some((layer) => file.startsWith(layer))) continue;
    for (const table of tablesWritten(text)) {
      const owner = owners.get(table);
      if (!owner) say(table, 'a table written must have an owner (its manifest names it)');
      else if (!ownerMayWrite(file, owner))
        say(table, `only ${owner}'s queries write ${table}: ask its service`);
    }
  }
  return violations;
}

/**
 * A service hands out what it decides, never its queries: neither `export { x } from
 * './y.queries'` nor `import { x } from './y.queries'` then `export { x }`.
 */
export function reexportViolations(files: readonly SourceFile[]): string[] {
  const violations: string[] = [];
  for (const { path: file, text } of files) {
    if (!/\.service\.ts$/.test(file) || isTestCode(file)) continue;
    const fromQueries = new Set<string>();
    for (const [, names, specifier] of text.matchAll(
      /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g,
    ))
      if (/\.queries$/.test(resolveImport(file, specifier ?? '')))
        for (const name of (names ?? '').split(','))
          fromQueries.add(
            name
              .trim()
              .split(/\s+as\s+/)
              .pop() ?? '',
          );
    for (const [statement, names, specifier] of text.matchAll(
      /export\s+(?:type\s+)?\{([^}]*)\}(?:\s*from\s*['"]([^'"]+)['"])?/g,
    )) {
      const reexported = specifier
        ? /\.queries$/.test(resolveImport(file, specifier))
        : (names ?? '')
            .split(',')
            .some((name) => fromQueries.has(name.trim().split(/\s+as\s+/)[0] ?? ''));
      if (reexported)
        violations.push(
          `${file} → ${statement.replace(/\s+/g, ' ')}: a service does not re-export its queries`,
        );
    }
  }
  return violations;
}

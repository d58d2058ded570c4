import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { architectureViolations } from './architecture-rules';

/**
 * The planting script: each house rule broken once, in an overlay of the tree, and caught. Biome
 * (what an editor shows while typing) runs on a temporary copy holding the planted files and the
 * real biome.json; the architecture test's rules run on the planted file. `by` names who must
 * catch it: a rule that only one of them can express says so.
 */
interface Plant {
  rule: string;
  path: string;
  text: string;
  by: { biome: boolean; architecture: boolean };
  /** Files the planted one needs to break its rule (the other side of a cycle, a manifest). */
  with?: { path: string; text: string }[];
  /** What the finding names, when it is not the planted file's own path (a feature cycle). */
  names?: string;
}

const onlyArchitecture = { biome: false, architecture: true };

const both = { biome: true, architecture: true };
const PLANTS: Plant[] = [
  {
    rule: 'src/shared imports server code',
    path: 'src/shared/plant-1.ts',
    text: "import { db } from '../server/db/database';\nexport { db };\n",
    by: both,
  },
  {
    rule: 'src/shared imports Node',
    path: 'src/shared/plant-2.ts',
    text: "import fs from 'node:fs';\nexport { fs };\n",
    by: both,
  },
  {
    rule: 'src/web imports a value (not a type) from src/server',
    path: 'src/web/features/plant/plant-3.tsx',
    text: "import { createApp } from '../../../server/app';\nexport { createApp };\n",
    // Biome's restricted imports cannot tell `import type` from `import`.
    by: { biome: false, architecture: true },
  },
  {
    rule: 'the customer pages import React',
    path: 'src/public-web/plant-4.ts',
    text: "import { useState } from 'react';\nexport { useState };\n",
    by: both,
  },
  {
    rule: "a server feature imports another feature's queries",
    path: 'src/server/features/quotes/plant-5.ts',
    text: "import { x } from '../tickets/tickets.queries';\nexport { x };\n",
    by: both,
  },
  {
    rule: 'a layer below the features imports a feature',
    path: 'src/server/auth/plant-6.ts',
    text: "import { writeSettings } from '../features/settings/settings.service';\nexport { writeSettings };\n",
    by: both,
  },
  {
    rule: '`const { env } = process` in server code',
    path: 'src/server/features/tickets/plant-7.ts',
    text: 'const { env } = process;\nexport const port = env.PORT;\n',
    // noProcessEnv sees member access only, not a destructuring.
    by: { biome: false, architecture: true },
  },
  {
    rule: "`process['env']` in server code",
    path: 'src/server/features/tickets/plant-8.ts',
    text: "// biome-ignore lint/complexity/useLiteralKeys: the planted form itself\nexport const port = process['env'].PORT;\n",
    by: both,
  },
  {
    rule: '`process.env` in src/shared',
    path: 'src/shared/plant-9.ts',
    text: 'export const mode = process.env.NODE_ENV;\n',
    by: both,
  },
  {
    rule: '`process.env` in src/web',
    path: 'src/web/lib/plant-10.ts',
    text: 'export const mode = process.env.NODE_ENV;\n',
    by: both,
  },
  {
    rule: 'a server feature imports src/web',
    path: 'src/server/features/tickets/plant-11.ts',
    text: "import { api } from '../../../web/lib/api';\nexport { api };\n",
    by: both,
  },
  {
    rule: "jobs/ imports a feature's queries",
    path: 'src/server/jobs/plant-12.ts',
    text: "import { x } from '../features/tickets/tickets.queries';\nexport { x };\n",
    by: both,
  },
  {
    rule: 'SQL in a manifest (a `sql` tag)',
    path: 'src/server/features/tickets/tickets.feature.ts',
    text: "import { sql } from 'kysely';\nexport const tables = ['tickets'];\nexport const n = sql`select 1`;\n",
    by: onlyArchitecture,
  },
  {
    rule: '`sql.raw` in a service',
    path: 'src/server/features/quotes/plant-14.service.ts',
    text: "import { sql } from 'kysely';\nexport const q = sql.raw('delete from quotes');\n",
    by: onlyArchitecture,
  },
  {
    rule: 'a service re-exports its queries functions',
    path: 'src/server/features/work-types/plant-15.service.ts',
    text: "export { workTypePriceCents } from './work-types.queries';\n",
    by: onlyArchitecture,
  },
  {
    rule: 'a service imports a queries function and exports it again',
    path: 'src/server/features/invoices/plant-16.service.ts',
    text: "import { selectInvoice } from './invoices.queries';\nexport { selectInvoice };\n",
    by: onlyArchitecture,
  },
  {
    rule: "a queries file updates another feature's table",
    path: 'src/server/features/tickets/plant-17.queries.ts',
    text: "export const q = (db) => db.updateTable('payments').set({ note: '' });\n",
    with: [
      {
        path: 'src/server/features/payments/payments.feature.ts',
        text: "export const payments = { tables: ['payments'] };\n",
      },
    ],
    by: onlyArchitecture,
  },
  {
    rule: 'SQL in a helper not named .queries',
    path: 'src/server/features/quotes/plant-18.ts',
    text: "export const q = (db) => db.insertInto('ticket_notes').values({});\n",
    by: onlyArchitecture,
  },
  {
    rule: 'a backtick dynamic import of server code from a web component',
    path: 'src/web/features/plant/plant-19.tsx',
    text: 'export const load = () => import(`../../../server/app`);\n',
    by: onlyArchitecture,
  },
  {
    rule: 'two features that need each other',
    path: 'src/server/features/payments/plant-20.ts',
    text: "import { t } from '../tickets/tickets.service';\nexport const p = t;\n",
    with: [
      {
        path: 'src/server/features/tickets/tickets.service.ts',
        text: "import { p } from '../payments/payments.service';\nexport const t = p;\n",
      },
      {
        path: 'src/server/features/payments/payments.service.ts',
        text: "export { p } from './plant-20';\n",
      },
    ],
    names: 'server:payments ↔ server:tickets',
    by: onlyArchitecture,
  },
  {
    rule: 'two files that import each other',
    path: 'src/web/components/ui/plant-21.tsx',
    text: "import type { B } from './plant-21b';\nexport type A = { b?: B };\n",
    with: [
      {
        path: 'src/web/components/ui/plant-21b.tsx',
        text: "import type { A } from './plant-21';\nexport type B = { a?: A };\n",
      },
    ],
    names: 'src/web/components/ui/plant-21 ↔ src/web/components/ui/plant-21b',
    by: onlyArchitecture,
  },
  {
    rule: 'a comment points to an issue number',
    path: 'src/shared/plant-22.ts',
    // Assembled, so this file does not itself hold the comment it plants.
    text: `/** The price rule (${['issue', '12'].join(' ')}). */\nexport const x = 1;\n`,
    by: onlyArchitecture,
  },
  {
    rule: 'a table created outside the migrations',
    path: 'src/server/features/tasks/plant-23.queries.ts',
    text: "export const q = (db) => db.schema.createTable('x').execute();\n",
    by: onlyArchitecture,
  },
  {
    rule: 'euros turned back into cents in a service',
    path: 'src/server/features/quotes/plant-24.service.ts',
    text: 'export const cents = (quote: { total_amount: number }) => Math.round(quote.total_amount * 100);\n',
    by: onlyArchitecture,
  },
  {
    rule: 'a second copy of what counts as paid',
    path: 'src/server/features/reports/plant-25.queries.ts',
    text: "import { sql } from 'kysely';\nexport const paid = sql`sum(case when direction = 'incasso' then amount_cents else 0 end)`;\n",
    by: onlyArchitecture,
  },
  {
    rule: 'a VAT rate kept in tenths of a percent',
    path: 'src/shared/plant-26.ts',
    text: 'export const vat = (line: { vatTenths: number }) => line.vatTenths / 10;\n',
    by: onlyArchitecture,
  },
  {
    rule: 'a second rounding function',
    path: 'src/server/features/invoices/plant-27.ts',
    text: 'export function roundHalfUp(n: bigint, d: bigint): bigint {\n  return (n * 2n + d) / (2n * d);\n}\n',
    by: onlyArchitecture,
  },
  {
    rule: 'an amount rounded inline',
    path: 'src/server/features/receipts/plant-28.ts',
    text: 'export const net = (gross: number) => Math.round((gross * 100) / 122);\n',
    by: onlyArchitecture,
  },
];

const root = path.resolve(import.meta.dirname, '..');
let overlay = '';
/** Planted path → the Biome rules it broke. */
const biomeFindings = new Map<string, string[]>();

beforeAll(() => {
  overlay = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-planted-'));
  fs.copyFileSync(path.join(root, 'biome.json'), path.join(overlay, 'biome.json'));
  for (const file of PLANTS.flatMap((plant) => [plant, ...(plant.with ?? [])])) {
    fs.mkdirSync(path.dirname(path.join(overlay, file.path)), { recursive: true });
    fs.writeFileSync(path.join(overlay, file.path), file.text);
  }
  const biome = spawnSync(
    path.join(root, 'node_modules/.bin/biome'),
    ['lint', '--vcs-enabled=false', '--reporter=github', '--max-diagnostics=none', 'src'],
    { cwd: overlay, encoding: 'utf8' },
  );
  for (const line of biome.stdout.split('\n')) {
    const [, rule, absolute] = /title=(lint\/[\w/]+),file=([^,]+),/.exec(line) ?? [];
    if (!rule || !absolute) continue;
    const file = path.relative(overlay, absolute).split(path.sep).join('/');
    biomeFindings.set(file, [...(biomeFindings.get(file) ?? []), rule]);
  }
});

afterAll(() => fs.rmSync(overlay, { recursive: true, force: true }));

describe('each planted violation', () => {
  it.each(PLANTS)('is caught: $rule', (plant) => {
    const names = plant.names ?? `${plant.path} → `;
    const architecture = architectureViolations([plant, ...(plant.with ?? [])]).some((v) =>
      v.includes(names),
    );
    const biome = (biomeFindings.get(plant.path) ?? []).some((rule) =>
      ['lint/style/noProcessEnv', 'lint/style/noRestrictedImports'].includes(rule),
    );
    expect({ biome, architecture }).toEqual(plant.by);
  });

  it('is the only thing Biome finds in the overlay (its findings are the plants)', () => {
    expect([...biomeFindings.keys()].every((file) => PLANTS.some((p) => p.path === file))).toBe(
      true,
    );
    expect(biomeFindings.size).toBe(PLANTS.filter((p) => p.by.biome).length);
  });
});

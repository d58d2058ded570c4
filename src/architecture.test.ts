import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE_DEBTS } from './architecture-debts';
import { architectureViolations, commentViolations } from './architecture-rules';
import { importsOf, type SourceFile } from './architecture-source';

const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(folder = 'src', pattern = /\.tsx?$/): SourceFile[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file) && !file.includes('node_modules'))
    .map((file) => {
      const relative = `${folder}/${file.split(path.sep).join('/')}`;
      return { path: relative, text: fs.readFileSync(path.join(root, relative), 'utf8') };
    });
}

describe('house rules', () => {
  it('hold on the whole tree', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    // The debts still to move are listed one by one with their reason: a new violation fails,
    // and so does a paid debt left on the list.
    expect(architectureViolations(files).sort()).toEqual(Object.keys(ARCHITECTURE_DEBTS).sort());
  });

  it('hold in the tests, benches and scripts: no comment points to an issue number', () => {
    const files = ['tests', 'bench', 'scripts'].flatMap((folder) =>
      sourceFiles(folder, /\.(tsx?|mjs)$/),
    );
    expect(files.length).toBeGreaterThan(20);
    expect(commentViolations(files)).toEqual([]);
  });

  it('name each planted violation, with its file and import', () => {
    const planted: SourceFile[] = [
      { path: 'src/shared/money.ts', text: "import { db } from '../server/db/database';" },
      { path: 'src/shared/clock.ts', text: "import fs from 'node:fs';" },
      {
        path: 'src/web/features/x/y.tsx',
        text: "import { createApp } from '../../../server/app';",
      },
      { path: 'src/web/features/x/z.tsx', text: "import type { App } from '../../../server/app';" },
      { path: 'src/public-web/page.ts', text: "import { useState } from 'react';" },
      {
        path: 'src/server/features/quotes/quotes.service.ts',
        text: "import { x } from '../tickets/tickets.queries';\nimport { y } from '../tickets/tickets.service';",
      },
      {
        path: 'src/web/features/quotes/list.tsx',
        text: "import { Card } from '../tickets/components/ticket-card';",
      },
      {
        path: 'src/server/auth/session.ts',
        text: "import { readFlag } from '../features/settings/settings.service';",
      },
      { path: 'src/server/features/tickets/x.ts', text: 'const port = process.env.PORT;' },
      { path: 'src/server/features/quotes/total.ts', text: 'const gross = totalCents * 1.22;' },
      { path: 'src/shared/vat.ts', text: 'export const vat = (x: number) => 0.22 * taxable;' },
      {
        path: 'src/server/features/users/users.service.ts',
        text: "const rows = await db.selectFrom('users').selectAll().execute();",
      },
      {
        path: 'src/server/http/context.ts',
        text: "import type { MailRuntime } from '../jobs/mail-worker';",
      },
    ];
    expect(architectureViolations(planted).sort()).toEqual(
      [
        'src/shared/money.ts → ../server/db/database: src/shared imports neither side',
        'src/shared/clock.ts → node:fs: src/shared is pure: no Node or React',
        'src/web/features/x/y.tsx → ../../../server/app: src/web imports only types from src/server',
        'src/public-web/page.ts → react: the customer pages load no React and nothing of the staff app',
        'src/server/features/quotes/quotes.service.ts → ../tickets/tickets.queries: feature quotes reaches tickets only through its service',
        'src/web/features/quotes/list.tsx → ../tickets/components/ticket-card: feature quotes reaches tickets only through its service',
        'src/server/auth/session.ts → ../features/settings/settings.service: src/server/auth is below the features and must not import one',
        'src/server/features/tickets/x.ts → process.env: only src/server/env.ts reads the environment',
        'src/server/features/quotes/total.ts → money: amounts are integer cents: no decimal factor on a price, cost or total',
        'src/shared/vat.ts → money: amounts are integer cents: no decimal factor on a price, cost or total',
        'src/server/features/users/users.service.ts → SQL: SQL is written only in a *.queries.ts',
        'src/server/http/context.ts → ../jobs/mail-worker: src/server/jobs/mail-worker composes the app: nothing below it imports it',
      ].sort(),
    );
  });

  it('reads every form of import', () => {
    const text = [
      "import a from 'a';",
      "import type { B } from './b';",
      "export { c } from './c';",
      "const d = await import('./d');",
      "import './e.css';",
      'import {\n  f,\n  g,\n} from "./fg";',
    ].join('\n');
    expect(importsOf(text)).toEqual([
      { specifier: 'a', typeOnly: false },
      { specifier: './b', typeOnly: true },
      { specifier: './c', typeOnly: false },
      { specifier: './d', typeOnly: false },
      { specifier: './e.css', typeOnly: false },
      { specifier: './fg', typeOnly: false },
    ]);
  });
});

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
}

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
];

const root = path.resolve(import.meta.dirname, '..');
let overlay = '';
/** Planted path → the Biome rules it broke. */
const biomeFindings = new Map<string, string[]>();

beforeAll(() => {
  overlay = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-planted-'));
  fs.copyFileSync(path.join(root, 'biome.json'), path.join(overlay, 'biome.json'));
  for (const plant of PLANTS) {
    fs.mkdirSync(path.dirname(path.join(overlay, plant.path)), { recursive: true });
    fs.writeFileSync(path.join(overlay, plant.path), plant.text);
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
    const architecture = architectureViolations([plant]).some((v) =>
      v.startsWith(`${plant.path} → `),
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

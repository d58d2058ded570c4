import os from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// *.pg.test.ts are about PostgreSQL itself (its pool, its locks): they run in the PostgreSQL
// stage of `npm test` (TEST_DB=postgres) and are left out of the SQLite one rather than skipped.
const postgres = process.env.TEST_DB === 'postgres';

/** The web's components and hooks, rendered in a simulated DOM (*.test.tsx under src/web). */
const WEB_DOM_TESTS = 'src/web/**/*.test.tsx';

export default defineConfig({
  test: {
    // One test file per core. Vitest 4's default in run mode is one fewer than the cores, which
    // on CI's 2-core machine ran every file one after the other (unit + API stage: 396 s → 295 s).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            WEB_DOM_TESTS,
            ...(postgres ? [] : ['**/*.pg.test.ts']),
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Every suite's database is a copy of one database migrated once per run.
          globalSetup: ['src/server/test/test-db-template.ts'],
          // Files share their worker's module cache: importing better-auth, Kysely, Hono and
          // sharp anew for each of ~80 files cost more than the tests themselves (153 s → 67 s on
          // 2 cores). Every suite opens its own database and app, and restores the timers and
          // spies it replaces.
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: [WEB_DOM_TESTS],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
          // One DOM per worker, emptied after each test (setup.ts): starting a fresh one for each
          // file cost more than the tests.
          isolate: false,
        },
      },
    ],
  },
});

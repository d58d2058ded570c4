import { expect, it } from 'vitest';
import { PG_ADMIN_URL, TEST_DIALECT } from '../../src/server/test/test-database';
import { backupDrill } from './backup-drill';

/**
 * Back up while tickets keep arriving, restore into a fresh folder, start the app
 * on it. 3,000 tickets here; `npm run drill` does 100,000.
 */
it('restores what it backed up while the API kept creating tickets: counts, numbers, files, sign-in', async () => {
  const report = await backupDrill({
    engine: TEST_DIALECT,
    pgAdminUrl: PG_ADMIN_URL,
    tickets: 3000,
    attachmentEvery: 10,
  });
  expect(report.attachments).toBe(300);
  expect(report.filesCompared).toBe(300);
  expect(report.createdDuringBackup).toBeGreaterThan(0);
  expect(report).toMatchObject({
    countMismatches: 0,
    numberMismatches: 0,
    fileMismatches: 0,
    signIn: 200,
  });
}, 240_000);

import { expect, it } from 'vitest';
import { mailOutageDrill } from './mail-outage-drill';

/** SMTP down through a 200-ticket burst in CI (1,000 in `npm run drill`). */
it('delivers every message of a burst sent while SMTP was down exactly once when it is back', async () => {
  const report = await mailOutageDrill({ tickets: 200 });
  expect(report.messages).toBe(400);
  expect(report.failedAttempts).toBeGreaterThanOrEqual(400);
  expect(report).toMatchObject({ delivered: 400, lost: 0, duplicated: 0 });
}, 240_000);

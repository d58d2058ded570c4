import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackgroundJobs } from '../../jobs/background-jobs';
import { sampleImage } from '../../test/sample-files';
import { createStaffApp, type StaffApp } from '../../test/staff-test-kit';
import { SWEEP_GRACE_MS, sweepOrphanAttachmentFiles } from './attachment-sweep';
import { newTicket, storedFiles, upload } from './attachments-test-kit';

let t: StaffApp;

beforeAll(async () => {
  t = await createStaffApp({ role: 'employee' });
});
afterAll(() => t.close());

describe('orphan attachment sweep', () => {
  it('removes files no row points at once they are old enough, and keeps the rest', async () => {
    const ticketId = await newTicket(t);
    const uploaded = await upload(t, ticketId, [[await sampleImage('png'), 'a.png', '']]);
    expect(uploaded.status).toBe(201);
    const [kept] = await storedFiles(t);
    const orphan = `ticket-attachments/${ticketId}/${crypto.randomUUID()}.jpg`;
    const crashed = `ticket-attachments/${crypto.randomUUID()}/${crypto.randomUUID()}.mp4.x.tmp`;
    await t.deps.storage.put(orphan, Buffer.from('resto'));
    await t.deps.storage.put(crashed, Buffer.from('mezzo'));

    expect(await sweepOrphanAttachmentFiles(t.deps)).toBe(0);
    expect(await storedFiles(t)).toHaveLength(3);

    const later = { ...t.deps, clock: () => new Date(Date.now() + SWEEP_GRACE_MS + 60_000) };
    expect(await sweepOrphanAttachmentFiles(later)).toBe(2);
    expect(await storedFiles(t)).toEqual([kept]);
  });

  it("is one of the app's background jobs: a pass runs at start", async () => {
    await t.deps.storage.put(`ticket-attachments/${crypto.randomUUID()}/x.png`, Buffer.from('x'));
    const before = (await storedFiles(t)).length;
    const later = { ...t.deps, clock: () => new Date(Date.now() + SWEEP_GRACE_MS + 60_000) };
    const jobs = createBackgroundJobs({ PORT: 3000, OLD_TICKETS_CHECK_HOUR: 23 }, later);
    jobs.start();
    await jobs.stop();
    expect(await storedFiles(t)).toHaveLength(before - 1);
  });
});

import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { SdiSimulator } from '../../sdi-simulator/sdi-simulator';
import { readJson, type StaffApp } from '../../test/staff-test-kit';
import { issuedInvoice, nextOutcome, sendAndSettle, shopOnSimulatorForFile } from './sdi-test-kit';

/** The month's zip holds, per invoice of that month, every file sent and every notification. */
let t: StaffApp;
let simulator: SdiSimulator;
shopOnSimulatorForFile((shop) => {
  ({ t, simulator } = shop);
});

const numberOf = async (id: string) =>
  (
    await readJson<{ number: string }>(
      await t.request('GET', `/api/invoices/${id}`, { cookie: t.cookie }),
    )
  ).number;

describe("the month's zip and the SDI", () => {
  it('puts each sent XML and notification in SDI/<numero>/, only for that month', async () => {
    t.setNow('2026-11-10T10:00:00.000Z');
    const rejected = await issuedInvoice(t);
    await nextOutcome(simulator, 'NS', [{ code: '00305', description: 'IdFiscaleIVA non valido' }]);
    await sendAndSettle(t, rejected);
    // Sends are ordered by when they were made: the frozen clock moves on before the resend.
    t.setNow('2026-11-10T10:05:00.000Z');
    const journey = await sendAndSettle(t, rejected);
    const unsent = await issuedInvoice(t);
    t.setNow('2026-12-02T10:00:00.000Z');
    const nextMonth = await issuedInvoice(t);
    await sendAndSettle(t, nextMonth);

    const response = await t.request('GET', '/api/invoices/export?month=2026-11', {
      cookie: t.cookie,
    });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const folderOf = async (id: string) => `SDI/${(await numberOf(id)).replace(/\//g, '-')}/`;
    const folder = await folderOf(rejected);
    const [first, second] = journey.sends;
    const sdiNames = Object.keys(files).filter((n) => n.startsWith('SDI/'));
    expect(sdiNames.every((n) => n.startsWith(folder))).toBe(true);
    expect(sdiNames).toHaveLength(4);
    const text = (name: string) => new TextDecoder().decode(files[name]);
    const sent = (id: string | undefined) =>
      t
        .request('GET', `/api/invoices/${rejected}/sdi-files/${id}`, { cookie: t.cookie })
        .then((r) => r.text());
    expect(text(`${folder}${first?.file_name}`)).toBe(await sent(first?.id));
    expect(text(`${folder}${second?.file_name}`)).toBe(await sent(second?.id));
    expect(second?.file_name).not.toBe(first?.file_name);
    const notices = sdiNames.filter((n) => !n.endsWith(first?.file_name ?? '-'));
    const expected = await Promise.all(
      [...(first?.notifications ?? []), ...(second?.notifications ?? [])].map((n) => sent(n.id)),
    );
    expect(
      notices
        .filter((n) => !n.endsWith(second?.file_name ?? '-'))
        .map(text)
        .sort(),
    ).toEqual(expected.sort());
    expect(expected.join()).toContain('00305');
    // The invoice never sent has no folder; next month's sends are not in this month's zip.
    expect(sdiNames.some((n) => n.startsWith(folder))).toBe(true);
    const unsentFolder = await folderOf(unsent);
    expect(unsentFolder).not.toBe(folder);
    expect(sdiNames.some((n) => n.startsWith(unsentFolder))).toBe(false);
    const december = await t.request('GET', '/api/invoices/export?month=2026-12', {
      cookie: t.cookie,
    });
    const decemberNames = Object.keys(unzipSync(new Uint8Array(await december.arrayBuffer())));
    expect(decemberNames.filter((n) => n.startsWith('SDI/'))).toHaveLength(2);
    expect(decemberNames.some((n) => n.startsWith(folder))).toBe(false);
  });
});

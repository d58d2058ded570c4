import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { epsonDriver } from './epson-driver';
import { GOLDEN_RECEIPTS } from './golden-scenarios';
import { printOnce } from './print-once';
import type { RtLastDocument } from './rt-document';
import { createRtSimulator, type RtFault } from './rt-simulator';

let sim: ReturnType<typeof createRtSimulator>;
let journalFile: string;
let url: string;

beforeEach(async () => {
  journalFile = path.join(mkdtempSync(path.join(tmpdir(), 'rt-')), 'journal.jsonl');
  sim = createRtSimulator({ journal: journalFile, slowMs: 400 });
  await new Promise<void>((r) => sim.server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  sim.server.closeAllConnections();
  await new Promise((r) => sim.server.close(r));
});

/** The journal is the witness: how many documents the RT really printed. */
const printed = () =>
  readFileSync(journalFile, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { body: string })
    .filter((l) => l.body.includes('<printerFiscalReceipt>')).length;

const setFault = (fault: RtFault) =>
  fetch(`${url}/__control/fault`, { method: 'POST', body: JSON.stringify({ fault }) });

async function print(earlier: RtLastDocument | null = null, timeoutMs = 2000) {
  const snapshots: RtLastDocument[] = [];
  const outcome = await printOnce(
    epsonDriver(url, timeoutMs),
    GOLDEN_RECEIPTS.cash,
    earlier,
    async (s) => {
      snapshots.push(s);
    },
  );
  return { outcome, snapshot: snapshots[0] ?? null };
}

describe('printing a documento commerciale on the simulated Epson RT', () => {
  it('prints and stores the RT number, Z number and day', async () => {
    const first = await print();
    const second = await print();
    expect(first.outcome).toMatchObject({ state: 'emesso', zNumber: 1, documentNumber: 1 });
    expect(second.outcome).toMatchObject({ state: 'emesso', zNumber: 1, documentNumber: 2 });
    expect(printed()).toBe(2);
  });

  it('lost answer: the print happened, it is adopted and never printed again', async () => {
    await setFault('lost_answer');
    const first = await print();
    expect(first.outcome).toMatchObject({ state: 'emesso', zNumber: 1, documentNumber: 1 });
    await setFault('none');
    const retry = await print(first.snapshot);
    expect(retry.outcome).toMatchObject({ state: 'emesso', documentNumber: 1 });
    expect(printed()).toBe(1);
  });

  it('unreachable: nothing printed, da emettere with the reason in Italian, then Riprova prints once', async () => {
    await setFault('unreachable');
    const first = await print();
    expect(first.outcome).toEqual({
      state: 'da_emettere',
      reason: `Il registratore telematico non è raggiungibile (${url}/cgi-bin/fpmate.cgi).`,
      // Refused before anything was sent: surely not printed.
      settled: true,
    });
    await setFault('none');
    expect((await print(first.snapshot)).outcome).toMatchObject({
      state: 'emesso',
      documentNumber: 1,
    });
    expect(printed()).toBe(1);
  });

  it('slow: the answer comes too late, the receipt stays da emettere; Riprova adopts the late print', async () => {
    await setFault('slow');
    const timedOut = await print(null, 150);
    expect(timedOut.outcome).toMatchObject({
      state: 'da_emettere',
      reason: expect.stringContaining('non ha risposto in tempo'),
    });
    await new Promise((r) => setTimeout(r, 500));
    await setFault('none');
    expect((await print(timedOut.snapshot)).outcome).toMatchObject({
      state: 'emesso',
      documentNumber: 1,
    });
    expect(printed()).toBe(1);
  });

  it.each([
    ['paper_end', 'Carta esaurita nel registratore telematico: sostituire il rotolo e riprovare.'],
    ['cover_open', 'Coperchio del registratore telematico aperto: chiuderlo e riprovare.'],
  ] as const)('%s: refused with the reason in Italian', async (fault, reason) => {
    await setFault(fault);
    expect((await print()).outcome).toEqual({ state: 'errore', reason });
    await setFault('none');
    expect((await print()).outcome).toMatchObject({ state: 'emesso', documentNumber: 1 });
  });

  it('Z report closes the day: numbering restarts under the next Z', async () => {
    await print();
    const z = await epsonDriver(url, 2000).report('z');
    expect(z).toMatchObject({
      success: true,
      info: { zRepNumber: '1', dailyAmountCents: '0:1500' },
    });
    expect((await print()).outcome).toMatchObject({ zNumber: 2, documentNumber: 1 });
  });

  it('journals every request as one JSON line with the raw body and answer', async () => {
    await epsonDriver(url, 2000).openDrawer();
    const line = JSON.parse(readFileSync(journalFile, 'utf8').trim());
    expect(line).toMatchObject({
      path: '/cgi-bin/fpmate.cgi',
      body: expect.stringContaining('<openDrawer operator="1" />'),
    });
    expect(line.answer).toContain('success="true"');
    expect(Number.isNaN(Date.parse(line.at))).toBe(false);
  });
});

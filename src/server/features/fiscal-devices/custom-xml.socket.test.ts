import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { driverFor, type FiscalDevice } from './fiscal-devices.service';
import { GOLDEN_RECEIPTS } from './golden-scenarios';
import { printOnce } from './print-once';
import type { RtLastDocument } from './rt-document';
import { createRtSimulator, type RtFault } from './rt-simulator';

let sim: ReturnType<typeof createRtSimulator>;
let journalFile: string;
let device: FiscalDevice;

beforeEach(async () => {
  journalFile = path.join(mkdtempSync(path.join(tmpdir(), 'rt-custom-')), 'journal.jsonl');
  sim = createRtSimulator({ journal: journalFile, slowMs: 400, protocol: 'custom_xml' });
  await new Promise<void>((r) => sim.server.listen(0, '127.0.0.1', r));
  device = {
    id: crypto.randomUUID(),
    name: 'Custom banco',
    protocol: 'custom_xml',
    url: `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`,
    timeoutMs: 2000,
    operator: 1,
    departments: { '22': 1 },
    tenders: {},
    serial: 'STMTE500271',
  };
});
afterEach(async () => {
  sim.server.closeAllConnections();
  await new Promise((r) => sim.server.close(r));
});

const journal = () =>
  readFileSync(journalFile, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { at: string; path: string; body: string; answer: string });
const printed = () => journal().filter((l) => l.body.includes('<printerFiscalReceipt>')).length;
const setFault = (fault: RtFault) => {
  sim.state.fault = fault;
};

async function print(earlier: RtLastDocument | null = null, timeoutMs = 2000) {
  const snapshots: RtLastDocument[] = [];
  const outcome = await printOnce(
    driverFor({ ...device, timeoutMs }),
    GOLDEN_RECEIPTS['split-tenders'],
    earlier,
    async (s) => {
      snapshots.push(s);
    },
  );
  return { outcome, snapshot: snapshots[0] ?? null };
}

describe('printing a documento commerciale on the simulated Custom RT', () => {
  it('driverFor picks the Custom driver: it prints, numbers and dates the document', async () => {
    const first = await print();
    const second = await print();
    const today = new Date().toISOString().slice(0, 10);
    // Custom's answer names no serial: the receipt keeps the device's (read by *Prova*).
    expect(first.outcome).toEqual({
      state: 'emesso',
      zNumber: 1,
      documentNumber: 1,
      date: today,
      serial: null,
    });
    expect(second.outcome).toMatchObject({ state: 'emesso', zNumber: 1, documentNumber: 2 });
    expect(printed()).toBe(2);
    expect(journal()[0]).toMatchObject({
      path: '/xml/printer.htm',
      body: expect.stringContaining('<getInfo />'),
    });
  });

  it('lost answer: the print happened, it is adopted and never printed again', async () => {
    setFault('lost_answer');
    const first = await print();
    expect(first.outcome).toMatchObject({ state: 'emesso', zNumber: 1, documentNumber: 1 });
    setFault('none');
    expect((await print(first.snapshot)).outcome).toMatchObject({ documentNumber: 1 });
    expect(printed()).toBe(1);
  });

  it('unreachable: da emettere with the reason in Italian, then the retry prints once', async () => {
    setFault('unreachable');
    const first = await print();
    expect(first.outcome).toEqual({
      state: 'da_emettere',
      reason: `Il registratore telematico non è raggiungibile (${device.url}/xml/printer.htm).`,
      // Refused before anything was sent: surely not printed.
      settled: true,
    });
    setFault('none');
    expect((await print(first.snapshot)).outcome).toMatchObject({ documentNumber: 1 });
    expect(printed()).toBe(1);
  });

  it('slow: too late for the deadline, da emettere; the retry adopts the late print', async () => {
    setFault('slow');
    const timedOut = await print(null, 150);
    expect(timedOut.outcome).toMatchObject({
      state: 'da_emettere',
      reason: expect.stringContaining('non ha risposto in tempo'),
    });
    await new Promise((r) => setTimeout(r, 500));
    setFault('none');
    expect((await print(timedOut.snapshot)).outcome).toMatchObject({ documentNumber: 1 });
    expect(printed()).toBe(1);
  });

  it.each([
    ['paper_end', 'Carta esaurita nel registratore telematico: sostituire il rotolo e riprovare.'],
    ['cover_open', 'Coperchio del registratore telematico aperto: chiuderlo e riprovare.'],
  ] as const)('%s: refused with the reason in Italian', async (fault, reason) => {
    setFault(fault);
    expect((await print()).outcome).toEqual({ state: 'errore', reason });
    setFault('none');
    expect((await print()).outcome).toMatchObject({ state: 'emesso', documentNumber: 1 });
  });

  it('X keeps the day, Z closes it with the totals per payment type; the drawer opens', async () => {
    await print();
    const driver = driverFor(device);
    expect(await driver.report('x')).toMatchObject({
      success: true,
      info: { zRepNumber: '1', dailyAmountCents: '0:14900;2:5000' },
    });
    expect(await driver.report('z')).toMatchObject({ success: true, info: { zRepNumber: '1' } });
    expect((await print()).outcome).toMatchObject({ zNumber: 2, documentNumber: 1 });
    expect(await driver.openDrawer()).toMatchObject({ success: true });
    expect(await driver.status()).toMatchObject({
      success: true,
      info: { printerStatus: '20110' },
    });
    expect(journal().at(-2)?.body).toContain('<openDrawer />');
  });
});

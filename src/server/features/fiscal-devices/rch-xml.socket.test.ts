import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { driverFor, type FiscalDevice } from './fiscal-devices.service';
import { GOLDEN_RECEIPTS } from './golden-scenarios';
import { printOnce } from './print-once';
import type { RtDocument, RtLastDocument } from './rt-document';
import type { RtFault } from './rt-simulator';
import { type RtSimulatorHandle, startRtSimulator } from './rt-simulator-test-kit';

let rt: RtSimulatorHandle;
let device: FiscalDevice;

beforeEach(async () => {
  rt = await startRtSimulator({ protocol: 'rch_xml', serial: '72IV6003831', slowMs: 400 });
  device = {
    id: crypto.randomUUID(),
    name: 'RCH banco',
    protocol: 'rch_xml',
    url: rt.url,
    timeoutMs: 2000,
    operator: 1,
    departments: { '22': 1 },
    tenders: {},
    serial: null,
  };
});
afterEach(() => rt.close());

const setFault = (fault: RtFault) => {
  rt.state.fault = fault;
};

async function print(
  doc: RtDocument = GOLDEN_RECEIPTS['split-tenders'],
  earlier: RtLastDocument | null = null,
  timeoutMs = 2000,
) {
  const snapshots: RtLastDocument[] = [];
  const outcome = await printOnce(driverFor({ ...device, timeoutMs }), doc, earlier, async (s) => {
    snapshots.push(s);
  });
  return { outcome, snapshot: snapshots[0] ?? null };
}

describe('printing a documento commerciale on the simulated RCH RT', () => {
  it('driverFor picks the RCH driver: it prints, then reads the numbers from the RT state', async () => {
    expect((await print()).outcome).toEqual({
      state: 'emesso',
      zNumber: 1,
      documentNumber: 1,
      date: null,
      serial: null,
    });
    expect((await print()).outcome).toMatchObject({ zNumber: 1, documentNumber: 2 });
    expect(rt.documents()).toHaveLength(2);
    expect(rt.lines().map((l) => l.path)).toEqual(Array(6).fill('/service.cgi'));
    // Asked before, printed, asked after: the state query is the witness of the numbers.
    expect(rt.lines()[0]?.body).toContain('<cmd>&lt;&lt;/?s</cmd>');
    expect(rt.lines()[1]?.body).toContain('<cmd>=T4/$5000</cmd>');
  });

  it('lost answer: the print happened, it is adopted and never printed again', async () => {
    setFault('lost_answer');
    const first = await print();
    expect(first.outcome).toMatchObject({ state: 'emesso', zNumber: 1, documentNumber: 1 });
    setFault('none');
    expect((await print(undefined, first.snapshot)).outcome).toMatchObject({
      state: 'emesso',
      documentNumber: 1,
    });
    expect(rt.documents()).toHaveLength(1);
  });

  it('unreachable: da emettere with the reason in Italian, then the retry prints once', async () => {
    setFault('unreachable');
    const first = await print();
    expect(first.outcome).toEqual({
      state: 'da_emettere',
      reason: `Il registratore telematico non è raggiungibile (${rt.url}/service.cgi).`,
      settled: true,
    });
    setFault('none');
    expect((await print(undefined, first.snapshot)).outcome).toMatchObject({ documentNumber: 1 });
    expect(rt.documents()).toHaveLength(1);
  });

  it('slow: too late for the deadline, da emettere; the retry adopts the late print', async () => {
    setFault('slow');
    const timedOut = await print(undefined, null, 150);
    expect(timedOut.outcome).toMatchObject({
      state: 'da_emettere',
      reason: expect.stringContaining('non ha risposto in tempo'),
    });
    await new Promise((r) => setTimeout(r, 500));
    setFault('none');
    expect((await print(undefined, timedOut.snapshot)).outcome).toMatchObject({
      documentNumber: 1,
    });
    expect(rt.documents()).toHaveLength(1);
  });

  it.each([
    ['paper_end', 'Carta esaurita nel registratore telematico: sostituire il rotolo e riprovare.'],
    ['cover_open', 'Coperchio del registratore telematico aperto: chiuderlo e riprovare.'],
  ] as const)('%s: refused with the reason in Italian, nothing numbered', async (fault, reason) => {
    setFault(fault);
    expect((await print()).outcome).toEqual({ state: 'errore', reason });
    setFault('none');
    expect((await print()).outcome).toMatchObject({ state: 'emesso', documentNumber: 1 });
  });

  it('a return and a void cite the sale and take the next numbers', async () => {
    await print(GOLDEN_RECEIPTS.cash);
    expect((await print(GOLDEN_RECEIPTS.return)).outcome).toMatchObject({ documentNumber: 2 });
    expect((await print(GOLDEN_RECEIPTS.void)).outcome).toMatchObject({ documentNumber: 3 });
    expect(rt.documents().map((l) => l.body.match(/<cmd>=[kr]\/[^<]*<\/cmd>/)?.[0])).toEqual([
      undefined,
      '<cmd>=r/&amp;031226/[12/]34</cmd>',
      '<cmd>=k/&amp;031226/[12/]34</cmd>',
    ]);
  });

  it('X keeps the day, Z closes it with the totals per payment type; drawer and serial', async () => {
    await print();
    const driver = driverFor(device);
    expect(await driver.report('x')).toMatchObject({
      success: true,
      info: { zRepNumber: '1', dailyAmountCents: '0:14900;2:5000' },
    });
    expect(await driver.report('z')).toMatchObject({ success: true, info: { zRepNumber: '1' } });
    expect((await print()).outcome).toMatchObject({ zNumber: 2, documentNumber: 1 });
    expect(await driver.openDrawer()).toMatchObject({ success: true });
    expect(rt.lines().at(-1)?.body).toContain('<cmd>=C86</cmd>');
    expect(await driver.status()).toMatchObject({
      success: true,
      info: { serialNumber: '72IV6003831' },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FISCAL_DEVICE_MESSAGES } from '../../../shared/receipts/fiscal-devices';
import { createStaffApp, errorBody, readJson, type StaffApp } from '../../test/staff-test-kit';
import { holdDeviceForPrint, leaveUnsettled, releaseDevice } from './device-print-hold';
import { selectPrintHold } from './device-print-hold.queries';
import { addFiscalDevice } from './fiscal-devices.service';
import { type RtSimulatorHandle, startRtSimulator } from './rt-simulator-test-kit';

/** X, Z and the drawer wait for the receipt printing on the RT, over the simulator's socket. */
let t: StaffApp;
let rt: RtSimulatorHandle;
let deviceId: string;
const TIMEOUT_MS = 500;

beforeAll(async () => {
  rt = await startRtSimulator();
  t = await createStaffApp({ role: 'admin', now: '2026-11-10T10:00:00.000Z' });
  deviceId = await addFiscalDevice(t.db, '2026-11-10T09:00:00.000Z', {
    name: 'Epson banco',
    protocol: 'epson_fpmate',
    url: rt.url,
    timeoutMs: TIMEOUT_MS,
    operator: 1,
    departments: {},
    tenders: {},
  });
});
afterAll(async () => {
  await rt.close();
  await t.close();
});

const holdAsReceipt = (receiptId: string, holdMs: number) =>
  holdDeviceForPrint(t.db, { deviceId, receiptId, now: () => new Date(), holdMs, waitMs: 0 });
const sent = (tag: string) => rt.lines().filter((l) => l.body.includes(tag)).length;
const report = (kind: 'x' | 'z') =>
  t.request('POST', `/api/settings/fiscal-devices/${deviceId}/report`, {
    cookie: t.cookie,
    body: { kind },
  });
const drawer = () =>
  t.request('POST', `/api/settings/fiscal-devices/${deviceId}/drawer`, { cookie: t.cookie });
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the RT held by a receipt', () => {
  it('a Z waits until the receipt printing on the RT lets it go, then closes the day', async () => {
    const receipt = crypto.randomUUID();
    expect(await holdAsReceipt(receipt, 60_000)).toEqual({ unsettled: null });
    const z = report('z');
    await pause(400);
    expect(sent('<printZReport')).toBe(0);
    await releaseDevice(t.db, deviceId, receipt);
    const response = await z;
    expect(response.status, await response.clone().text()).toBe(201);
    expect(sent('<printZReport')).toBe(1);
    expect(await selectPrintHold(t.db, deviceId)).toEqual({
      print_holder: null,
      print_until: null,
    });
  });

  it('an X and the drawer held past the wait say the RT is busy and send nothing', async () => {
    const receipt = crypto.randomUUID();
    await holdAsReceipt(receipt, 60_000);
    const x = await report('x');
    expect(x.status).toBe(409);
    expect((await errorBody(x)).error.message).toBe(FISCAL_DEVICE_MESSAGES.busy);
    expect(await readJson(await drawer())).toEqual({
      ok: false,
      message: FISCAL_DEVICE_MESSAGES.busy,
    });
    expect(sent('<printXReport') + sent('<openDrawer') + sent('<queryPrinterStatus')).toBe(0);
    expect((await selectPrintHold(t.db, deviceId))?.print_holder).toBe(receipt);
    await releaseDevice(t.db, deviceId, receipt);
  }, 15_000);

  it('a receipt left unsettled keeps the RT: the Z is refused and the receipt stays to settle', async () => {
    const receipt = crypto.randomUUID();
    await holdAsReceipt(receipt, 60_000);
    await leaveUnsettled(t.db, {
      deviceId,
      receiptId: receipt,
      holder: receipt,
      now: new Date('2026-11-10T09:59:00.000Z'),
    });
    const z = await report('z');
    expect(z.status).toBe(409);
    expect((await errorBody(z)).error.message).toBe(FISCAL_DEVICE_MESSAGES.unsettled);
    expect(sent('<printZReport')).toBe(1);
    expect((await selectPrintHold(t.db, deviceId))?.print_holder).toBe(receipt);
    await releaseDevice(t.db, deviceId, receipt);
    await drawer();
    expect(sent('<openDrawer')).toBe(1);
  });
});

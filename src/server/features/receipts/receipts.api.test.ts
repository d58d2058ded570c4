import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffApp, errorBody, readJson, type StaffApp } from '../../test/staff-test-kit';
import { addFiscalDevice } from '../fiscal-devices/fiscal-devices.service';
import { createRtSimulator } from '../fiscal-devices/rt-simulator';
import { recordReceiptRequest } from './receipts.service';

let t: StaffApp;
let sim: ReturnType<typeof createRtSimulator>;
const at = '2026-12-04T10:00:00.000Z';

beforeAll(async () => {
  t = await createStaffApp({ role: 'employee' });
  const journal = path.join(mkdtempSync(path.join(tmpdir(), 'rt-')), 'journal.jsonl');
  sim = createRtSimulator({ journal, fault: 'unreachable' });
  await new Promise<void>((r) => sim.server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`;
  await addFiscalDevice(t.db, at, {
    name: 'Cassa banco',
    protocol: 'epson_fpmate',
    url,
    timeoutMs: 2000,
    operator: 1,
    departments: { '22': 1 },
    tenders: {},
  });
});
afterAll(async () => {
  sim.server.closeAllConnections();
  await new Promise((r) => sim.server.close(r));
  await t.close();
});

describe('/api/receipts', () => {
  it('shows a receipt the RT could not print, and Riprova prints it once the RT is back', async () => {
    const id = await t.db.transaction().execute((trx) =>
      recordReceiptRequest(trx, at, {
        lines: [{ description: 'Cover', quantity: 1, unitPriceCents: 1200, vat: '22' }],
        tenders: [{ method: 'carta', amountCents: 1200 }],
        userId: t.staff.id,
      }),
    );
    const failed = await t.request('POST', `/api/receipts/${id}/retry`, { cookie: t.cookie });
    expect(failed.status).toBe(200);
    expect(await readJson(failed)).toMatchObject({
      status: 'da_emettere',
      reason: expect.stringContaining('non è raggiungibile'),
      document_number: null,
    });
    sim.state.fault = 'none';
    const printed = await t.request('POST', `/api/receipts/${id}/retry`, { cookie: t.cookie });
    expect(await readJson(printed)).toMatchObject({
      status: 'emesso',
      z_number: 1,
      document_number: 1,
    });
    const shown = await t.request('GET', `/api/receipts/${id}`, { cookie: t.cookie });
    expect(await readJson(shown)).toMatchObject({
      status: 'emesso',
      total_cents: 1200,
      reason: null,
    });
  });

  it('lists the documents da sistemare, counts them, and shows a document with its lines', async () => {
    const record = (description: string, hour: string) =>
      t.db.transaction().execute((trx) =>
        recordReceiptRequest(trx, `2026-12-04T${hour}:00:00.000Z`, {
          lines: [{ description, quantity: 2, unitPriceCents: 500, vat: '22' }],
          tenders: [{ method: 'contanti', amountCents: 1000 }],
          userId: t.staff.id,
        }),
      );
    const printed = await record('Pellicola', '11');
    await t.request('POST', `/api/receipts/${printed}/retry`, { cookie: t.cookie });
    sim.state.fault = 'unreachable';
    const pending = await record('Caricatore', '12');
    await t.request('POST', `/api/receipts/${pending}/retry`, { cookie: t.cookie });
    sim.state.fault = 'none';

    const toFix = await t.request('GET', '/api/receipts?status=da_sistemare', {
      cookie: t.cookie,
    });
    const listed = await readJson<{ items: { id: string; status: string }[] }>(toFix);
    expect(listed.items.map((r) => r.id)).toEqual([pending]);
    const all = await t.request('GET', '/api/receipts?limit=2', { cookie: t.cookie });
    const newest = await readJson<{ items: { id: string }[] }>(all);
    expect(newest.items.map((r) => r.id)).toEqual([pending, printed]);
    const count = await t.request('GET', '/api/receipts/to-fix', { cookie: t.cookie });
    expect(await readJson(count)).toEqual({ count: 1 });
    const bad = await t.request('GET', '/api/receipts?status=emesso', { cookie: t.cookie });
    expect(bad.status).toBe(400);

    const shown = await t.request('GET', `/api/receipts/${printed}`, { cookie: t.cookie });
    expect(await readJson(shown)).toMatchObject({
      status: 'emesso',
      lines: [{ description: 'Pellicola', quantity: 2, amount_cents: 1000 }],
    });
  });

  it('an unknown receipt is a 404 in Italian', async () => {
    const response = await t.request('GET', `/api/receipts/${crypto.randomUUID()}`, {
      cookie: t.cookie,
    });
    expect(response.status).toBe(404);
    expect((await errorBody(response)).error).toMatchObject({
      message: 'Documento commerciale non trovato',
    });
  });
});

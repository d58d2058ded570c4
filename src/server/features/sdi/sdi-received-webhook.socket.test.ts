import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SdiSimulator } from '../../sdi-simulator/sdi-simulator';
import { supplierInvoiceXml } from '../../test/fatturapa-kit';
import { type Listener, listen } from '../../test/socket-request';
import { createStaffApp, type StaffApp } from '../../test/staff-test-kit';
import { eventually, shopOnSimulator, WEBHOOK_SECRET } from './sdi-test-kit';

/**
 * Supplier invoices announced by the intermediary's webhook (A-Cube's `supplier-invoice` event):
 * the simulator, started with a webhook, calls the app over a real socket; nothing is polled.
 */
let t: StaffApp;
let server: Listener;
let simulator: SdiSimulator;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin' });
  server = await listen(t.app.fetch);
  simulator = await shopOnSimulator(t, { webhook: `${server.origin}/webhooks/sdi/acube` });
});
afterAll(async () => {
  await simulator.close();
  await server.close();
  await t.close();
});

const line = { description: 'RAM 16 GB', quantity: '1.00', unitPrice: '45.00', total: '45.00' };

async function deliver(number: string) {
  const response = await fetch(`${simulator.url}/_control/supplier-invoice`, {
    method: 'POST',
    body: JSON.stringify({
      file_name: `IT00743110157_${number}.xml`,
      file: supplierInvoiceXml({ number, lines: [line] }),
    }),
  });
  return ((await response.json()) as { uuid: string }).uuid;
}

const numbers = () =>
  t.db.selectFrom('supplier_invoices').select(['number', 'source']).orderBy('number').execute();

const hook = (body: unknown, authorization?: string) =>
  fetch(`${server.origin}/webhooks/sdi/acube`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  });

describe('supplier invoices by webhook', () => {
  it('the simulator announces a received invoice and the app stores it without polling', async () => {
    const uuid = await deliver('WH-1');
    const stored = await eventually(numbers, (rows) => rows.length === 1);
    expect(stored).toEqual([{ number: 'WH-1', source: 'sdi' }]);
    // The same event again (the intermediary retrying): answered 2xx, nothing stored twice.
    const again = await hook(
      { event: 'supplier-invoice', uuid, file_name: 'IT00743110157_WH-1.xml' },
      `Bearer ${WEBHOOK_SECRET}`,
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ stored: false });
    expect(await numbers()).toHaveLength(1);
  });

  it('refuses the event without the shared secret, and stores nothing', async () => {
    const before = (await numbers()).length;
    const body = { event: 'supplier-invoice', uuid: crypto.randomUUID() };
    expect((await hook(body)).status).toBe(401);
    expect((await hook(body, 'Bearer sbagliato-sbagliato-sbagliato')).status).toBe(401);
    expect(await numbers()).toHaveLength(before);
  });

  it('answers 503 while the file cannot be downloaded, and stores it on the retry', async () => {
    simulator.fault.down = true;
    const uuid = await deliver('WH-2');
    const refused = await hook({ event: 'supplier-invoice', uuid }, `Bearer ${WEBHOOK_SECRET}`);
    expect(refused.status).toBe(503);
    expect((await numbers()).map((r) => r.number)).toEqual(['WH-1']);
    simulator.fault.down = false;
    // The simulator's own delivery retries with a back-off, as A-Cube's queue does.
    const stored = await eventually(numbers, (rows) => rows.length === 2);
    expect(stored.map((r) => r.number)).toEqual(['WH-1', 'WH-2']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrderDto } from '../../../shared/inventory/purchase-orders';
import { SUPPLIER_MESSAGES } from '../../../shared/inventory/suppliers';
import { errorBody, readJson } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Orders late against their supplier's usual delivery days: the count and the list's filter. */
let t: TestApp;
let employee: string;
let reader: string;
let now = new Date('2026-05-04T10:00:00Z');
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  employee = await t.signIn((await t.addUser('employee')).email);
  reader = await t.signIn((await t.addUser('user')).email);
});
afterAll(() => t.close());

async function sentOrder(supplier: Record<string, unknown>) {
  const created = await t.request('POST', '/api/suppliers', { cookie: employee, body: supplier });
  expect(created.status).toBe(201);
  const { id } = await readJson<{ id: string }>(created);
  const order = await readJson<PurchaseOrderDto>(
    await t.request('POST', '/api/purchase-orders', {
      cookie: employee,
      body: { supplier_id: id, lines: [{ description: 'Cavo flat', quantity: 2, unit_cost: 4 }] },
    }),
  );
  expect(
    (await t.request('POST', `/api/purchase-orders/${order.id}/send`, { cookie: employee })).status,
  ).toBe(200);
  return order;
}

/** Read as a `user`. */
async function read<T>(path: string): Promise<T> {
  const response = await t.request('GET', path, { cookie: reader });
  expect(response.status, `${path} ${await response.clone().text()}`).toBe(200);
  return readJson<T>(response);
}
const lateCount = async () =>
  (await read<{ count: number }>('/api/purchase-orders/late-count')).count;

const lateList = async () =>
  (await read<{ items: PurchaseOrderDto[] }>('/api/purchase-orders?late=true')).items.map(
    (o) => o.id,
  );

describe('late orders', () => {
  it('a supplier names its delivery days; a typed value that is not a whole number is refused', async () => {
    const bad = await t.request('POST', '/api/suppliers', {
      cookie: employee,
      body: { name: 'Lenti Srl', lead_time_days: '3,5' },
    });
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).error.details?.fieldErrors).toEqual({
      lead_time_days: [SUPPLIER_MESSAGES.leadTimeInvalid],
    });
    const good = await t.request('POST', '/api/suppliers', {
      cookie: employee,
      body: { name: 'Veloci Srl', lead_time_days: ' 3 ' },
    });
    expect(await readJson(good)).toMatchObject({ lead_time_days: 3 });
  });

  it('counts an order once past sent_at + lead days, until it arrives whole', async () => {
    now = new Date('2026-05-04T10:00:00Z');
    const order = await sentOrder({ name: 'Ricambi Puntuali', lead_time_days: 5 });
    const never = await sentOrder({ name: 'Ricambi Senza Tempi' });
    const sent = await read<PurchaseOrderDto>(`/api/purchase-orders/${order.id}`);
    expect(sent.expected_by).toBe('2026-05-09T10:00:00.000Z');

    now = new Date(Date.parse('2026-05-09T10:00:00Z') - 1000);
    expect(await lateCount()).toBe(0);
    expect(await lateList()).toEqual([]);

    now = new Date(Date.parse('2026-05-09T10:00:00Z') + 1000);
    expect(await lateCount()).toBe(1);
    expect(await lateList()).toEqual([order.id]);

    now = new Date(now.getTime() + 30 * DAY);
    expect(await lateList()).not.toContain(never.id);

    const received = await t.request('POST', `/api/purchase-orders/${order.id}/receive`, {
      cookie: employee,
      body: { lines: [{ line_id: sent.lines[0]?.id, quantity: 1 }] },
    });
    expect(received.status).toBe(200);
    expect(await lateCount()).toBe(1);
    await t.request('POST', `/api/purchase-orders/${order.id}/receive`, {
      cookie: employee,
      body: { lines: [{ line_id: sent.lines[0]?.id, quantity: 1 }] },
    });
    expect(await lateCount()).toBe(0);
  });
});

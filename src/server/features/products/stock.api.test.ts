import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUANTITY, type ProductDto } from '../../../shared/inventory/products';
import { STOCK_MESSAGES, type StockMovementDto } from '../../../shared/inventory/stock';
import { errorBody, readJson } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The stock ledger: every quantity change a row; never below 0. */
let t: TestApp;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.signIn((await t.addUser('employee')).email);
});
afterAll(() => t.close());

async function product(sku: string, quantity: number): Promise<ProductDto> {
  const response = await t.request('POST', '/api/products', {
    cookie: employee,
    body: { sku, name: `Ricambio ${sku}`, quantity, price: 10 },
  });
  return readJson<ProductDto>(response);
}
const move = (id: string, body: Record<string, unknown>) =>
  t.request('POST', `/api/products/${id}/stock-movements`, { cookie: employee, body });
const movements = async (id: string) =>
  (
    await readJson<{ items: StockMovementDto[] }>(
      await t.request('GET', `/api/products/${id}/stock-movements`, { cookie: employee }),
    )
  ).items;

describe('stock movements', () => {
  it('records who, why and the quantity left; a form quantity is a count correction', async () => {
    const p = await product('LED-1', 4);
    const out = await move(p.id, { quantity: 3, reason: 'scarico', note: 'Venduto al banco' });
    expect(out.status).toBe(201);
    expect(await readJson(out)).toMatchObject({ delta: -3, quantity_after: 1, reason: 'scarico' });
    await t.request('PATCH', `/api/products/${p.id}`, { cookie: employee, body: { quantity: 7 } });
    const ledger = await movements(p.id);
    expect(ledger.map((m) => [m.reason, m.delta, m.quantity_after])).toEqual([
      ['rettifica', 6, 7],
      ['scarico', -3, 1],
      ['carico', 4, 4],
    ]);
    expect(ledger[1]).toMatchObject({ note: 'Venduto al banco', user_name: 'employee 1' });
  });

  it('refuses to go below 0 with 409 and changes nothing', async () => {
    const p = await product('LED-2', 2);
    const refused = await move(p.id, { quantity: 3, reason: 'scarico' });
    expect(refused.status).toBe(409);
    expect((await errorBody(refused)).error.message).toBe(STOCK_MESSAGES.insufficient);
    expect((await movements(p.id)).map((m) => m.delta)).toEqual([2]);
  });

  it('lets exactly the stock go under 50 movements at once, never below 0', async () => {
    const p = await product('LED-3', 20);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => move(p.id, { quantity: 1, reason: 'scarico' })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    const stored = await t.db
      .selectFrom('products')
      .select('quantity')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.quantity)).toBe(0);
    const ledger = await movements(p.id);
    expect(ledger).toHaveLength(21);
    expect(ledger.map((m) => m.quantity_after).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 21 }, (_, i) => i),
    );
  });

  it('links a part used on a repair to its ticket', async () => {
    const p = await product('LED-4', 5);
    const ticket = await readJson<{ id: string; ticket_number: string }>(
      await t.request('POST', '/api/tickets', {
        cookie: employee,
        body: {
          description: 'Schermo',
          customer_name: 'Anna',
          customer_email: 'anna@esempio.it',
          device_type: 'TV',
        },
      }),
    );
    const missing = await move(p.id, { quantity: 1, reason: 'ticket' });
    expect((await errorBody(missing)).error.details).toMatchObject({
      fieldErrors: { ticket_id: [STOCK_MESSAGES.ticketRequired] },
    });
    const used = await move(p.id, { quantity: 1, reason: 'ticket', ticket_id: ticket.id });
    expect(await readJson(used)).toMatchObject({
      ticket_id: ticket.id,
      ticket_number: ticket.ticket_number,
      quantity_after: 4,
    });
    const unknown = await move(p.id, {
      quantity: 1,
      reason: 'ticket',
      ticket_id: crypto.randomUUID(),
    });
    expect(unknown.status).toBe(400);
    expect((await errorBody(unknown)).error.message).toBe(STOCK_MESSAGES.ticketInvalid);
  });

  it('moves each reason its own way: in, out, or to the counted quantity', async () => {
    const p = await product('LED-5', 10);
    const recorded = async (body: Record<string, unknown>) => {
      const response = await move(p.id, body);
      expect(response.status, await response.clone().text()).toBe(201);
      const m = await readJson<StockMovementDto>(response);
      return [m.reason, m.delta, m.quantity_after];
    };
    expect(await recorded({ quantity: 3, reason: 'carico' })).toEqual(['carico', 3, 13]);
    expect(await recorded({ quantity: 2, reason: 'reso_cliente' })).toEqual([
      'reso_cliente',
      2,
      15,
    ]);
    expect(await recorded({ quantity: 4, reason: 'scarico' })).toEqual(['scarico', -4, 11]);
    expect(await recorded({ quantity: 1, reason: 'reso_fornitore' })).toEqual([
      'reso_fornitore',
      -1,
      10,
    ]);
    expect(
      await recorded({ quantity: 7, reason: 'rettifica', note: 'Inventario di fine mese' }),
    ).toEqual(['rettifica', -3, 7]);
    expect(await recorded({ quantity: 0, reason: 'rettifica', note: 'Tutti rotti' })).toEqual([
      'rettifica',
      -7,
      0,
    ]);
  });

  it('refuses negative, zero or fractional pieces, a count without its reason, an unknown reason', async () => {
    const p = await product('LED-6', 5);
    const refusals: [Record<string, unknown>, string][] = [
      [{ quantity: -3, reason: 'carico' }, STOCK_MESSAGES.quantityInvalid],
      [{ quantity: 0, reason: 'carico' }, STOCK_MESSAGES.quantityInvalid],
      [{ quantity: 1.5, reason: 'scarico' }, STOCK_MESSAGES.quantityInvalid],
      [{ quantity: -1, reason: 'rettifica', note: 'Conta' }, STOCK_MESSAGES.countInvalid],
      [{ quantity: 4, reason: 'rettifica' }, STOCK_MESSAGES.noteRequired],
      [{ quantity: 5, reason: 'rettifica', note: 'Conta' }, STOCK_MESSAGES.countUnchanged],
      [{ quantity: 1, reason: 'furto' }, STOCK_MESSAGES.reasonInvalid],
    ];
    for (const [body, message] of refusals) {
      const response = await move(p.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await errorBody(response)), JSON.stringify(body)).toContain(message);
    }
    expect(await movements(p.id)).toHaveLength(1);
    expect((await move(crypto.randomUUID(), { quantity: 1, reason: 'carico' })).status).toBe(404);
  });

  it('never lets a movement take the stock past its cap', async () => {
    const p = await product('LED-7', MAX_QUANTITY);
    const refused = await move(p.id, { quantity: MAX_QUANTITY - 2, reason: 'carico' });
    expect(refused.status).toBe(409);
    expect((await errorBody(refused)).error.message).toBe(STOCK_MESSAGES.overCap);
    expect((await move(p.id, { quantity: 1, reason: 'reso_cliente' })).status).toBe(409);
    const stored = await t.db
      .selectFrom('products')
      .select('quantity')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.quantity)).toBe(MAX_QUANTITY);
    expect(await movements(p.id)).toHaveLength(1);
  });
});

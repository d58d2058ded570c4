import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../../shared/money';
import type { SaleDto } from '../../../shared/sales/sale-dto';
import { SALE_MESSAGES } from '../../../shared/sales/sale-schemas';
import { insertProduct } from '../../test/inventory-test-kit';
import { createStaffApp, errorBody, readJson, type StaffApp } from '../../test/staff-test-kit';
import { addCustomer, PRIVATE_PERSON } from '../invoices/invoices-test-kit';
import { expectFieldRefused } from '../tickets/tickets-test-kit';

/** *Vendita al banco*: lines, discounts, split tenders and the change, stock, the void. */
let t: StaffApp;
let employeeCookie: string;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-12-04T10:00:00Z' });
  employeeCookie = await t.signIn((await t.addUser('employee')).email);
});
afterAll(() => t.close());

const sell = (body: Record<string, unknown>, cookie = employeeCookie) =>
  t.request('POST', '/api/sales', { cookie, body });

async function sold(body: Record<string, unknown>): Promise<SaleDto> {
  const response = await sell(body);
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<SaleDto>(response);
}

const quantityOf = async (id: string) =>
  Number(
    (await t.db.selectFrom('products').select('quantity').where('id', '=', id).executeTakeFirst())
      ?.quantity,
  );

describe('POST /api/sales', () => {
  it('two warehouse items and a free line, discounts, card + cash with change', async () => {
    const glass = await insertProduct(t, { sku: 'VETRO-1', quantity: 5 });
    const sale = await sold({
      lines: [
        { product_id: glass, quantity: 2, discount: { kind: 'percent', value: '10' } },
        { description: 'Applicazione pellicola', quantity: 1, unit_price: '5,00' },
      ],
      discount: { kind: 'amount', value: '1' },
      tenders: [
        { method: 'carta', amount: 10, terminal_ref: 'AUT 42' },
        { method: 'contanti', amount: '12,00', cash_received: 20 },
      ],
    });
    // 2 × 10 € − 10 % = 18 €; + 5 €; − 1 € on the total.
    expect(sale).toMatchObject({
      number: 'V-2026-0001',
      status: 'completata',
      subtotal: 23,
      discount: { kind: 'amount', value: 1 },
      total: 22,
      change: 8,
      lines: [
        {
          product_id: glass,
          description: 'Prodotto VETRO-1',
          quantity: 2,
          unit_price: 10,
          discount: { kind: 'percent', value: 10 },
          line_total: 18,
          vat_rate: 22,
        },
        { product_id: null, description: 'Applicazione pellicola', line_total: 5 },
      ],
    });
    expect(sale.payments).toMatchObject([
      { method: 'carta', amount: 10, terminal_ref: 'AUT 42', sale_id: sale.id },
      { method: 'contanti', amount: 12, cash_received: 20, change: 8, sale_id: sale.id },
    ]);
    expect(await quantityOf(glass)).toBe(3);
    const movement = await t.db
      .selectFrom('stock_movements')
      .select(['delta', 'reason', 'note'])
      .where('product_id', '=', glass)
      .executeTakeFirst();
    expect(movement).toEqual({ delta: -2, reason: 'scarico', note: 'Vendita V-2026-0001' });
    const again = await sold({
      lines: [{ description: 'Cavo', quantity: 1, unit_price: 3 }],
      tenders: [{ method: 'contanti', amount: 3 }],
    });
    expect(again.number).toBe('V-2026-0002');
    const list = await readJson<{ items: { number: string }[] }>(
      await t.request('GET', '/api/sales', { cookie: employeeCookie }),
    );
    // The test clock stands still: both sales share the instant, so only membership is fixed.
    expect(list.items.map((s) => s.number).sort()).toEqual(['V-2026-0001', 'V-2026-0002']);
  });

  it('refuses tenders that do not pay the total, and moves nothing', async () => {
    const product = await insertProduct(t, { sku: 'COVER-1', quantity: 1 });
    await expectFieldRefused(
      await sell({
        lines: [{ product_id: product, quantity: 1 }],
        tenders: [{ method: 'carta', amount: 9 }],
      }),
      'tenders',
      SALE_MESSAGES.tendersMismatch(formatCents(1000), formatCents(900)),
    );
    expect(await quantityOf(product)).toBe(1);
  });

  it('refuses more than the shelf holds (409), an empty sale and a line without price', async () => {
    const product = await insertProduct(t, { sku: 'CARICA-1', quantity: 1 });
    const over = await sell({
      lines: [{ product_id: product, quantity: 2 }],
      tenders: [{ method: 'contanti', amount: 20 }],
    });
    expect(over.status).toBe(409);
    expect((await errorBody(over)).error.message).toBe('Quantità insufficiente');
    const empty = await sell({ lines: [], tenders: [{ method: 'contanti', amount: 1 }] });
    expect(JSON.stringify(await errorBody(empty))).toContain(SALE_MESSAGES.linesRequired);
    const unpriced = await sell({
      lines: [{ description: 'Cavo', quantity: 1 }],
      tenders: [{ method: 'contanti', amount: 1 }],
    });
    expect(JSON.stringify(await errorBody(unpriced))).toContain(SALE_MESSAGES.lineNeedsPrice);
    expect(await quantityOf(product)).toBe(1);
  });

  it('parallel sales of the last units never oversell', async () => {
    const product = await insertProduct(t, { sku: 'ULTIMI-3', quantity: 3 });
    const body = {
      lines: [{ product_id: product, quantity: 1 }],
      tenders: [{ method: 'carta', amount: 10 }],
    };
    const responses = await Promise.all(Array.from({ length: 8 }, () => sell(body)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await quantityOf(product)).toBe(0);
  });
});

describe('the customer of a sale', () => {
  it('links the sale and its payments to a known customer, refuses an unknown one', async () => {
    const customerId = await addCustomer(t, PRIVATE_PERSON);
    const sale = await sold({
      customer_id: customerId,
      lines: [{ description: 'Pellicola', quantity: 1, unit_price: 9 }],
      tenders: [{ method: 'bancomat', amount: 9 }],
    });
    expect(sale).toMatchObject({ customer_id: customerId, customer_name: 'Rossi Mario' });
    expect(sale.payments).toMatchObject([{ customer_id: customerId, sale_id: sale.id }]);
    const fetched = await t.request('GET', `/api/sales/${sale.id}`, { cookie: employeeCookie });
    expect(await readJson<SaleDto>(fetched)).toEqual(sale);
    await expectFieldRefused(
      await sell({
        customer_id: crypto.randomUUID(),
        lines: [{ description: 'Pellicola', quantity: 1, unit_price: 9 }],
        tenders: [{ method: 'bancomat', amount: 9 }],
      }),
      'customer_id',
      SALE_MESSAGES.customerInvalid,
    );
    const missing = await t.request('GET', `/api/sales/${crypto.randomUUID()}`, {
      cookie: employeeCookie,
    });
    expect(missing.status).toBe(404);
    expect((await errorBody(missing)).error.message).toBe(SALE_MESSAGES.notFound);
  });
});

describe('POST /api/sales/:id/void', () => {
  it('puts the goods back and reverses every tender; a second void is refused', async () => {
    const product = await insertProduct(t, { sku: 'AURICOLARI', quantity: 2 });
    const sale = await sold({
      lines: [{ product_id: product, quantity: 2 }],
      tenders: [
        { method: 'carta', amount: 5 },
        { method: 'contanti', amount: 15 },
      ],
    });
    expect(await quantityOf(product)).toBe(0);
    const employeeVoid = await t.request('POST', `/api/sales/${sale.id}/void`, {
      cookie: employeeCookie,
      body: { reason: 'Cliente ripensato' },
    });
    expect(employeeVoid.status).toBe(403);
    const voided = await readJson<SaleDto>(
      await t.request('POST', `/api/sales/${sale.id}/void`, {
        cookie: t.cookie,
        body: { reason: 'Cliente ripensato' },
      }),
    );
    expect(voided).toMatchObject({ status: 'annullata', void_reason: 'Cliente ripensato' });
    expect(voided.payments.map((p) => [p.method, p.direction, p.amount])).toEqual([
      ['carta', 'incasso', 5],
      ['contanti', 'incasso', 15],
      ['carta', 'rimborso', 5],
      ['contanti', 'rimborso', 15],
    ]);
    expect(await quantityOf(product)).toBe(2);
    const second = await t.request('POST', `/api/sales/${sale.id}/void`, {
      cookie: t.cookie,
      body: { reason: 'Di nuovo' },
    });
    expect(second.status).toBe(409);
    expect((await errorBody(second)).error.message).toBe(SALE_MESSAGES.alreadyVoided);
  });
});

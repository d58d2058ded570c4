import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_MESSAGES, type TicketPartDto } from '../../../shared/inventory/stock';
import { formatCents } from '../../../shared/money';
import type { TicketDto } from '../../../shared/tickets/ticket-dto';
import { insertProduct } from '../../test/inventory-test-kit';
import { appFor } from '../../test/public-test-kit';
import {
  createStaffApp,
  errorBody,
  readJson,
  type StaffApp,
  VALID_TICKET,
} from '../../test/staff-test-kit';
import {
  addCustomer,
  issue,
  PRIVATE_PERSON,
  postInvoice,
  putShop,
} from '../invoices/invoices-test-kit';
import { pay } from '../payments/payments-test-kit';

/**
 * A part on a ticket is inside the repair's price or *venduto a parte*: then the ticket's total,
 * balance, public page and invoice add it, and the labour is never cut to fit.
 */
let t: StaffApp;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-12-04T10:00:00Z' });
  await putShop(t, t.cookie);
});
afterAll(() => t.close());

async function product(sku: string, priceCents: number) {
  const id = await insertProduct(t, { sku, quantity: 10 });
  await t.db
    .updateTable('products')
    .set({ price_cents: priceCents })
    .where('id', '=', id)
    .execute();
  return id;
}

async function use(ticketId: string, productId: string, body: Record<string, unknown> = {}) {
  const response = await t.request('POST', `/api/products/${productId}/stock-movements`, {
    cookie: t.cookie,
    body: { quantity: 1, reason: 'ticket', ticket_id: ticketId, ...body },
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** The ticket's parts, dearest first (the test clock gives them all the same instant). */
const parts = async (ticketId: string) =>
  (
    await readJson<{ items: TicketPartDto[] }>(
      await t.request('GET', `/api/tickets/${ticketId}/parts`, { cookie: t.cookie }),
    )
  ).items.sort((a, b) => b.unit_price - a.unit_price);

const ticketOf = async (id: string) =>
  readJson<TicketDto>(await t.request('GET', `/api/tickets/${id}`, { cookie: t.cookie }));

const mark = (ticketId: string, partId: string, sold: unknown) =>
  t.request('PATCH', `/api/tickets/${ticketId}/parts/${partId}`, {
    cookie: t.cookie,
    body: { sold_separately: sold },
  });

/** A 69 € repair with a 20 € battery inside the price and a 14,90 € protector sold on top. */
async function repairWithProtector() {
  const customer_id = await addCustomer(t, PRIVATE_PERSON);
  const ticket = await t.createTicket({ ...VALID_TICKET, price: '69,00' });
  await t.db.updateTable('tickets').set({ customer_id }).where('id', '=', ticket.id).execute();
  const battery = await product(`BATT-${ticket.ticket_number}`, 2000);
  const protector = await product(`VETRO-${ticket.ticket_number}`, 1490);
  await use(ticket.id, battery);
  await use(ticket.id, protector, { sold_separately: true });
  return { ticket, battery, protector };
}

describe('parts sold separately', () => {
  it('adds the part to the balance, the invoice and the public page, keeping the labour whole', async () => {
    const { ticket, protector } = await repairWithProtector();
    const stored = await t.db
      .selectFrom('stock_movements')
      .select(['product_id', 'sold_price_cents'])
      .where('ticket_id', '=', ticket.id)
      .execute();
    expect(
      stored
        .map((m) => [m.product_id === protector, m.sold_price_cents && Number(m.sold_price_cents)])
        .sort(),
    ).toEqual([
      [false, null],
      [true, 1490],
    ]);
    // A later list price does not change what the customer was charged.
    await t.db
      .updateTable('products')
      .set({ price_cents: 1990 })
      .where('id', '=', protector)
      .execute();

    expect(await ticketOf(ticket.id)).toMatchObject({
      price: 69,
      parts_sold_separately: 14.9,
      balance_due: 83.9,
    });
    const listed = await parts(ticket.id);
    expect(listed.map((p) => [p.unit_price, p.sold_separately]).sort()).toEqual([
      [14.9, true],
      [20, false],
    ]);

    const page = await appFor(t)(`/public/tickets/${ticket.id}`);
    const html = await page.text();
    expect(html).toContain('Ricambi venduti a parte');
    expect(html).toMatch(/Da saldare<\/dt>\s*<dd[^>]*>83,90\s€/);

    const draft = await postInvoice(t, `/api/invoices/from-ticket/${ticket.id}`);
    expect(draft.lines.map((l) => [l.description.split(' ')[0], l.quantity, l.unit_price])).toEqual(
      [
        ['Prodotto', 1, 20],
        ['Manodopera', 1, 49],
        ['Prodotto', 1, 14.9],
      ],
    );
    expect(draft.total).toBe(83.9);
  });

  it('lets payments take the parts sold separately and no more', async () => {
    const { ticket } = await repairWithProtector();
    const over = await t.request('POST', '/api/payments', {
      cookie: t.cookie,
      body: { ticket_id: ticket.id, amount: '83,91', method: 'contanti' },
    });
    expect(over.status).toBe(400);
    expect((await errorBody(over)).error.message).toContain('83,90');
    const paid = await pay(t, { ticket_id: ticket.id, amount: '83,90', method: 'carta' });
    expect(paid.ticket).toMatchObject({ paid: 83.9, balance_due: 0 });
    expect((await ticketOf(ticket.id)).balance_due).toBe(0);
  });

  it('moves a part in and out of the price, refusing what would break the money already taken', async () => {
    const { ticket } = await repairWithProtector();
    const [battery, protector] = await parts(ticket.id);
    if (!battery || !protector) throw new Error('two parts expected');

    let response = await mark(ticket.id, battery.id, true);
    expect(response.status, await response.clone().text()).toBe(200);
    const items = (await readJson<{ items: TicketPartDto[] }>(response)).items;
    expect(items.find((p) => p.id === battery.id)).toMatchObject({
      sold_separately: true,
      unit_price: 20,
    });
    expect((await ticketOf(ticket.id)).balance_due).toBe(103.9);

    await pay(t, { ticket_id: ticket.id, amount: '100', method: 'contanti' });
    // Without the battery on top the total would be 83,90 €, less than the 100 € received.
    response = await mark(ticket.id, battery.id, false);
    expect(response.status).toBe(409);
    expect((await errorBody(response)).error.message).toBe(
      STOCK_MESSAGES.partUnderPaid(formatCents(10_000)),
    );
    expect((await ticketOf(ticket.id)).balance_due).toBe(3.9);

    expect((await mark(ticket.id, crypto.randomUUID(), true)).status).toBe(404);
    expect((await mark(ticket.id, 'non-un-id', true)).status).toBe(404);
    const bad = await mark(ticket.id, protector.id, 'sì');
    expect(bad.status).toBe(400);
  });

  it('refuses a change once the ticket is invoiced: the credit note corrects it', async () => {
    const { ticket } = await repairWithProtector();
    const draft = await postInvoice(t, `/api/invoices/from-ticket/${ticket.id}`);
    await issue(t, draft.id);
    const [, protector] = await parts(ticket.id);
    if (!protector) throw new Error('protector expected');
    const response = await mark(ticket.id, protector.id, false);
    expect(response.status).toBe(409);
    expect((await ticketOf(ticket.id)).parts_sold_separately).toBe(14.9);
  });

  it('invoices a ticket with no price for the parts sold alone, and says only tickets sell parts', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET });
    const cable = await product(`CAVO-${ticket.ticket_number}`, 990);
    await use(ticket.id, cable, { sold_separately: true });
    expect(await ticketOf(ticket.id)).toMatchObject({ price: null, balance_due: 9.9 });
    const draft = await postInvoice(t, `/api/invoices/from-ticket/${ticket.id}`);
    expect(draft.lines.map((l) => l.unit_price)).toEqual([9.9]);

    const refused = await t.request('POST', `/api/products/${cable}/stock-movements`, {
      cookie: t.cookie,
      body: { quantity: 1, reason: 'carico', sold_separately: true },
    });
    expect(refused.status).toBe(400);
    expect((await errorBody(refused)).error.message).toBe(
      'Solo un ricambio usato in un ticket può essere venduto a parte',
    );
  });

  it('keeps the repair one line when the parts inside its price cost more: labour is never negative', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: '30,00' });
    await use(ticket.id, await product(`SCHERMO-${ticket.ticket_number}`, 4500));
    const draft = await postInvoice(t, `/api/invoices/from-ticket/${ticket.id}`);
    expect(draft.lines.map((l) => [l.description.split(' ')[0], l.unit_price])).toEqual([
      ['Riparazione', 30],
    ]);
  });
});

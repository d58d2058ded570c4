import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOTTERY_MESSAGES } from '../../../shared/receipts/lottery-code';
import type { ReceiptDto } from '../../../shared/receipts/receipts';
import type { SaleDto } from '../../../shared/sales/sale-dto';
import { createLogger } from '../../logger';
import { insertProduct } from '../../test/inventory-test-kit';
import { errorBody, readJson, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';
import { type RtSimulatorHandle, staffAppWithRt } from '../fiscal-devices/rt-simulator-test-kit';
import { pay, storedPayments } from '../payments/payments-test-kit';
import { sweepReceipts } from './receipts.service';

/** *Incassa* and the counter sale print their documento commerciale on the (simulated) RT. */
let t: StaffApp;
let rt: RtSimulatorHandle;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, rt, close } = await staffAppWithRt('2026-12-04T10:00:00Z'));
});
afterAll(() => close());
beforeEach(async () => {
  rt.state.fault = 'none';
  await setMode('always');
});

async function setMode(mode: string) {
  const response = await t.request('PUT', '/api/settings', {
    cookie: t.cookie,
    body: { values: { receipt_mode: mode } },
  });
  expect(response.status).toBe(200);
}

const post = async <T>(path: string, body: unknown = {}, status = 200) => {
  const response = await t.request('POST', path, { cookie: t.cookie, body });
  expect(response.status, await response.clone().text()).toBe(status);
  return readJson<T>(response);
};

describe('the documento commerciale at the counter', () => {
  it('Incassa by card prints the lottery code; with cash it is refused and nothing is paid', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: '40' });
    const mixed = await t.request('POST', '/api/payments', {
      cookie: t.cookie,
      body: {
        ticket_id: ticket.id,
        lottery_code: 'LOTT0001',
        tenders: [
          { method: 'carta', amount: 20 },
          { method: 'contanti', amount: 20 },
        ],
      },
    });
    expect(mixed.status).toBe(400);
    expect((await errorBody(mixed)).error.details?.fieldErrors?.lottery_code).toEqual([
      LOTTERY_MESSAGES.notElectronic,
    ]);
    expect(await storedPayments(t, ticket.id)).toHaveLength(0);
    await pay(t, {
      ticket_id: ticket.id,
      amount: 40,
      method: 'bancomat',
      lottery_code: 'lott0001',
    });
    expect(rt.documents().at(-1)?.body).toContain(
      '<printRecLotteryID operator="1" code="LOTT0001"',
    );
  });

  it('a counter sale paid by card prints the lottery code; cash, under 1 € or a bad code is refused', async () => {
    const line = { description: 'Pellicola', quantity: 1, unit_price: '15,00' };
    const sale = (tenders: unknown[], lottery_code: string, lines = [line]) =>
      t.request('POST', '/api/sales', { cookie: t.cookie, body: { lines, tenders, lottery_code } });
    const card = await sale([{ method: 'carta', amount: 15 }], 'abcd1234');
    expect(card.status, await card.clone().text()).toBe(201);
    expect(rt.documents().at(-1)?.body).toContain(
      '<printRecLotteryID operator="1" code="ABCD1234"',
    );
    const before = rt.documents().length;
    const refused = async (response: Response, message: string) => {
      expect(response.status).toBe(400);
      expect((await errorBody(response)).error.details?.fieldErrors?.lottery_code).toEqual([
        message,
      ]);
    };
    await refused(
      await sale(
        [
          { method: 'carta', amount: 10 },
          { method: 'contanti', amount: 5 },
        ],
        'ABCD1234',
      ),
      LOTTERY_MESSAGES.notElectronic,
    );
    await refused(
      await sale([{ method: 'carta', amount: 0.5 }], 'ABCD1234', [{ ...line, unit_price: '0,50' }]),
      LOTTERY_MESSAGES.tooLow,
    );
    await refused(
      await sale([{ method: 'carta', amount: 15 }], 'ABC-12'),
      LOTTERY_MESSAGES.invalid,
    );
    expect(rt.documents()).toHaveLength(before);
  });

  it('Incassa settling a ticket lists the repair and each part sold separately, less the acconto', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: '50' });
    const cover = await insertProduct(t, { sku: 'COVER-RT', quantity: 4 });
    const used = await t.request('POST', `/api/products/${cover}/stock-movements`, {
      cookie: t.cookie,
      body: { quantity: 2, reason: 'ticket', ticket_id: ticket.id, sold_separately: true },
    });
    expect(used.status, await used.clone().text()).toBe(201);
    await pay(t, { ticket_id: ticket.id, amount: 30, method: 'contanti' });
    await pay(t, { ticket_id: ticket.id, amount: 40, method: 'carta' });
    const body = rt.documents().at(-1)?.body ?? '';
    const golden = readFileSync(
      new URL('../fiscal-devices/test-fixtures/epson-ticket-parts.xml', import.meta.url),
      'utf8',
    );
    expect(body).toBe(golden);
  });

  it('Incassa: card + cash print one document with both tenders and the RT numbers', async () => {
    const before = rt.documents().length;
    const ticket = await t.createTicket({ ...VALID_TICKET, price: '80' });
    const paid = await pay(t, {
      ticket_id: ticket.id,
      tenders: [
        { method: 'carta', amount: 50 },
        { method: 'contanti', amount: 30 },
      ],
    });
    expect(paid.receipt).toMatchObject({
      kind: 'vendita',
      status: 'emesso',
      total_cents: 8000,
      ticket_id: ticket.id,
      rt_serial: '99MEY012345',
      z_number: 1,
      document_number: expect.any(Number),
    });
    const documents = rt.documents();
    expect(documents).toHaveLength(before + 1);
    const body = documents.at(-1)?.body ?? '';
    expect(body).toContain('unitPrice="80,00" department="1"');
    expect(body).toContain('payment="50,00" paymentType="2" index="1"');
    expect(body).toContain('payment="30,00" paymentType="0" index="0"');
  });

  it('an unreachable RT leaves the payment recorded and the receipt da emettere; Riprova prints once', async () => {
    rt.state.fault = 'unreachable';
    const ticket = await t.createTicket({ ...VALID_TICKET, price: '40' });
    const before = rt.documents().length;
    const paid = await pay(t, { ticket_id: ticket.id, amount: 40, method: 'contanti' });
    expect(paid.payment.amount).toBe(40);
    expect(paid.receipt).toMatchObject({
      status: 'da_emettere',
      reason: expect.stringContaining('non è raggiungibile'),
      document_number: null,
    });
    rt.state.fault = 'none';
    const id = paid.receipt?.id;
    const printed = await post<ReceiptDto>(`/api/receipts/${id}/retry`);
    expect(printed).toMatchObject({ status: 'emesso', document_number: expect.any(Number) });
    const again = await post<ReceiptDto>(`/api/receipts/${id}/retry`);
    expect(again.document_number).toBe(printed.document_number);
    expect(rt.documents()).toHaveLength(before + 1);
  });

  it('a lost answer never becomes two documents', async () => {
    rt.state.fault = 'lost_answer';
    const ticket = await t.createTicket({ ...VALID_TICKET, price: '25' });
    const before = rt.documents().length;
    const paid = await pay(t, { ticket_id: ticket.id, amount: 25, method: 'bancomat' });
    rt.state.fault = 'none';
    expect(paid.receipt?.status).toBe('emesso');
    await post(`/api/receipts/${paid.receipt?.id}/retry`);
    await sweepReceipts({ db: t.db, clock: () => new Date(), logger: createLogger('silent') });
    expect(rt.documents()).toHaveLength(before + 1);
  });

  it('the deposit is certified when taken and shown as acconto on the final document', async () => {
    const before = rt.documents().length;
    const ticket = await t.createTicket({
      ...VALID_TICKET,
      price: '200',
      deposit: '50',
      deposit_method: 'contanti',
    });
    // Printed once the ticket is saved, not at the next sweep (a minute later).
    await expect.poll(() => rt.documents().length, { timeout: 3000 }).toBe(before + 1);
    const deposit = rt.documents().at(-1)?.body ?? '';
    expect(deposit).toContain('unitPrice="50,00"');
    const paid = await pay(t, { ticket_id: ticket.id, amount: 150, method: 'carta' });
    expect(paid.receipt).toMatchObject({ status: 'emesso', total_cents: 15000 });
    const final = rt.documents().at(-1)?.body ?? '';
    expect(final).toContain('unitPrice="200,00"');
    expect(final).toMatch(/adjustmentType="10"[^>]*amount="50,00"/);
    expect(final).toContain('payment="150,00" paymentType="2"');
  });

  it('receipt mode: ask wants the choice, fattura prints nothing, never prints nothing', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: '90' });
    await setMode('ask');
    const refused = await t.request('POST', '/api/payments', {
      cookie: t.cookie,
      body: { ticket_id: ticket.id, amount: 30, method: 'contanti' },
    });
    expect(refused.status).toBe(400);
    expect((await errorBody(refused)).error.message).toBe(
      'Scegli se emettere il documento commerciale o la fattura',
    );
    expect(await storedPayments(t, ticket.id)).toHaveLength(0);
    const before = rt.documents().length;
    const invoiced = await pay(t, {
      ticket_id: ticket.id,
      amount: 30,
      method: 'contanti',
      document: 'fattura',
    });
    expect(invoiced.receipt).toBeNull();
    const receipted = await pay(t, {
      ticket_id: ticket.id,
      amount: 30,
      method: 'contanti',
      document: 'scontrino',
    });
    expect(receipted.receipt?.status).toBe('emesso');
    await setMode('never');
    expect(
      (await pay(t, { ticket_id: ticket.id, amount: 30, method: 'carta' })).receipt,
    ).toBeNull();
    expect(rt.documents()).toHaveLength(before + 1);
  });

  it('a counter sale with document "scontrino" prints its lines, discounts included', async () => {
    const sale = await post<SaleDto>(
      '/api/sales',
      {
        lines: [
          { description: 'Pellicola vetro', quantity: 2, unit_price: '10,00' },
          { description: 'Cavo USB-C', quantity: 1, unit_price: '8,00', vat_rate: '10' },
        ],
        discount: { kind: 'amount', value: '2' },
        tenders: [{ method: 'carta', amount: 26 }],
        document: 'scontrino',
      },
      201,
    );
    expect(sale.receipt).toMatchObject({ status: 'emesso', sale_id: sale.id, total_cents: 2600 });
    const body = rt.documents().at(-1)?.body ?? '';
    expect(body).toContain('quantity="2" unitPrice="10,00" department="1"');
    expect(body).toContain('unitPrice="8,00" department="2"');
    // The 2 € on the total is shared by the lines in proportion (20 € and 8 €): 1,42 € and 0,58 €.
    expect(body.match(/<printRecItemAdjustment [^>]*>/g)).toEqual([
      expect.stringMatching(/adjustmentType="3".*amount="1,42"/),
      expect.stringMatching(/adjustmentType="3".*amount="0,58"/),
    ]);
    expect(body).toContain('payment="26,00"');
  });
});

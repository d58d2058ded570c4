import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRecordedDto } from '../../../shared/payments/payment-dto';
import type { ReceiptDto, ReceiptsPageDto } from '../../../shared/receipts/receipts';
import type { SaleDto } from '../../../shared/sales/sale-dto';
import { insertProduct } from '../../test/inventory-test-kit';
import { errorBody, readJson, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';
import { type RtSimulatorHandle, staffAppWithRt } from '../fiscal-devices/rt-simulator-test-kit';
import { pay, storedPayments } from '../payments/payments-test-kit';

/** Reso and annullo on the RT cite the original; the payments get their storno with them. */
let t: StaffApp;
let rt: RtSimulatorHandle;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, rt, close } = await staffAppWithRt('2026-12-04T10:00:00Z'));
});
afterAll(() => close());

const post = (path: string, body: unknown = {}, cookie = t.cookie) =>
  t.request('POST', path, { cookie, body });

async function paidTicket(price: string): Promise<{ ticketId: string; paid: PaymentRecordedDto }> {
  const ticket = await t.createTicket({ ...VALID_TICKET, price });
  const paid = await pay(t, { ticket_id: ticket.id, amount: Number(price), method: 'carta' });
  return { ticketId: ticket.id, paid };
}

/** The refund lines of an Epson reso: what the RT prints and certifies as returned. */
const refunded = (body: string) =>
  [...body.matchAll(/<printRecRefund [^>]*quantity="(\d+)" unitPrice="([\d,]+)"/g)].map((m) => ({
    quantity: Number(m[1]),
    unitPrice: m[2],
  }));

/** Epson's citation: Z and document number, then the day the RT printed on the original. */
const citation = (receipt: ReceiptDto | null | undefined, kind: string) => {
  const [d, m, y] = (receipt?.rt_date ?? '').split('/');
  const day = `${d?.padStart(2, '0')}${m?.padStart(2, '0')}${y}`;
  return `${kind} ${String(receipt?.z_number).padStart(4, '0')} ${String(receipt?.document_number).padStart(4, '0')} ${day} 99MEY012345`;
};

describe('reso and annullo of a documento commerciale', () => {
  it('annullo cites the original and reverses its payment; a second one is refused', async () => {
    const { ticketId, paid } = await paidTicket('60');
    const response = await post(`/api/receipts/${paid.receipt?.id}/void`, { reason: 'Errore' });
    expect(response.status, await response.clone().text()).toBe(201);
    const annullo = await readJson<ReceiptDto>(response);
    expect(annullo).toMatchObject({
      kind: 'annullo',
      status: 'emesso',
      related_receipt_id: paid.receipt?.id,
      original: {
        z_number: paid.receipt?.z_number,
        document_number: paid.receipt?.document_number,
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
      total_cents: -6000,
    });
    expect(rt.documents().at(-1)?.body).toContain(`message="${citation(paid.receipt, 'ANNULLO')}"`);
    const rows = await storedPayments(t, ticketId);
    expect(rows.map((r) => r.direction).sort()).toEqual(['incasso', 'rimborso']);
    const again = await post(`/api/receipts/${paid.receipt?.id}/void`);
    expect(again.status).toBe(409);
    expect((await errorBody(again)).error.message).toBe('Il documento è già stato annullato');
  });

  it('reso of a part refunds that part on the same method, citing the original', async () => {
    const sale = await readJson<SaleDto>(
      await post('/api/sales', {
        lines: [{ description: 'Cover', quantity: 3, unit_price: '12,00' }],
        tenders: [{ method: 'contanti', amount: 36 }],
      }),
    );
    const response = await post(`/api/receipts/${sale.receipt?.id}/return`, {
      lines: [{ index: 0, quantity: 1 }],
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await readJson(response)).toMatchObject({ kind: 'reso', total_cents: -1200 });
    const body = rt.documents().at(-1)?.body ?? '';
    expect(body).toContain(`message="${citation(sale.receipt, 'RESO')}"`);
    expect(body).toContain('<printRecRefund');
    expect(body).toContain('payment="12,00" paymentType="0"');
    const refunds = await t.db
      .selectFrom('payments')
      .select(['direction', 'amount_cents', 'method'])
      .where('sale_id', '=', sale.id)
      .where('direction', '=', 'rimborso')
      .execute();
    expect(refunds).toEqual([{ direction: 'rimborso', amount_cents: 1200, method: 'contanti' }]);
    const tooMany = await post(`/api/receipts/${sale.receipt?.id}/return`, {
      lines: [{ index: 0, quantity: 4 }],
    });
    expect(tooMany.status).toBe(400);
    // 12 € back already: two more pieces are the rest, a third would be too much; no annullo now.
    const rest = await post(`/api/receipts/${sale.receipt?.id}/return`, {
      lines: [{ index: 0, quantity: 2 }],
    });
    expect(rest.status).toBe(201);
    const beyond = await post(`/api/receipts/${sale.receipt?.id}/return`, {
      lines: [{ index: 0, quantity: 1 }],
    });
    expect((await errorBody(beyond)).error.message).toBe(
      'Non si può rendere più di quanto venduto',
    );
    const voided = await post(`/api/receipts/${sale.receipt?.id}/void`);
    expect(voided.status).toBe(409);
    expect((await errorBody(voided)).error.message).toContain('ha già un reso');
  });

  it('a whole reso returns what its document took: deposit and discount off, cents exact', async () => {
    // 200 € repair with 50 € deposit certified at intake: the final document takes 150 €.
    const ticket = await t.createTicket({
      ...VALID_TICKET,
      price: '200',
      deposit: '50',
      deposit_method: 'contanti',
    });
    const paid = await pay(t, { ticket_id: ticket.id, amount: 150, method: 'carta' });
    expect(paid.receipt?.status).toBe('emesso');
    const whole = await post(`/api/receipts/${paid.receipt?.id}/return`);
    expect(whole.status, await whole.clone().text()).toBe(201);
    expect(await readJson(whole)).toMatchObject({ kind: 'reso', total_cents: -15000 });
    const reso = rt.documents().at(-1)?.body ?? '';
    expect(refunded(reso)).toEqual([{ quantity: 1, unitPrice: '150,00' }]);
    expect(reso).toContain('payment="150,00" paymentType="2"');

    // Three pieces for 10,01 € after a discount: 2 × 3,33 € and 1 × 3,35 €, exactly 10,01 €.
    const sale = await readJson<SaleDto>(
      await post('/api/sales', {
        lines: [
          {
            description: 'Cavo',
            quantity: 3,
            unit_price: '4,00',
            discount: { kind: 'amount', value: '1,99' },
          },
        ],
        tenders: [{ method: 'contanti', amount: 10.01 }],
      }),
    );
    expect(sale.receipt?.status).toBe('emesso');
    expect((await post(`/api/receipts/${sale.receipt?.id}/return`)).status).toBe(201);
    expect(refunded(rt.documents().at(-1)?.body ?? '')).toEqual([
      { quantity: 2, unitPrice: '3,33' },
      { quantity: 1, unitPrice: '3,35' },
    ]);
  });

  it('voiding a counter sale voids its document on the RT too', async () => {
    const sale = await readJson<SaleDto>(
      await post('/api/sales', {
        lines: [{ description: 'Caricatore', quantity: 1, unit_price: '15,00' }],
        tenders: [{ method: 'carta', amount: 15 }],
      }),
    );
    const voided = await post(`/api/sales/${sale.id}/void`, { reason: 'Cliente ci ha ripensato' });
    expect(voided.status).toBe(200);
    expect(rt.documents().at(-1)?.body).toContain(citation(sale.receipt, 'ANNULLO'));
    const list = await readJson<ReceiptsPageDto>(
      await t.request('GET', '/api/receipts', { cookie: t.cookie }),
    );
    expect(list.items.filter((r) => r.related_receipt_id === sale.receipt?.id)).toEqual([
      expect.objectContaining({ kind: 'annullo', status: 'emesso', total_cents: -1500 }),
    ]);
  });

  it('reprint is a non-fiscal courtesy copy, never a second document', async () => {
    const { paid } = await paidTicket('20');
    const before = rt.documents().length;
    const response = await post(`/api/receipts/${paid.receipt?.id}/reprint`);
    expect(await readJson(response)).toEqual({ ok: true, message: 'Copia di cortesia stampata' });
    expect(rt.documents()).toHaveLength(before);
    expect(rt.lines().at(-1)?.body).toContain('COPIA DI CORTESIA - NON FISCALE');
  });

  it('reso of a counter sale puts the returned pieces back on the shelf, part then rest', async () => {
    const glass = await insertProduct(t, { sku: 'VETRO-RESO', quantity: 5 });
    const stock = async () =>
      Number(
        (
          await t.db
            .selectFrom('products')
            .select('quantity')
            .where('id', '=', glass)
            .executeTakeFirst()
        )?.quantity,
      );
    const sale = await readJson<SaleDto>(
      await post('/api/sales', {
        lines: [
          { description: 'Posa', quantity: 1, unit_price: '5,00' },
          { product_id: glass, quantity: 3 },
        ],
        tenders: [{ method: 'contanti', amount: 35 }],
      }),
    );
    expect(await stock()).toBe(2);
    const part = await post(`/api/receipts/${sale.receipt?.id}/return`, {
      lines: [{ index: 1, quantity: 2 }],
    });
    expect(part.status, await part.clone().text()).toBe(201);
    expect(await stock()).toBe(4);
    const moves = await t.db
      .selectFrom('stock_movements')
      .select(['reason', 'delta'])
      .where('product_id', '=', glass)
      .where('reason', '=', 'reso_cliente')
      .execute();
    expect(moves.map((m) => Number(m.delta))).toEqual([2]);
    const rest = await post(`/api/receipts/${sale.receipt?.id}/return`, {
      lines: [{ index: 1, quantity: 1 }],
    });
    expect(rest.status, await rest.clone().text()).toBe(201);
    expect(await stock()).toBe(5);
  });

  it('an employee may not void or return', async () => {
    const { paid } = await paidTicket('10');
    const cookie = await t.signIn((await t.addUser('employee')).email);
    expect((await post(`/api/receipts/${paid.receipt?.id}/void`, {}, cookie)).status).toBe(403);
    expect((await post(`/api/receipts/${paid.receipt?.id}/return`, {}, cookie)).status).toBe(403);
  });
});

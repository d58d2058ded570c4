import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATURA_MESSAGES, VAT_RATE_MESSAGE } from '../../../shared/invoices/invoice-codes';
import type { InvoiceDto } from '../../../shared/invoices/invoice-dto';
import { INVOICE_MESSAGES } from '../../../shared/invoices/invoice-schemas';
import { BUYER_LABELS } from '../../../shared/invoices/natura-rules';
import { formatCents } from '../../../shared/money';
import { RECEIPT_MODE_MESSAGES } from '../../../shared/receipts/receipt-mode';
import type { SaleDto } from '../../../shared/sales/sale-dto';
import { SALE_MESSAGES } from '../../../shared/sales/sale-schemas';
import { insertProduct } from '../../test/inventory-test-kit';
import { createStaffApp, readJson, type StaffApp } from '../../test/staff-test-kit';
import {
  addCustomer,
  issue,
  PRIVATE_PERSON,
  putShop,
  validateFattura,
  xmlOf,
} from '../invoices/invoices-test-kit';
import { expectFieldRefused } from '../tickets/tickets-test-kit';

/** A counter sale billed with an invoice (`document: "fattura"`) instead of a documento commerciale. */
let t: StaffApp;
let customer: string;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-12-04T10:00:00Z' });
  await putShop(t, t.cookie);
  customer = await addCustomer(t, PRIVATE_PERSON);
});
afterAll(() => t.close());

const sell = (body: Record<string, unknown>) =>
  t.request('POST', '/api/sales', { cookie: t.cookie, body });

async function invoiceOf(sale: SaleDto): Promise<InvoiceDto> {
  expect(sale.invoice_id).toEqual(expect.any(String));
  const response = await t.request('GET', `/api/invoices/${sale.invoice_id}`, { cookie: t.cookie });
  expect(response.status).toBe(200);
  return readJson<InvoiceDto>(response);
}

describe('POST /api/sales with document "fattura"', () => {
  it('drafts the invoice to the customer at what was paid, to the cent, linked to the sale', async () => {
    const glass = await insertProduct(t, { sku: 'FATT-1', quantity: 5 });
    const response = await sell({
      document: 'fattura',
      customer_id: customer,
      lines: [
        { product_id: glass, quantity: 3, discount: { kind: 'percent', value: '10' } },
        { description: 'Cavo USB-C', quantity: 1, unit_price: '9,90', vat_rate: '22' },
        { description: 'Libro di istruzioni', quantity: 2, unit_price: '5', vat_rate: '4' },
      ],
      discount: { kind: 'amount', value: '1' },
      tenders: [{ method: 'carta', amount: '45,90' }],
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const sale = await readJson<SaleDto>(response);
    // 3 × 10 € − 10 % = 27 €; + 9,90 €; + 10 €; − 1 € on the total.
    expect(sale.total).toBe(45.9);
    const invoice = await invoiceOf(sale);
    expect(invoice).toMatchObject({
      kind: 'TD01',
      status: 'bozza',
      customer_id: customer,
      total: 45.9,
      notes: `Vendita al banco ${sale.number}`,
      payment: { method: 'MP08' },
    });
    // Each line at its rate; the discount on the total spread over the lines, list price said.
    expect(invoice.lines.map((l) => [l.description, l.quantity, l.vat_rate])).toEqual([
      [`Prodotto FATT-1 (listino ${formatCents(1000)} cad., scontato)`, 3, 22],
      [`Cavo USB-C (listino ${formatCents(990)} cad., scontato)`, 1, 22],
      [`Libro di istruzioni (listino ${formatCents(500)} cad., scontato)`, 2, 4],
    ]);
    const read = await t.request('GET', `/api/sales/${sale.id}`, { cookie: t.cookie });
    expect((await readJson<SaleDto>(read)).invoice_id).toBe(sale.invoice_id);
  });

  it('keeps quantity × price where the cents divide, else one piece saying the quantity', async () => {
    const sale = await readJson<SaleDto>(
      await sell({
        document: 'fattura',
        customer_id: customer,
        lines: [
          { description: 'Pellicola', quantity: 4, unit_price: '7,50', vat_rate: '22' },
          {
            description: 'Adattatore',
            quantity: 3,
            unit_price: '3,33',
            discount: { kind: 'amount', value: '0,01' },
          },
        ],
        tenders: [{ method: 'contanti', amount: '39,98', cash_received: 50 }],
      }),
    );
    const invoice = await invoiceOf(sale);
    expect(invoice.lines).toMatchObject([
      { description: 'Pellicola', quantity: 4, unit_price: 7.5 },
      { description: `Adattatore (3 pz, listino ${formatCents(333)} cad., scontato)`, quantity: 1 },
    ]);
    expect(invoice).toMatchObject({ total: 39.98, payment: { method: 'MP01' } });
  });

  it('a documento commerciale sale has no invoice; an invoice needs a customer', async () => {
    const plain = await readJson<SaleDto>(
      await sell({
        lines: [{ description: 'Cover', quantity: 1, unit_price: 12 }],
        tenders: [{ method: 'contanti', amount: 12 }],
      }),
    );
    expect(plain.invoice_id).toBeNull();
    const before = await t.db.selectFrom('sales').select('id').execute();
    await expectFieldRefused(
      await sell({
        document: 'fattura',
        lines: [{ description: 'Cover', quantity: 1, unit_price: 12 }],
        tenders: [{ method: 'contanti', amount: 12 }],
      }),
      'customer_id',
      SALE_MESSAGES.invoiceNeedsCustomer,
    );
    await expectFieldRefused(
      await sell({
        document: 'ricevuta',
        lines: [{ description: 'Cover', quantity: 1, unit_price: 12 }],
        tenders: [{ method: 'contanti', amount: 12 }],
      }),
      'document',
      RECEIPT_MODE_MESSAGES.documentInvalid,
    );
    expect(await t.db.selectFrom('sales').select('id').execute()).toHaveLength(before.length);
  });

  it('a line at 0 % carries its natura to the invoice; without one, or at a rate not in force, it is refused', async () => {
    const sale = await readJson<SaleDto>(
      await sell({
        document: 'fattura',
        customer_id: customer,
        lines: [
          {
            description: 'Smartphone usato',
            quantity: 1,
            unit_price: 150,
            vat_rate: 0,
            natura: 'N5',
          },
          { description: 'Cover', quantity: 1, unit_price: '10' },
        ],
        tenders: [{ method: 'carta', amount: 160 }],
      }),
    );
    expect(sale.lines.map((l) => [l.vat_rate, l.natura])).toEqual([
      [0, 'N5'],
      [22, null],
    ]);
    const invoice = await invoiceOf(sale);
    expect(invoice.lines.map((l) => [l.vat_rate, l.natura])).toEqual([
      [0, 'N5'],
      [22, null],
    ]);
    const { xml } = await xmlOf(t, (await issue(t, invoice.id)).id);
    expect((await validateFattura(xml)).errors).toEqual([]);
    expect(xml).toContain('<AliquotaIVA>0.00</AliquotaIVA><Natura>N5</Natura>');

    const before = await t.db.selectFrom('sales').select('id').execute();
    const line = { description: 'Cover', quantity: 1, unit_price: 10 };
    const tenders = [{ method: 'contanti', amount: 10 }];
    await expectFieldRefused(
      await sell({ lines: [{ ...line, vat_rate: '0' }], tenders }),
      'lines.0.natura',
      NATURA_MESSAGES.required,
    );
    await expectFieldRefused(
      await sell({ lines: [{ ...line, natura: 'N4' }], tenders }),
      'lines.0.natura',
      NATURA_MESSAGES.withRate,
    );
    await expectFieldRefused(
      await sell({ lines: [{ ...line, vat_rate: 0, natura: 'N9' }], tenders }),
      'lines.0.natura',
      NATURA_MESSAGES.invalid,
    );
    // A documento commerciale goes to a person: no reverse charge on it.
    await expectFieldRefused(
      await sell({ lines: [{ ...line, vat_rate: 0, natura: 'N6.5' }], tenders }),
      'lines.0.natura',
      INVOICE_MESSAGES.naturaNotForBuyer(1, 'N6.5', BUYER_LABELS['privato-it']),
    );
    await expectFieldRefused(
      await sell({ lines: [{ ...line, vat_rate: '21' }], tenders }),
      'lines.0.vat_rate',
      VAT_RATE_MESSAGE,
    );
    expect(await t.db.selectFrom('sales').select('id').execute()).toHaveLength(before.length);
  });

  it('a sale whose invoice cannot be drafted is not stored: no stock moved, nothing paid', async () => {
    const glass = await insertProduct(t, { sku: 'FATT-ATOM', quantity: 2 });
    const counts = async () => ({
      sales: (await t.db.selectFrom('sales').select('id').execute()).length,
      payments: (await t.db.selectFrom('payments').select('id').execute()).length,
      shelf: (
        await t.db
          .selectFrom('products')
          .select('quantity')
          .where('id', '=', glass)
          .executeTakeFirstOrThrow()
      ).quantity,
    });
    const before = await counts();
    // The shop's invoicing row gone: drafting fails after the sale's rows were written.
    const shop = await t.db.selectFrom('invoicing_settings').selectAll().executeTakeFirstOrThrow();
    await t.db.deleteFrom('invoicing_settings').execute();
    try {
      const response = await sell({
        document: 'fattura',
        customer_id: customer,
        lines: [{ product_id: glass, quantity: 1 }],
        tenders: [{ method: 'carta', amount: 10 }],
      });
      expect(response.status).toBe(500);
    } finally {
      await t.db.insertInto('invoicing_settings').values(shop).execute();
    }
    expect(await counts()).toEqual(before);
  });

  it('the issued invoice lists the tenders as they were taken, valid FatturaPA', async () => {
    const sale = await readJson<SaleDto>(
      await sell({
        document: 'fattura',
        customer_id: customer,
        lines: [{ description: 'Smartphone ricondizionato', quantity: 1, unit_price: '199' }],
        tenders: [
          { method: 'carta', amount: 50 },
          { method: 'contanti', amount: 149, cash_received: 150 },
        ],
      }),
    );
    const { xml } = await xmlOf(t, (await issue(t, (await invoiceOf(sale)).id)).id);
    expect((await validateFattura(xml)).errors).toEqual([]);
    expect(
      [...xml.matchAll(/<DettaglioPagamento>(.*?)<\/DettaglioPagamento>/gs)].map((m) => m[1]),
    ).toEqual([
      '<ModalitaPagamento>MP08</ModalitaPagamento><ImportoPagamento>50.00</ImportoPagamento>',
      '<ModalitaPagamento>MP01</ModalitaPagamento><ImportoPagamento>149.00</ImportoPagamento>',
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffApp, errorBody, type StaffApp } from '../../test/staff-test-kit';
import { postInvoice } from './invoices-test-kit';

/** What a draft's lines accept: numbers as numbers, the rates in force, amounts the file can hold. */
let t: StaffApp;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-11-20T10:00:00Z' });
});
afterAll(() => t.close());

async function fieldErrorsOf(body: unknown, url = '/api/invoices', method = 'POST') {
  const response = await t.request(method as 'POST', url, { cookie: t.cookie, body });
  expect(response.status).toBe(400);
  const { error } = await errorBody(response);
  return (error.details as { fieldErrors: Record<string, string[]> }).fieldErrors;
}

const line = (fields: Record<string, unknown>) => ({
  lines: [{ description: 'Riparazione', unit_price: 10, ...fields }],
});

describe('invoice line input', () => {
  it('reads a JSON number as a number and Italian decimal text only from strings', async () => {
    const draft = await postInvoice(t, '/api/invoices', {
      lines: [
        { description: 'Cavo', quantity: 1.5, unit_price: 12.2 },
        { description: 'Viti', quantity: '1.234', unit_price: '0,5' },
        { description: 'Pasta termica', quantity: '2,25', unit_price: 1 },
      ],
    });
    expect(draft.lines.map((l) => l.quantity)).toEqual([1.5, 1234, 2.25]);
    const stored = await t.db
      .selectFrom('invoice_lines')
      .select('quantity_hundredths')
      .where('invoice_id', '=', draft.id)
      .orderBy('position')
      .execute();
    expect(stored.map((r) => r.quantity_hundredths)).toEqual([150, 123_400, 225]);
  });

  it.each([[1.234], [0.001]])('refuses the quantity %d instead of reading it ×1000', async (q) => {
    const errors = await fieldErrorsOf(line({ quantity: q }));
    expect(errors['lines.0.quantity']).toEqual([
      'Quantità non valida: un numero maggiore di 0, al massimo 2 decimali (fino a 100.000)',
    ]);
    expect(await t.db.selectFrom('invoice_lines').select('id').execute()).toHaveLength(3);
  });

  it('refuses a discount sent as a number with more decimals than it keeps', async () => {
    const errors = await fieldErrorsOf(line({ discount_percent: 1.005 }));
    expect(errors['lines.0.discount_percent']).toHaveLength(1);
  });
});

const RATE_MESSAGE = 'Aliquota IVA non valida: 22, 10, 5 o 4 % (0 % con la natura)';

describe('VAT rates', () => {
  it.each([[21], ['0,5'], [0.5], [12], [100]])('refuses the rate %j on a line', async (rate) => {
    const errors = await fieldErrorsOf(line({ vat_rate: rate }));
    expect(errors['lines.0.vat_rate']).toEqual([RATE_MESSAGE]);
  });

  it('accepts the rates in force, and 0 % with its natura', async () => {
    const draft = await postInvoice(t, '/api/invoices', {
      lines: [22, '10', 5, '4,00', 0].map((vat_rate) => ({
        description: 'Riga',
        unit_price: 10,
        vat_rate,
        natura: vat_rate === 0 ? 'N2.2' : null,
      })),
    });
    expect(draft.lines.map((l) => l.vat_rate)).toEqual([22, 10, 5, 4, 0]);
  });

  it("refuses a shop's default rate outside the law", async () => {
    const errors = await fieldErrorsOf({ default_vat_rate: 21 }, '/api/settings/invoicing', 'PUT');
    expect(errors.default_vat_rate).toEqual([RATE_MESSAGE]);
  });
});

describe('amounts the file can hold', () => {
  it('refuses a line whose amount is beyond what an invoice carries, naming the field', async () => {
    const errors = await fieldErrorsOf(line({ quantity: 100_000, unit_price: 1_000_000 }));
    expect(errors['lines.0.unit_price']).toEqual([
      "L'importo della riga (quantità × prezzo) non può superare 10.000.000 €",
    ]);
  });

  it('accepts a line of 10.000.000 € exactly', async () => {
    const draft = await postInvoice(t, '/api/invoices', line({ quantity: 10, unit_price: 1e6 }));
    expect(draft.lines[0]?.line_total).toBe(10_000_000);
  });
});

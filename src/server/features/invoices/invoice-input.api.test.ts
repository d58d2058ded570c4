import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffApp, errorBody, type StaffApp } from '../../test/staff-test-kit';
import { post, postInvoice } from './invoices-test-kit';

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

  it('refuses a rate or a discount sent as a number with more decimals than it keeps', async () => {
    const errors = await fieldErrorsOf(line({ vat_rate: 2.125, discount_percent: 1.005 }));
    expect(errors['lines.0.vat_rate']).toHaveLength(1);
    expect(errors['lines.0.discount_percent']).toHaveLength(1);
  });
});

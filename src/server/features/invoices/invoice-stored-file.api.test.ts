import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDto } from '../../../shared/invoices/invoice-dto';
import { createStaffApp, readJson, type StaffApp } from '../../test/staff-test-kit';
import { storeMissingIssuedFiles } from './invoice-stored-files';
import {
  addCustomer,
  issue,
  PRIVATE_PERSON,
  postInvoice,
  putShop,
  validateFattura,
  xmlOf,
} from './invoices-test-kit';

/** What was issued stays as it was sent: the file, its figures and the print copy's. */
let t: StaffApp;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-11-20T10:00:00Z' });
  await putShop(t, t.cookie);
});
afterAll(() => t.close());

async function issuedInvoice() {
  const customer_id = await addCustomer(t, PRIVATE_PERSON);
  const draft = await postInvoice(t, '/api/invoices', {
    customer_id,
    lines: [{ description: 'Riparazione display', unit_price: '99,99', price_includes_vat: true }],
  });
  return issue(t, draft.id);
}

async function readInvoice(id: string) {
  const response = await t.request('GET', `/api/invoices/${id}`, { cookie: t.cookie });
  expect(response.status).toBe(200);
  return readJson<InvoiceDto>(response);
}

async function monthFiles() {
  const response = await t.request('GET', '/api/invoices/export?month=2026-11', {
    cookie: t.cookie,
  });
  expect(response.status).toBe(200);
  return unzipSync(new Uint8Array(await response.arrayBuffer()));
}

describe('stored invoice files', () => {
  it('serves the XML, the month zip and the print figures as issued, whatever the lines say later', async () => {
    const invoice = await issuedInvoice();
    const { xml } = await xmlOf(t, invoice.id);
    const stored = await t.db
      .selectFrom('invoices')
      .select(['issued_xml', 'issued_file_name'])
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ issued_xml: xml, issued_file_name: invoice.file_name });

    // What a change of the pricing code would do to a file rebuilt from its lines.
    await t.db
      .updateTable('invoice_lines')
      .set({ unit_price_e8: 12_345_000_000, description: 'Altro' })
      .where('invoice_id', '=', invoice.id)
      .execute();
    expect((await xmlOf(t, invoice.id)).xml).toBe(xml);
    const files = await monthFiles();
    expect(new TextDecoder().decode(files[invoice.file_name ?? ''])).toBe(xml);
    const register = new TextDecoder().decode(files['registro.csv']);
    expect(register).toContain(`${invoice.number};20/11/2026;Fattura;`);
    expect(register).toContain(';99,99\r\n');
    const again = await readInvoice(invoice.id);
    expect(again.total).toBe(99.99);
    expect(again.summary).toEqual(invoice.summary);
    expect(again.lines.map((l) => [l.unit_price, l.line_total])).toEqual(
      invoice.lines.map((l) => [l.unit_price, l.line_total]),
    );
  });

  it('gives the invoices issued before their stored file, as written then (the migration)', async () => {
    const invoice = await issuedInvoice();
    const { xml } = await xmlOf(t, invoice.id);
    await t.db
      .updateTable('invoices')
      .set({ issued_xml: null, issued_file_name: null, issued_totals: null, payment_details: null })
      .where('id', '=', invoice.id)
      .execute();
    expect(await storeMissingIssuedFiles(t.db)).toBe(1);
    const restored = (await xmlOf(t, invoice.id)).xml;
    expect((await validateFattura(restored)).errors).toEqual([]);
    expect(restored).toBe(xml);
    expect(await readInvoice(invoice.id)).toMatchObject({
      total: 99.99,
      file_name: invoice.file_name,
      payment: { details: [{ method: 'MP01', amount: 99.99, due_date: null, paid: false }] },
    });
    expect(await storeMissingIssuedFiles(t.db)).toBe(0);
  });
});

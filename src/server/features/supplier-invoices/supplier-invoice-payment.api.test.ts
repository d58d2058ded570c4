import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supplierInvoiceXml } from '../../test/fatturapa-kit';
import { readJson } from '../../test/staff-test-kit';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import type { FileResult } from './supplier-invoice-batch.service';

/** Fatture passive paid or not: marking one paid (date, means) and the list's filter. */
let t: TestApp;
let employee: string;
let reader: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.signIn((await t.addUser('employee')).email);
  reader = await t.signIn((await t.addUser('user')).email);
});
afterAll(() => t.close());

const line = { description: 'Cavo HDMI', quantity: '1.00', unitPrice: '5.00', total: '5.00' };

async function imported(number: string): Promise<string> {
  const form = new FormData();
  const xml = supplierInvoiceXml({ number, lines: [line] });
  form.append('files', new File([new Uint8Array(Buffer.from(xml))], `${number}.xml`));
  const response = await t.app.request(`${ORIGIN}/api/supplier-invoices/import`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie: employee },
    body: form,
  });
  const [result] = ((await response.json()) as { results: FileResult[] }).results;
  if (!result?.ok) throw new Error(JSON.stringify(result));
  return result.invoices[0]?.id ?? '';
}

const markPaid = (id: string, body: unknown, cookie = employee) =>
  t.request('PUT', `/api/supplier-invoices/${id}/payment`, { cookie, body });

const listed = async (paid: string) => {
  const response = await t.request('GET', `/api/supplier-invoices?paid=${paid}`, {
    cookie: reader,
  });
  expect(response.status).toBe(200);
  const body = await readJson<{ items: { number: string; paid_on: string | null }[] }>(response);
  return body.items.map((i) => i.number).sort();
};

describe('paying a supplier invoice', () => {
  it('marks an invoice paid with its date and means, and the filter splits the list', async () => {
    const paid = await imported('PAG-1');
    await imported('PAG-2');
    const response = await markPaid(paid, { paid_on: '2026-11-30', paid_method: 'MP05' });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({ paid_on: '2026-11-30', paid_method: 'MP05' });
    const stored = await t.db
      .selectFrom('supplier_invoices')
      .select(['paid_on', 'paid_method'])
      .where('id', '=', paid)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ paid_on: '2026-11-30', paid_method: 'MP05' });
    expect(await listed('yes')).toEqual(['PAG-1']);
    expect(await listed('no')).toEqual(['PAG-2']);
  });

  it('a payment marked by mistake is taken back', async () => {
    const id = await imported('PAG-3');
    await markPaid(id, { paid_on: '2026-11-30', paid_method: 'MP01' });
    const undone = await markPaid(id, { paid_on: null, paid_method: null });
    expect(undone.status).toBe(200);
    expect(await listed('no')).toContain('PAG-3');
  });

  it('refuses a paid date without the means, a bad date, a bad filter, and a reader', async () => {
    const id = await imported('PAG-4');
    const noMethod = await markPaid(id, { paid_on: '2026-11-30', paid_method: null });
    expect(noMethod.status).toBe(400);
    expect(await noMethod.text()).toContain('Indica come è stata pagata');
    const badDate = await markPaid(id, { paid_on: '2026-02-30', paid_method: 'MP01' });
    expect(badDate.status).toBe(400);
    expect(await badDate.text()).toContain('Data di pagamento non valida');
    const badFilter = await t.request('GET', '/api/supplier-invoices?paid=forse', {
      cookie: reader,
    });
    expect(badFilter.status).toBe(400);
    const byReader = await markPaid(id, { paid_on: '2026-11-30', paid_method: 'MP01' }, reader);
    expect(byReader.status).toBe(403);
    expect(await listed('yes')).not.toContain('PAG-4');
  });
});

import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDto } from '../../../shared/invoices/invoice-dto';
import { errorBody, readJson, type StaffApp } from '../../test/staff-test-kit';
import { createTestApp } from '../../test/test-app';
import {
  addCustomer,
  issue,
  PRIVATE_PERSON,
  post,
  postInvoice,
  putShop,
  validateFattura,
} from './invoices-test-kit';

/**
 * Issuing under concurrency on the engine under test: consecutive numbers, no gap, dates in the
 * order of the numbers while the clock crosses midnight in Rome; the month's export.
 */
let t: StaffApp;
let now = new Date('2026-06-01T12:00:00Z').getTime();
let tick = 0;
beforeAll(async () => {
  // While the issues run every reading of the clock is a second later: they cross midnight in Rome.
  const app = await createTestApp({
    clock: () => {
      now += tick;
      return new Date(now);
    },
  });
  const admin = await app.addUser('admin');
  t = Object.assign(app, {
    staff: admin,
    cookie: await app.signIn(admin.email),
    setNow: () => {},
    createTicket: () => Promise.reject(new Error('not used')),
  }) as StaffApp;
  await putShop(t, t.cookie);
});
afterAll(() => t.close());

const COUNT = 50;

describe('issuing', () => {
  it('gives 50 concurrent issues consecutive numbers with no gap and dates in order', async () => {
    const customer_id = await addCustomer(t, PRIVATE_PERSON);
    const drafts: InvoiceDto[] = [];
    for (let i = 0; i < COUNT; i++)
      drafts.push(
        await postInvoice(t, '/api/invoices', {
          customer_id,
          lines: [{ description: `Riparazione ${i}`, unit_price: '10' }],
        }),
      );
    // The 50 requests read the clock 100 to 200 times: midnight in Rome falls after the 75th.
    now = new Date('2026-06-01T21:58:45Z').getTime();
    tick = 1000;
    const responses = await Promise.all(drafts.map((d) => post(t, `/api/invoices/${d.id}/issue`)));
    tick = 0;
    expect(responses.map((r) => r.status)).toEqual(drafts.map(() => 200));
    const issued = await Promise.all(responses.map((r) => readJson<InvoiceDto>(r)));
    const byNumber = issued
      .map((i) => ({
        seq: Number(i.number?.split('/')[0]),
        date: i.issue_date ?? '',
        file: i.file_name,
      }))
      .sort((a, b) => a.seq - b.seq);
    expect(byNumber.map((i) => i.seq)).toEqual(Array.from({ length: COUNT }, (_, i) => i + 1));
    const dates = byNumber.map((i) => i.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates)).toEqual(new Set(['2026-06-01', '2026-06-02']));
    expect(new Set(byNumber.map((i) => i.file)).size).toBe(COUNT);
  });

  it('gives back the number of an issue that fails half-way (no gap)', async () => {
    const customer_id = await addCustomer(t, PRIVATE_PERSON);
    const bad = await postInvoice(t, '/api/invoices', {
      customer_id,
      lines: [{ description: 'Senza natura', unit_price: '10', vat_rate: 0 }],
    });
    const refused = await post(t, `/api/invoices/${bad.id}/issue`);
    expect(refused.status).toBe(422);
    expect((await errorBody(refused)).error.message).toBe(
      "Riga 1: con l'aliquota 0 indica la natura dell'operazione (N1–N7)",
    );
    const good = await postInvoice(t, '/api/invoices', {
      customer_id,
      lines: [{ description: 'Ok', unit_price: '10' }],
    });
    expect((await issue(t, good.id)).number).toBe(`${COUNT + 1}/2026`);
    const row = await t.db
      .selectFrom('invoices')
      .select('status')
      .where('id', '=', bad.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('bozza');
  });

  it('exports the month: every XML (valid) and registro.csv with credit notes negative', async () => {
    const customer_id = await addCustomer(t, PRIVATE_PERSON);
    const invoice = await issue(
      t,
      (
        await postInvoice(t, '/api/invoices', {
          customer_id,
          lines: [{ description: 'Cavo', unit_price: '0,41' }],
        })
      ).id,
    );
    const note = await postInvoice(t, `/api/invoices/${invoice.id}/credit-note`);
    const issuedNote = await issue(t, note.id);
    expect(issuedNote.total).toBe(0.5);

    const response = await t.request('GET', '/api/invoices/export?month=2026-06', {
      cookie: t.cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="fatture-2026-06.zip"',
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files);
    expect(names.length).toBe(COUNT + 3 + 2);
    expect(names.slice(-2)).toEqual(['registro.csv', 'corrispettivi.csv']);
    const xml = new TextDecoder().decode(files[issuedNote.file_name ?? ''] ?? new Uint8Array());
    expect((await validateFattura(xml)).errors).toEqual([]);
    const register = new TextDecoder('utf-8', { ignoreBOM: true }).decode(files['registro.csv']);
    expect(register.startsWith('\uFEFFNumero;Data;Tipo documento;Cliente')).toBe(true);
    expect(register).toContain(
      `${issuedNote.number};02/06/2026;Nota di credito;Rossi Mario;RSSMRA85T10A562S;;22,00;;-0,41;-0,09;0,00;-0,50\r\n`,
    );
    const bad = await t.request('GET', '/api/invoices/export?month=2026-13', { cookie: t.cookie });
    expect(bad.status).toBe(400);
  });
});

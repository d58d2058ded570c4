import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romeToday } from '../../../shared/format';
import { RECEIPT_MESSAGES } from '../../../shared/receipts/receipts';
import { createStaffApp, errorBody, readJson, type StaffApp } from '../../test/staff-test-kit';
import { addFiscalDevice } from '../fiscal-devices/fiscal-devices.service';
import { createRtSimulator } from '../fiscal-devices/rt-simulator';
import type { ReceiptRequest } from './receipt-request';
import {
  lockedSaleDocument,
  printReceipts,
  receiptState,
  recordReceiptRequest,
  recordReturn,
  recordVoid,
} from './receipts.service';

let t: StaffApp;
let sim: ReturnType<typeof createRtSimulator>;
let journalFile: string;
const DAY1 = '2026-12-04T10:00:00.000Z';
const DAY2 = '2026-12-05T09:00:00.000Z';

beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: DAY1 });
  journalFile = path.join(mkdtempSync(path.join(tmpdir(), 'rt-corr-')), 'journal.jsonl');
  sim = createRtSimulator({ journal: journalFile, protocol: 'custom_xml' });
  await new Promise<void>((r) => sim.server.listen(0, '127.0.0.1', r));
  await addFiscalDevice(t.db, DAY1, {
    name: 'Custom banco',
    protocol: 'custom_xml',
    url: `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`,
    timeoutMs: 2000,
    operator: 1,
    departments: { '22': 1, '10': 2, N2: 5 },
    tenders: {},
  });
});
afterAll(async () => {
  sim.server.closeAllConnections();
  await new Promise((r) => sim.server.close(r));
  await t.close();
});

/** Recorded in a transaction as a payment records it, printed after the commit. */
async function sell(request: Omit<ReceiptRequest, 'userId'>) {
  const id = await t.db
    .transaction()
    .execute((trx) =>
      recordReceiptRequest(trx, t.deps.clock().toISOString(), { ...request, userId: t.staff.id }),
    );
  await printReceipts(t.deps, [id as string]);
  return id as string;
}
/** A return of some lines (`lines`: position and pieces) or the void of the sale, as the routes do. */
async function reverse(originalId: string, lines?: { index: number; quantity: number }[]) {
  const at = t.deps.clock().toISOString();
  const id = await t.db.transaction().execute(async (trx) => {
    const found = await lockedSaleDocument(trx, t.deps.dialect, originalId);
    if (!lines) return recordVoid(trx, at, found, t.staff.id);
    return (await recordReturn(trx, at, found, { lines }, t.staff.id)).id;
  });
  await printReceipts(t.deps, [id]);
  return id;
}
const printed = () =>
  readFileSync(journalFile, 'utf8')
    .trim()
    .split('\n')
    .map((l) => (JSON.parse(l) as { body: string }).body)
    .filter((b) => b.includes('<printerFiscalReceipt>'));

describe('the corrispettivi register', () => {
  beforeAll(async () => {
    const a = await sell({
      lines: [
        { description: 'Cover', quantity: 2, unitPriceCents: 1000, vat: '22', discountCents: 300 },
        { description: 'Marca da bollo', quantity: 1, unitPriceCents: 200, vat: 'N2' },
      ],
      tenders: [
        { method: 'carta', amountCents: 1000 },
        { method: 'contanti', amountCents: 900 },
      ],
    });
    await sell({
      lines: [{ description: 'Riparazione', quantity: 1, unitPriceCents: 12000, vat: '22' }],
      deposit: { amountCents: 5000, vat: '22' },
      tenders: [{ method: 'bancomat', amountCents: 7000 }],
    });
    const c = await sell({
      lines: [{ description: 'Libro', quantity: 1, unitPriceCents: 1100, vat: '10' }],
      tenders: [{ method: 'contanti', amountCents: 1100 }],
    });
    // One of the two covers back: 8,50 € (its share of the discount off), on the first tender.
    await reverse(a, [{ index: 0, quantity: 1 }]);
    t.setNow(DAY2);
    await reverse(c);
    sim.state.fault = 'unreachable';
    await sell({
      lines: [{ description: 'Cavo', quantity: 1, unitPriceCents: 990, vat: '22' }],
      tenders: [{ method: 'contanti', amountCents: 990 }],
    });
    sim.state.fault = 'none';
    t.setNow(DAY1);
  });

  it('prints each document once on the Custom RT, the reso and annullo citing their sale', () => {
    const bodies = printed();
    expect(bodies).toHaveLength(5);
    // The day the RT printed on the sale (the simulator's clock is the real one, in Rome).
    const [y, m, d] = romeToday().split('-');
    expect(bodies[3]).toContain(
      `<beginRtDocRefund docRefZ="0001" docRefNumber="0001" docDate="${d}${m}${y}"`,
    );
    expect(bodies[4]).toContain(
      `<beginRtDocAnnulment docRefZ="0001" docRefNumber="0003" docDate="${d}${m}${y}"`,
    );
  });

  it('sums per day, VAT and tender: discounts off, the deposit once, returns and voids subtracted', async () => {
    const response = await t.request(
      'GET',
      '/api/reports/corrispettivi?from=2026-12-01&to=2026-12-31',
      {
        cookie: t.cookie,
      },
    );
    expect(response.status).toBe(200);
    const zero = { resi_cents: 0, annulli_cents: 0 };
    expect(await readJson(response)).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
      by_vat: [
        {
          day: '2026-12-04',
          vat: '10',
          vendite_cents: 1100,
          ...zero,
          netto_cents: 1100,
          imponibile_cents: 1000,
          imposta_cents: 100,
        },
        {
          day: '2026-12-04',
          vat: '22',
          vendite_cents: 8700,
          resi_cents: 850,
          annulli_cents: 0,
          netto_cents: 7850,
          imponibile_cents: 6434,
          imposta_cents: 1416,
        },
        {
          day: '2026-12-04',
          vat: 'N2',
          vendite_cents: 200,
          ...zero,
          netto_cents: 200,
          imponibile_cents: 200,
          imposta_cents: 0,
        },
        {
          day: '2026-12-05',
          vat: '10',
          vendite_cents: 0,
          resi_cents: 0,
          annulli_cents: 1100,
          netto_cents: -1100,
          imponibile_cents: -1000,
          imposta_cents: -100,
        },
      ],
      by_tender: [
        {
          day: '2026-12-04',
          tender: 'contanti',
          vendite_cents: 2000,
          ...zero,
          netto_cents: 2000,
        },
        {
          day: '2026-12-04',
          tender: 'elettronico',
          vendite_cents: 8000,
          resi_cents: 850,
          annulli_cents: 0,
          netto_cents: 7150,
        },
        {
          day: '2026-12-05',
          tender: 'contanti',
          vendite_cents: 0,
          resi_cents: 0,
          annulli_cents: 1100,
          netto_cents: -1100,
        },
      ],
      not_emitted: 1,
    });
  });

  it('answers the same as an Italian CSV, and in the month zip beside the invoices', async () => {
    const csv = await t.request(
      'GET',
      '/api/reports/corrispettivi.csv?from=2026-12-01&to=2026-12-31',
      {
        cookie: t.cookie,
      },
    );
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="report-corrispettivi-2026-12-01-2026-12-31.csv"',
    );
    const text = await csv.text();
    expect(text).toContain(
      'Giorno;Aliquota IVA o natura;Vendite;Resi;Annulli;Netto;Imponibile;Imposta\r\n',
    );
    expect(text).toContain('04/12/2026;22%;87,00;8,50;0,00;78,50;64,34;14,16\r\n');
    expect(text).toContain('05/12/2026;Contanti;0,00;0,00;11,00;-11,00\r\n');
    expect(text).toContain('Documenti non ancora emessi dal registratore (esclusi): 1');

    const zip = await t.request('GET', '/api/invoices/export?month=2026-12', { cookie: t.cookie });
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    const inZip = new TextDecoder('utf-8', { ignoreBOM: true }).decode(files['corrispettivi.csv']);
    expect(inZip).toBe(`\uFEFF${text}`);
  });

  it('a void of what the RT has not emitted is refused in Italian', async () => {
    const pending = await t.db
      .selectFrom('fiscal_receipts')
      .select('id')
      .where('status', '=', 'da_emettere')
      .executeTakeFirstOrThrow();
    await expect(reverse(pending.id)).rejects.toMatchObject({
      status: 409,
      message: RECEIPT_MESSAGES.notEmitted,
    });
    expect((await receiptState(t.db, pending.id))?.status).toBe('da_emettere');
  });

  it('refuses a range backwards, and employees', async () => {
    const backwards = await t.request(
      'GET',
      '/api/reports/corrispettivi?from=2026-12-31&to=2026-12-01',
      {
        cookie: t.cookie,
      },
    );
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(await errorBody(backwards))).toContain(
      'La data iniziale deve precedere quella finale',
    );
    const employee = await t.addUser('employee');
    const refused = await t.request('GET', '/api/reports/corrispettivi', {
      cookie: await t.signIn(employee.email),
    });
    expect(refused.status).toBe(403);
  });
});

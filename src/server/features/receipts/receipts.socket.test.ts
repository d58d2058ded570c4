import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { addFiscalDevice } from '../fiscal-devices/fiscal-devices.service';
import { createRtSimulator, type RtFault } from '../fiscal-devices/rt-simulator';
import type { ReceiptRequest } from './receipt-request';
import {
  printReceipts,
  receiptState,
  recordReceiptRequest,
  sweepReceipts,
} from './receipts.service';

let database: TestDatabase;
let sim: ReturnType<typeof createRtSimulator>;
let journalFile: string;
let url: string;
const at = '2026-12-04T10:00:00.000Z';

beforeAll(async () => {
  database = await createTestDatabase();
  journalFile = path.join(mkdtempSync(path.join(tmpdir(), 'rt-')), 'journal.jsonl');
  sim = createRtSimulator({ journal: journalFile });
  await new Promise<void>((r) => sim.server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(sim.server.address() as AddressInfo).port}`;
  await addFiscalDevice(database.db, at, {
    name: 'Cassa banco',
    protocol: 'epson_fpmate',
    url,
    timeoutMs: 2000,
    operator: 1,
    departments: { '22': 1, '10': 2, N2: 5 },
    tenders: {},
  });
});
afterAll(async () => {
  sim.server.closeAllConnections();
  await new Promise((r) => sim.server.close(r));
  await database.destroy();
});

const deps = () => ({ db: database.db, clock: () => new Date(), logger: createLogger('silent') });
const setFault = (fault: RtFault) =>
  fetch(`${url}/__control/fault`, { method: 'POST', body: JSON.stringify({ fault }) });
const printedBodies = () =>
  readFileSync(journalFile, 'utf8')
    .trim()
    .split('\n')
    .map((l) => (JSON.parse(l) as { body: string }).body)
    .filter((b) => b.includes('<printerFiscalReceipt>'));

const sale = (vat = '22'): ReceiptRequest => ({
  lines: [{ description: 'Pellicola vetro', quantity: 1, unitPriceCents: 1500, vat }],
  tenders: [
    { method: 'carta', amountCents: 1000 },
    { method: 'contanti', amountCents: 500 },
  ],
  userId: null,
});

async function record(request: ReceiptRequest) {
  const id = await database.db
    .transaction()
    .execute((trx) => recordReceiptRequest(trx, at, request));
  if (!id) throw new Error('no receipt recorded');
  return id;
}

describe('documenti commerciali recorded with the payment and printed after the commit', () => {
  it('prints once and stores the RT document number and Z number', async () => {
    const id = await record(sale());
    expect(await receiptState(database.db, id)).toMatchObject({
      status: 'da_emettere',
      attempts: 0,
    });
    await printReceipts(deps(), [id]);
    await printReceipts(deps(), [id]);
    const row = await receiptState(database.db, id);
    expect(row).toMatchObject({
      status: 'emesso',
      z_number: 1,
      document_number: 1,
      reason: null,
      attempts: 1,
    });
    expect(printedBodies()).toHaveLength(1);
    const [body] = printedBodies();
    expect(body).toContain('paymentType="2" index="1"');
    expect(body).toContain('payment="5,00" paymentType="0" index="0"');
  });

  it('RT unreachable: stays da emettere with the reason in Italian; the sweep prints it once', async () => {
    await setFault('unreachable');
    const id = await record(sale('10'));
    await printReceipts(deps(), [id]);
    expect(await receiptState(database.db, id)).toMatchObject({
      status: 'da_emettere',
      reason: expect.stringContaining('non è raggiungibile'),
    });
    await setFault('none');
    const printedBefore = printedBodies().length;
    await sweepReceipts(deps());
    expect(await receiptState(database.db, id)).toMatchObject({
      status: 'emesso',
      document_number: 2,
    });
    expect(printedBodies().length).toBe(printedBefore + 1);
  });

  it('lost answer then a sweep: one document in the journal, adopted', async () => {
    await setFault('lost_answer');
    const id = await record(sale('N2'));
    const printedBefore = printedBodies().length;
    await printReceipts(deps(), [id]);
    await setFault('none');
    await sweepReceipts(deps());
    expect(await receiptState(database.db, id)).toMatchObject({
      status: 'emesso',
      document_number: 3,
    });
    expect(printedBodies().length).toBe(printedBefore + 1);
  });

  it('a rate without a department is not sent and says what to set', async () => {
    const printedBefore = printedBodies().length;
    const id = await record(sale('4'));
    await printReceipts(deps(), [id]);
    expect(await receiptState(database.db, id)).toMatchObject({
      status: 'errore',
      reason:
        "Nessun reparto del registratore telematico per l'aliquota 4%: impostarlo in Impostazioni → Registratore telematico.",
    });
    expect(printedBodies().length).toBe(printedBefore);
  });
});

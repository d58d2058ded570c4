import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SentPurchaseOrderDto } from '../../../shared/purchase-orders/order-sending';
import { readAttachments } from '../../mail/mail-attachments';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { errorBody, readJson } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** *Invia al fornitore*: the e-mail with the order's PDF through the outbox, and the PDF to print. */
let smtp: SmtpCapture;
let t: TestApp;
let employee: string;
let reader: string;
let now = new Date('2026-03-10T09:00:00Z');

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtpUrl: smtp.url, clock: () => now });
  employee = await t.signIn((await t.addUser('employee')).email);
  reader = await t.signIn((await t.addUser('user')).email);
  const settings = await t.request('PUT', '/api/settings', {
    cookie: await t.signIn((await t.addUser('admin')).email),
    body: { values: { shop_name: 'Riparazioni Rossi', shop_address: 'Via Roma 1, Torino' } },
  });
  expect(settings.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
  smtp.mode = 'accept';
  now = new Date('2026-03-10T09:00:00Z');
});

async function draft(supplier: Record<string, string>, lineCount = 2) {
  const created = await t.request('POST', '/api/suppliers', { cookie: employee, body: supplier });
  expect(created.status).toBe(201);
  const { id } = await readJson<{ id: string }>(created);
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    description: i === 0 ? 'Display iPhone 12 – qualità OEM ✓ Ω' : `Batteria ${i}`,
    quantity: i + 1,
    unit_cost: '12,50',
  }));
  const order = await t.request('POST', '/api/purchase-orders', {
    cookie: employee,
    body: { supplier_id: id, notes: 'Consegna al mattino', lines },
  });
  expect(order.status).toBe(201);
  return readJson<{ id: string; code: string }>(order);
}

const send = (id: string, cookie = employee) =>
  t.request('POST', `/api/purchase-orders/${id}/send`, { cookie });

async function deliver() {
  await t.mail.runOnce();
  await t.mail.runOnce();
}

describe('sending an order to its supplier', () => {
  it('queues the e-mail with the PDF, marks it inviato, and the message arrives with the file', async () => {
    const order = await draft({ name: 'Ricambi Nord', email: 'ordini@ricambinord.it' });
    const response = await send(order.id);
    expect(response.status).toBe(200);
    const sent = await readJson<SentPurchaseOrderDto>(response);
    expect(sent).toMatchObject({
      status: 'inviato',
      emailed_to: 'ordini@ricambinord.it',
      sent_at: now.toISOString(),
    });

    await deliver();
    const [mail] = smtp.messages.filter((m) => m.rcptTo.includes('ordini@ricambinord.it'));
    expect(mail?.parsed.subject).toBe(`Ordine ${order.code} – Riparazioni Rossi`);
    expect(mail?.parsed.text).toContain(`in allegato l'ordine ${order.code}`);
    const [file] = mail?.parsed.attachments ?? [];
    expect(file).toMatchObject({
      filename: `Ordine-${order.code}.pdf`,
      contentType: 'application/pdf',
    });
    const pdf = await PDFDocument.load(file?.content ?? new Uint8Array());
    expect(pdf.getTitle()).toBe(`Ordine ${order.code}`);
    expect(pdf.getAuthor()).toBe('Riparazioni Rossi');

    const again = await send(order.id);
    expect(again.status).toBe(409);
    expect((await errorBody(again)).error.message).toMatch(/Solo un ordine in bozza/);
  });

  it('a retry after the mail server refused sends the very same PDF stored in the outbox', async () => {
    const order = await draft({ name: 'Ricambi Sud', email: 'sud@ricambi.it' });
    smtp.mode = 'tempfail';
    expect((await send(order.id)).status).toBe(200);
    await deliver();
    expect(smtp.messages).toHaveLength(0);
    const row = await t.db
      .selectFrom('outbox')
      .select(['status', 'attachments'])
      .where('recipient', '=', 'sud@ricambi.it')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    const stored = readAttachments(row.attachments)[0]?.content;

    smtp.mode = 'accept';
    now = new Date(now.getTime() + 60 * 60_000);
    await deliver();
    const received = smtp.messages[0]?.parsed.attachments[0]?.content;
    expect(received && stored && Buffer.compare(received, Buffer.from(stored))).toBe(0);
  });

  it('a supplier without e-mail: marked inviato, nothing queued, the answer says so', async () => {
    const order = await draft({ name: 'Banco di Quartiere' });
    const response = await send(order.id);
    expect(response.status).toBe(200);
    expect(await readJson<SentPurchaseOrderDto>(response)).toMatchObject({
      status: 'inviato',
      emailed_to: null,
    });
    const queued = await t.db
      .selectFrom('outbox')
      .select('id')
      .where('event_type', '=', 'purchase_order_sent')
      .where('subject', 'like', `%${order.code}%`)
      .execute();
    expect(queued).toHaveLength(0);
  });

  it('a user reads the PDF but cannot send; a long order spans pages', async () => {
    const order = await draft({ name: 'Grossista Lungo', email: 'g@lungo.it' }, 80);
    expect((await send(order.id, reader)).status).toBe(403);
    const response = await t.request('GET', `/api/purchase-orders/${order.id}/pdf`, {
      cookie: reader,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`Ordine-${order.code}.pdf`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);

    const missing = await t.request('GET', `/api/purchase-orders/${crypto.randomUUID()}/pdf`, {
      cookie: reader,
    });
    expect(missing.status).toBe(404);
  });
});

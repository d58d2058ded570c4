import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PurchaseOrderDto } from '../../../shared/inventory/purchase-orders';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { createStaffApp, errorBody, readJson, type StaffApp } from '../../test/staff-test-kit';
import { ORIGIN } from '../../test/test-app';

/** The part ordered for a ticket arrives: its technician hears it once, and the ticket moves on. */
let smtp: SmtpCapture;
let t: StaffApp;
let tech: { id: string; email: string };
let techCookie: string;
let supplierId: string;
const OWNER = 'titolare@negozio.it';

const putSettings = (values: Record<string, string>) =>
  t.request('PUT', '/api/settings', { cookie: t.cookie, body: { values } });

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createStaffApp({ role: 'admin', now: '2026-12-04T10:00:00Z', smtpUrl: smtp.url });
  tech = await t.addUser('employee', 'tecnico@negozio.it');
  techCookie = await t.signIn(tech.email);
  expect((await putSettings({ email_admin_address: OWNER, shop_name: 'Riparo' })).status).toBe(200);
  const supplier = await t.request('POST', '/api/suppliers', {
    cookie: techCookie,
    body: { name: 'Ricambi Srl' },
  });
  supplierId = (await readJson<{ id: string }>(supplier)).id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
});

type PartOrder = { order: PurchaseOrderDto; line: PurchaseOrderDto['lines'][number] };

/** A ticket with a part ordered (quantity 2) and the order sent to the supplier. */
async function ticketWaitingForPart(ticketBody: Record<string, unknown> = {}) {
  const ticket = await t.createTicket({
    description: 'Schermo nero',
    customer_name: 'Giulia Bianchi',
    customer_email: 'giulia@example.it',
    device_type: 'Samsung Galaxy S21',
    ...ticketBody,
  });
  const ordered = await t.request('POST', `/api/tickets/${ticket.id}/part-orders`, {
    cookie: techCookie,
    body: { supplier_id: supplierId, quantity: 2, unit_cost: '30', description: 'Display S21' },
  });
  expect(ordered.status, await ordered.clone().text()).toBe(201);
  const part = await readJson<PartOrder>(ordered);
  const sent = await t.request('POST', `/api/purchase-orders/${part.order.id}/send`, {
    cookie: techCookie,
  });
  expect(sent.status).toBe(200);
  return { ticket, part };
}

const receive = (part: PartOrder, quantity: number) =>
  t.request('POST', `/api/purchase-orders/${part.order.id}/receive`, {
    cookie: techCookie,
    body: { lines: [{ line_id: part.line.id, quantity }] },
  });

async function delivered(recipient: string) {
  await t.mail.runOnce();
  await t.mail.runOnce();
  return smtp.messages.filter((m) => m.rcptTo.includes(recipient));
}

const statusOf = async (id: string) =>
  (await t.db.selectFrom('tickets').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

describe('the technician is told when the part arrives', () => {
  it("e-mails the ticket's assignee once per receipt, naming ticket, device and part", async () => {
    const { ticket, part } = await ticketWaitingForPart({ assigned_to: tech.email });
    expect((await receive(part, 1)).status).toBe(200);

    const [mail, ...more] = await delivered(tech.email);
    expect(more).toEqual([]);
    expect(mail?.parsed.subject).toBe(`Ricambio arrivato – ticket ${ticket.ticket_number}`);
    expect(mail?.parsed.text).toContain(
      `È arrivato il ricambio «Display S21» × 1 per il ticket ${ticket.ticket_number} (Samsung Galaxy S21, Giulia Bianchi)`,
    );
    expect(mail?.parsed.text).toContain(`${ORIGIN}/tickets/${ticket.id}/dettagli`);
    expect(mail?.parsed.html).toContain(`${ORIGIN}/tickets/${ticket.id}/dettagli`);
    expect(await delivered(OWNER)).toEqual([]);
    expect(await delivered(tech.email)).toHaveLength(1);

    expect((await receive(part, 1)).status).toBe(200);
    const both = await delivered(tech.email);
    expect(both.map((m) => m.parsed.text?.includes('× 1'))).toEqual([true, true]);
    const rows = await t.db
      .selectFrom('outbox')
      .select(['idempotency_key', 'status'])
      .where('event_type', '=', 'part_arrived')
      .where('ticket_id', '=', ticket.id)
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.idempotency_key.startsWith('part-arrived:'))).toBe(true);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('without an assignee, the shop admin address hears it', async () => {
    const { ticket, part } = await ticketWaitingForPart();
    expect((await receive(part, 2)).status).toBe(200);
    const mails = await delivered(OWNER);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.parsed.text).toContain(
      `«Display S21» × 2 per il ticket ${ticket.ticket_number}`,
    );
    expect(await delivered(tech.email)).toEqual([]);
  });

  it('a refused receipt queues nothing', async () => {
    const { ticket, part } = await ticketWaitingForPart({ assigned_to: tech.email });
    const over = await receive(part, 3);
    expect(over.status).toBe(409);
    const queued = await t.db
      .selectFrom('outbox')
      .select('id')
      .where('event_type', '=', 'part_arrived')
      .where('ticket_id', '=', ticket.id)
      .execute();
    expect(queued).toEqual([]);
    expect(await statusOf(ticket.id)).toBe('Parti ordinate');
  });
});

describe('the status a ticket returns to', () => {
  it('follows Impostazioni → Ticket, and Chiuso is refused there', async () => {
    const closed = await putSettings({ ticket_part_arrived_status: 'Chiuso' });
    expect(closed.status).toBe(400);
    expect(JSON.stringify(await errorBody(closed))).toContain(
      'Scegli uno stato del ticket diverso da Chiuso',
    );

    const first = await ticketWaitingForPart();
    expect((await receive(first.part, 2)).status).toBe(200);
    expect(await statusOf(first.ticket.id)).toBe('In lavorazione');

    expect((await putSettings({ ticket_part_arrived_status: 'Pronto per il ritiro' })).status).toBe(
      200,
    );
    const second = await ticketWaitingForPart();
    expect((await receive(second.part, 2)).status).toBe(200);
    expect(await statusOf(second.ticket.id)).toBe('Pronto per il ritiro');
    expect((await putSettings({ ticket_part_arrived_status: 'In lavorazione' })).status).toBe(200);
  });
});

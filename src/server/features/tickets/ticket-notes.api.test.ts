import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_MESSAGES, type TicketNoteDto } from '../../../shared/tickets/ticket-notes';
import { appFor } from '../../test/public-test-kit';
import { createStaffApp, readJson, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';
import { expectFieldRefused } from './tickets-test-kit';

/** Internal notes, who may write and edit them, and that no public surface shows them. */
let t: StaffApp;
let colleague: string;

beforeAll(async () => {
  t = await createStaffApp({ role: 'admin' });
  colleague = await t.signIn((await t.addUser('employee')).email);
});
afterAll(() => t.close());

const notesOf = (id: string) => `/api/tickets/${id}/notes`;
async function addNote(ticketId: string, body: string, cookie = t.cookie) {
  const response = await t.request('POST', notesOf(ticketId), { cookie, body: { body } });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<TicketNoteDto>(response);
}
const editNote = (ticketId: string, noteId: string, body: string, cookie = t.cookie) =>
  t.request('PATCH', `${notesOf(ticketId)}/${noteId}`, { cookie, body: { body } });

describe('internal notes', () => {
  it('need a session, and a text', async () => {
    const ticket = await t.createTicket();
    expect((await t.request('GET', notesOf(ticket.id))).status).toBe(401);
    expect((await t.request('POST', notesOf(ticket.id), { body: { body: 'ciao' } })).status).toBe(
      401,
    );
    const empty = await t.request('POST', notesOf(ticket.id), {
      cookie: t.cookie,
      body: { body: '  ' },
    });
    await expectFieldRefused(empty, 'body', NOTE_MESSAGES.bodyRequired);
  });

  it('are appended with author and time; only the author edits, and only the last one', async () => {
    const ticket = await t.createTicket();
    const mine = await addNote(ticket.id, 'Cliente richiama domani');
    expect(mine).toMatchObject({ author_id: t.staff.id, author_email: t.staff.email });
    expect(mine.editable).toBe(true);

    const byColleague = await editNote(ticket.id, mine.id, 'riscritta', colleague);
    expect(byColleague.status).toBe(403);
    const edited = await readJson<TicketNoteDto>(await editNote(ticket.id, mine.id, 'Richiama'));
    expect(edited).toMatchObject({ body: 'Richiama', editable: true });
    expect(edited.updated_at).not.toBeNull();

    const reply = await addNote(ticket.id, 'Ricambio ordinato', colleague);
    const late = await editNote(ticket.id, mine.id, 'cambiata dopo la risposta');
    expect(late.status).toBe(403);
    expect((await readJson<{ error: { message: string } }>(late)).error.message).toBe(
      NOTE_MESSAGES.notEditable,
    );
    const list = await t.request('GET', notesOf(ticket.id), { cookie: t.cookie });
    const { items } = await readJson<{ items: TicketNoteDto[] }>(list);
    expect(items.map((n) => [n.body, n.editable])).toEqual([
      ['Richiama', false],
      [reply.body, false],
    ]);
    const unknown = await editNote(ticket.id, crypto.randomUUID(), 'x');
    expect(unknown.status).toBe(404);
  });

  it('never reach the public page, the public JSON or a customer e-mail; IMEI neither', async () => {
    const put = await t.request('PUT', '/api/settings', {
      cookie: t.cookie,
      body: { values: { email_status_change: 'true' } },
    });
    expect(put.status).toBe(200);
    const ticket = await t.createTicket({
      ...VALID_TICKET,
      imei: '490154203237518',
      price: 100,
      deposit: 25,
      expected_ready_date: '2030-01-15',
    });
    await addNote(ticket.id, 'NOTA-INTERNA-SEGRETA');
    const moved = await t.request('PATCH', `/api/tickets/${ticket.id}`, {
      cookie: t.cookie,
      body: { version: ticket.version, status: 'In lavorazione' },
    });
    expect(moved.status).toBe(200);
    await t.mail.runOnce();

    const get = appFor(t);
    const page = await (await get(`/public/tickets/${ticket.id}`)).text();
    const json = await (await get(`/api/public/tickets/${ticket.id}`)).text();
    const mails = await t.db
      .selectFrom('outbox')
      .select(['text_body', 'html_body', 'event_type'])
      .where('ticket_id', '=', ticket.id)
      .execute();
    const statusMail = mails.find((m) => m.event_type === 'ticket_status_changed');
    expect(statusMail?.text_body).toContain('Pronto previsto per: 15/01/2030');
    expect(page).toContain('Da saldare');
    expect(page).toContain('75,00');
    expect(JSON.parse(json)).toMatchObject({ paid: 25, balance_due: 75 });
    for (const surface of [page, json, ...mails.flatMap((m) => [m.text_body, m.html_body])]) {
      expect(surface).not.toContain('NOTA-INTERNA-SEGRETA');
      expect(surface).not.toContain('490154203237518');
    }
  });
});

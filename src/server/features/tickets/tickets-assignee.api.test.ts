import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_MESSAGES as M } from '../../../shared/tickets/ticket-schemas';
import { createStaffApp, errorBody, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';
import { expectFieldRefused, storedCounts, storedTicket } from './tickets-test-kit';

let t: StaffApp;
/** The answer to a UUID-shaped assignee that is no user (ticket-assignee.ts). */
const UNKNOWN_USER = "L'utente assegnato non esiste";

beforeAll(async () => {
  t = await createStaffApp({ now: '2026-03-15T10:00:00Z' });
});
afterAll(() => t.close());

const patch = (id: string, body: Record<string, unknown>) =>
  t.request('PATCH', `/api/tickets/${id}`, { cookie: t.cookie, body });

describe('assignee', () => {
  it('takes a user id, resolves an e-mail, and turns an unknown e-mail into nobody', async () => {
    const tech = await t.addUser('employee', 'tecnico@negozio.it');
    const byId = await t.createTicket({ ...VALID_TICKET, assigned_to: tech.id });
    expect(byId).toMatchObject({ assigned_to: tech.id, assigned_to_email: 'tecnico@negozio.it' });
    const byEmail = await t.createTicket({ ...VALID_TICKET, assigned_to: 'Tecnico@Negozio.IT' });
    expect(byEmail.assigned_to).toBe(tech.id);
    const unknown = await t.createTicket({ ...VALID_TICKET, assigned_to: 'nessuno@negozio.it' });
    expect(unknown.assigned_to).toBeNull();
  });

  it('refuses a UUID that is no user, and a value that is neither id nor e-mail', async () => {
    const ghost = await t.request('POST', '/api/tickets', {
      cookie: t.cookie,
      body: { ...VALID_TICKET, assigned_to: crypto.randomUUID() },
    });
    expect(ghost.status).toBe(400);
    expect((await errorBody(ghost)).error.details?.fieldErrors?.assigned_to).toEqual([
      UNKNOWN_USER,
    ]);
    const ticket = await t.createTicket();
    const bad = await patch(ticket.id, { version: 1, assigned_to: 'tecnico' });
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).error.details?.fieldErrors?.assigned_to).toEqual([
      M.assigneeInvalid,
    ]);
  });
});

describe('assignee on POST /api/tickets: what is stored', () => {
  it("stores the id an e-mail resolves to, and null for an e-mail that is nobody's", async () => {
    const tech = await t.addUser('employee', 'laboratorio@negozio.it');
    const known = await t.createTicket({
      ...VALID_TICKET,
      assigned_to: ' LABORATORIO@negozio.it ',
    });
    expect((await storedTicket(t, known.id)).assigned_to).toBe(tech.id);
    expect(known.assigned_to_email).toBe('laboratorio@negozio.it');
    const unknown = await t.createTicket({ ...VALID_TICKET, assigned_to: 'ex.tecnico@negozio.it' });
    expect((await storedTicket(t, unknown.id)).assigned_to).toBeNull();
  });

  it('refuses a UUID that is no user with a clear message and stores nothing', async () => {
    const before = await storedCounts(t);
    const response = await t.request('POST', '/api/tickets', {
      cookie: t.cookie,
      body: { ...VALID_TICKET, assigned_to: crypto.randomUUID() },
    });
    await expectFieldRefused(response, 'assigned_to', UNKNOWN_USER, 'bad_request');
    expect(await storedCounts(t)).toEqual(before);
  });
});

describe('assignee on PATCH /api/tickets/:id', () => {
  it('resolves an e-mail of an existing user to their id', async () => {
    const tech = await t.addUser('employee', 'banco.riparazioni@negozio.it');
    const ticket = await t.createTicket();
    const response = await patch(ticket.id, {
      version: 1,
      assigned_to: 'Banco.Riparazioni@Negozio.it',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      assigned_to: tech.id,
      assigned_to_email: 'banco.riparazioni@negozio.it',
      version: 2,
    });
    const row = await storedTicket(t, ticket.id);
    expect([row.assigned_to, row.version]).toEqual([tech.id, 2]);
  });

  it('turns an unknown e-mail into nobody, which unassigns the ticket', async () => {
    const tech = await t.addUser('employee');
    const ticket = await t.createTicket({ ...VALID_TICKET, assigned_to: tech.id });
    const response = await patch(ticket.id, { version: 1, assigned_to: 'nessuno@negozio.it' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ assigned_to: null, assigned_to_email: null });
    const row = await storedTicket(t, ticket.id);
    expect([row.assigned_to, row.version]).toEqual([null, 2]);
  });

  it('refuses a UUID that is no user with a clear message and leaves the ticket as it was', async () => {
    const tech = await t.addUser('employee');
    const ticket = await t.createTicket({ ...VALID_TICKET, assigned_to: tech.id });
    const row = await storedTicket(t, ticket.id);
    const counts = await storedCounts(t);
    const response = await patch(ticket.id, {
      version: 1,
      assigned_to: crypto.randomUUID(),
      status: 'In lavorazione',
    });
    await expectFieldRefused(response, 'assigned_to', UNKNOWN_USER, 'bad_request');
    expect(await storedTicket(t, ticket.id)).toEqual(row);
    expect([row.assigned_to, row.status, row.version]).toEqual([tech.id, 'Ticket inserito', 1]);
    expect(await storedCounts(t)).toEqual(counts);
  });
});

describe('a disabled account', () => {
  const disable = (id: string) =>
    t.db.updateTable('users').set({ banned: 1 }).where('id', '=', id).execute();

  it('cannot be given a ticket, by id or by e-mail, on create or edit', async () => {
    const gone = await t.addUser('employee', 'ex.dipendente@negozio.it');
    await disable(gone.id);
    const before = await storedCounts(t);
    for (const assigned_to of [gone.id, 'Ex.Dipendente@negozio.it']) {
      const created = await t.request('POST', '/api/tickets', {
        cookie: t.cookie,
        body: { ...VALID_TICKET, assigned_to },
      });
      await expectFieldRefused(created, 'assigned_to', M.assigneeDisabled, 'bad_request');
    }
    expect(await storedCounts(t)).toEqual(before);
    const ticket = await t.createTicket();
    const edited = await patch(ticket.id, { version: 1, assigned_to: gone.id });
    await expectFieldRefused(edited, 'assigned_to', M.assigneeDisabled, 'bad_request');
    expect((await storedTicket(t, ticket.id)).assigned_to).toBeNull();
  });

  it('stays on a ticket it had before, so the ticket can still be edited', async () => {
    const former = await t.addUser('employee');
    const ticket = await t.createTicket({ ...VALID_TICKET, assigned_to: former.id });
    await disable(former.id);
    const edited = await patch(ticket.id, {
      version: 1,
      assigned_to: former.email,
      status: 'In lavorazione',
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect((await storedTicket(t, ticket.id)).assigned_to).toBe(former.id);
  });
});

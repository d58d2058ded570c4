import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_MESSAGES } from '../../../shared/tickets/ticket-check-labels';
import type { ChecklistSettings, TicketChecksDto } from '../../../shared/tickets/ticket-checks';
import { createStaffApp, readJson, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';
import { expectFieldRefused } from '../tickets/tickets-test-kit';

/** Settings → Accettazione and the checks recorded on a ticket at intake and at pickup. */
let t: StaffApp;
let employee: string;
let user: string;

beforeAll(async () => {
  t = await createStaffApp({ role: 'admin' });
  employee = await t.signIn((await t.addUser('employee')).email);
  user = await t.signIn((await t.addUser('user')).email);
});
afterAll(() => t.close());

const SETTINGS = '/api/settings/checklists';
const detail = async (id: string) =>
  readJson<TicketChecksDto>(await t.request('GET', `/api/tickets/${id}`, { cookie: t.cookie }));
const INTAKE = [
  { key: 'accensione', label: 'Accensione', result: 'ok', note: '' },
  { key: 'display', label: 'Display', result: 'ko', note: 'Vetro rotto in alto a destra' },
  { key: 'face_touch_id', label: 'Face ID / Touch ID', result: 'na' },
];

describe('check lists per device kind', () => {
  it('start from the defaults, for every kind, to staff only', async () => {
    const response = await t.request('GET', SETTINGS, { cookie: employee });
    expect(response.status).toBe(200);
    const { checklists } = await readJson<ChecklistSettings>(response);
    expect(checklists.map((c) => c.device_kind)).toEqual([
      'Smartphone',
      'Tablet',
      'PC portatile',
      'PC fisso',
      'Console',
      'Altro',
    ]);
    const phone = checklists[0]?.items.map((i) => i.label) ?? [];
    expect(phone).toContain('Face ID / Touch ID');
    expect(phone).toContain('Porta di ricarica');
    expect((await t.request('GET', SETTINGS, { cookie: user })).status).toBe(403);
  });

  it('are edited and ordered by an admin, one kind at a time', async () => {
    const items = [
      { key: 'batteria', label: 'Batteria' },
      { key: 'accensione', label: 'Accensione' },
    ];
    const body = { checklists: [{ device_kind: 'Console', items }] };
    expect((await t.request('PUT', SETTINGS, { cookie: employee, body })).status).toBe(403);
    const saved = await t.request('PUT', SETTINGS, { cookie: t.cookie, body });
    expect(saved.status).toBe(200);
    const { checklists } = await readJson<ChecklistSettings>(
      await t.request('GET', SETTINGS, { cookie: employee }),
    );
    expect(checklists.find((c) => c.device_kind === 'Console')?.items).toEqual(items);
    expect(checklists.find((c) => c.device_kind === 'Tablet')?.items.length).toBeGreaterThan(5);
  });

  it('refuse a bad key, a repeated key or an unknown kind, in Italian', async () => {
    const put = (checklists: unknown) =>
      t.request('PUT', SETTINGS, { cookie: t.cookie, body: { checklists } });
    await expectFieldRefused(
      await put([{ device_kind: 'Tablet', items: [{ key: 'Display!', label: 'Display' }] }]),
      'checklists.0.items.0.key',
      CHECK_MESSAGES.keyInvalid,
    );
    const twice = { key: 'display', label: 'Display' };
    await expectFieldRefused(
      await put([{ device_kind: 'Tablet', items: [twice, twice] }]),
      'checklists.0.items',
      CHECK_MESSAGES.duplicateKey,
    );
    await expectFieldRefused(
      await put([{ device_kind: 'Frigorifero', items: [] }]),
      'checklists.0.device_kind',
      CHECK_MESSAGES.kindInvalid,
    );
  });
});

describe('the checks on a ticket', () => {
  it('come with the new ticket and are its first entry in the history', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, checklist_intake: INTAKE });
    const read = await detail(ticket.id);
    expect(read.checklist_intake).toEqual([
      { key: 'accensione', label: 'Accensione', result: 'ok', note: null },
      INTAKE[1],
      { ...INTAKE[2], note: null },
    ]);
    expect(read.checklist_pickup).toEqual([]);
    expect(read.checklist_history).toHaveLength(1);
    expect(read.checklist_history[0]).toMatchObject({ stage: 'intake' });
    expect(read.checklist_history[0]?.recorded_by_name).toBeTruthy();
  });

  it('are checks of staff: an account of role user cannot send them, and nothing is stored', async () => {
    const before = await t.db.selectFrom('tickets').select('id').execute();
    const response = await t.request('POST', '/api/tickets', {
      cookie: user,
      body: { ...VALID_TICKET, checklist_intake: INTAKE },
    });
    expect(response.status).toBe(403);
    expect(await t.db.selectFrom('tickets').select('id').execute()).toHaveLength(before.length);
  });

  it('are recorded again at pickup, each save kept in the history', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, checklist_intake: INTAKE });
    const pickup = INTAKE.map((i) => ({ ...i, result: 'ok', note: 'Riparato' }));
    const path = `/api/tickets/${ticket.id}/checklist/pickup`;
    expect((await t.request('PUT', path, { cookie: user, body: { items: pickup } })).status).toBe(
      403,
    );
    const saved = await t.request('PUT', path, { cookie: employee, body: { items: pickup } });
    expect(saved.status).toBe(200);
    expect((await readJson<TicketChecksDto>(saved)).checklist_pickup).toEqual(pickup);
    const corrected = pickup.map((i) => ({ ...i, result: 'na' }));
    await t.request('PUT', path, { cookie: employee, body: { items: corrected } });
    const read = await detail(ticket.id);
    expect(read.checklist_pickup.map((i) => i.result)).toEqual(['na', 'na', 'na']);
    expect(read.checklist_intake.map((i) => i.result)).toEqual(['ok', 'ko', 'na']);
    expect(read.checklist_history.map((h) => h.stage)).toEqual(['intake', 'pickup', 'pickup']);
  });

  it('refuse an unknown result or stage, in Italian', async () => {
    const ticket = await t.createTicket();
    const bad = [{ key: 'display', label: 'Display', result: 'rotto' }];
    await expectFieldRefused(
      await t.request('PUT', `/api/tickets/${ticket.id}/checklist/intake`, {
        cookie: t.cookie,
        body: { items: bad },
      }),
      'items.0.result',
      CHECK_MESSAGES.resultInvalid,
    );
    const stage = await t.request('PUT', `/api/tickets/${ticket.id}/checklist/consegna`, {
      cookie: t.cookie,
      body: { items: [] },
    });
    expect(stage.status).toBe(400);
    expect((await stage.json()).error.message).toBe(CHECK_MESSAGES.stageInvalid);
  });

  it('show on the customer’s page and JSON by label and result, without keys', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, checklist_intake: INTAKE });
    const json = await (await t.request('GET', `/api/public/tickets/${ticket.id}`)).json();
    expect(json.checks).toEqual({
      intake: [
        { label: 'Accensione', result: 'OK', note: null },
        { label: 'Display', result: 'Non funzionante', note: 'Vetro rotto in alto a destra' },
        { label: 'Face ID / Touch ID', result: 'Non verificabile', note: null },
      ],
      pickup: [],
    });
    const page = await (await t.request('GET', `/public/tickets/${ticket.id}`)).text();
    expect(page).toContain('Controlli del dispositivo');
    expect(page).toContain('Vetro rotto in alto a destra');
    expect(page).not.toContain('Al ritiro');
  });
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toIso } from '../../db/normalize';
import {
  ACCEPTED_FORM,
  appFor,
  countRows,
  formData,
  freshIp,
  setSettings,
  VALID_FORM,
} from '../../test/public-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

// A pinned clock: the stored instants must be exactly the server's "now".
const NOW = new Date('2026-11-23T09:15:30.123Z');
const TERMS = 'Termini di prova';

let t: TestApp;
let send: ReturnType<typeof appFor>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  send = appFor(t);
});
afterAll(() => t.close());
beforeEach(() => setSettings(t, { terms_and_conditions: TERMS }));

async function submit(fields: Record<string, string>, ip = freshIp()) {
  const response = await send('/api/public/tickets', {
    method: 'POST',
    body: formData(fields),
    ip,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Record<string, unknown> & { id: string };
}

const ticketRow = (id: string) =>
  t.db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /api/public/tickets creates a ticket', () => {
  it('low priority, no account, and answers only id, number and failed files', async () => {
    const users = await countRows(t, 'users');
    const body = await submit(ACCEPTED_FORM);
    expect(Object.keys(body).sort()).toEqual(['failed_files', 'id', 'ticket_number']);
    expect(body.ticket_number).toMatch(/^FM-2026-11-\d{4}$/);
    const row = await ticketRow(body.id);
    expect(row).toMatchObject({
      ticket_number: body.ticket_number,
      status: 'Ticket inserito',
      priority: 'low',
      created_via: 'public',
      user_id: null,
      assigned_to: null,
      customer_name: 'Maria Rossi',
      customer_email: 'maria.rossi@esempio.it',
      customer_phone: '+393331234567',
      device_type: 'Smartphone Samsung Galaxy S21',
      purchase_date: '2025-03-14',
      order_id: 'ORD-778',
    });
    expect(toIso(row.created_at)).toBe(NOW.toISOString());
    expect(await countRows(t, 'users')).toBe(users);
  });

  it('records when, from which address and which version of the terms were accepted', async () => {
    const ip = freshIp();
    const { id } = await submit(ACCEPTED_FORM, ip);
    const acceptance = await t.db
      .selectFrom('ticket_terms_acceptances as a')
      .innerJoin('terms_versions as v', 'v.version', 'a.terms_version')
      .select(['a.accepted_ip', 'a.terms_version', 'a.accepted_at', 'v.text'])
      .where('a.ticket_id', '=', id)
      .executeTakeFirstOrThrow();
    // The version is the first 16 hex digits of the text's SHA-256, computed here independently.
    const hash = createHash('sha256').update(TERMS).digest('hex').slice(0, 16);
    expect(acceptance).toMatchObject({ accepted_ip: ip, terms_version: hash, text: TERMS });
    expect(toIso(acceptance.accepted_at)).toBe(NOW.toISOString());
  });

  // Two groups: the parser accepts at most 20 fields per request.
  it.each<[string, Record<string, string>]>([
    [
      'status, priority, price, password and people',
      {
        status: 'Chiuso',
        priority: 'high',
        price: '999',
        password: 'segreta',
        assigned_to: 'admin@negozio.it',
        user_id: crypto.randomUUID(),
      },
    ],
    [
      'id, number, timestamps and bookkeeping',
      {
        id: crypto.randomUUID(),
        ticket_number: 'FM-1999-01-0001',
        created_at: '2000-01-01T00:00:00.000Z',
        updated_at: '2000-01-01T00:00:00.000Z',
        created_via: 'staff',
        version: '99',
        search_text: 'iniettato',
      },
    ],
  ])('ignores the %s the public may not set', async (_label, forged) => {
    const { id, ticket_number } = await submit({ ...ACCEPTED_FORM, ...forged });
    expect(id).not.toBe(forged.id);
    expect(ticket_number).not.toBe('FM-1999-01-0001');
    const row = await ticketRow(id);
    expect(row).toMatchObject({
      status: 'Ticket inserito',
      priority: 'low',
      price_cents: null,
      password: null,
      assigned_to: null,
      user_id: null,
      created_via: 'public',
      version: 1,
    });
    expect(toIso(row.created_at)).toBe(NOW.toISOString());
    expect(toIso(row.updated_at)).toBe(NOW.toISOString());
    expect(row.search_text).not.toContain('iniettato');
  });

  it.each([
    ['not a number', 'gratis'],
    ['negative', '-5'],
  ])('ignores a price that is %s rather than refusing the form', async (_label, price) => {
    const { id } = await submit({ ...ACCEPTED_FORM, price });
    expect((await ticketRow(id)).price_cents).toBeNull();
  });

  it('accepts a ticket without terms when the shop has none, recording no acceptance', async () => {
    await t.db.deleteFrom('settings').where('key', '=', 'terms_and_conditions').execute();
    const { id } = await submit(VALID_FORM);
    const acceptance = await t.db
      .selectFrom('ticket_terms_acceptances')
      .select('ticket_id')
      .where('ticket_id', '=', id)
      .executeTakeFirst();
    expect(acceptance).toBeUndefined();
  });
});

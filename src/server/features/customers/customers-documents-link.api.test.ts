import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toIso } from '../../db/normalize';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  customerForDocument,
  customerSnapshot,
  findOrCreateCustomerForDocument,
  touchCustomerActivity,
} from './customers.service';

/**
 * What ticket, quote and build saves ask of the register: the matching rule (one customer by
 * phone or e-mail links; two candidates or none make a new customer; the public intake needs
 * both), the snapshot and the activity.
 */
let t: TestApp;
const NOW = '2026-11-20T09:00:00.000Z';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const find = (input: {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  via?: 'staff' | 'public';
  now?: string;
}) =>
  t.db.transaction().execute((trx) =>
    findOrCreateCustomerForDocument(trx, {
      name: input.name ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      actor: null,
      now: input.now ?? NOW,
      via: input.via,
    }),
  );

const row = (id: string) =>
  t.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('findOrCreateCustomerForDocument', () => {
  it('creates a customer from what was typed, then finds them by phone or by e-mail', async () => {
    const created = await find({
      name: 'Mario Rossi',
      email: 'Mario@Rossi.it ',
      phone: '+393331234567',
    });
    expect(created?.created).toBe(true);
    expect(await row(created?.id ?? '')).toMatchObject({
      display_name: 'Rossi Mario',
      first_name: 'Mario',
      last_name: 'Rossi',
      email: 'mario@rossi.it',
      email_key: 'mario@rossi.it',
      phone_key: '3331234567',
    });
    expect(Boolean((await row(created?.id ?? '')).to_review)).toBe(false);
    const events = await t.db
      .selectFrom('customer_events')
      .select(['kind', 'details'])
      .where('customer_id', '=', created?.id ?? '')
      .execute();
    expect(events).toEqual([{ kind: 'creazione', details: '{"via":"staff"}' }]);

    const later = '2026-11-21T09:00:00.000Z';
    expect(await find({ name: 'M. Rossi', phone: '+393331234567', now: later })).toEqual({
      id: created?.id,
      created: false,
    });
    expect(await find({ name: 'Mario', email: 'MARIO@rossi.it' })).toEqual({
      id: created?.id,
      created: false,
    });
    expect(toIso((await row(created?.id ?? '')).last_activity_at)).toBe(later);
  });

  it('fills a returning customer’s missing e-mail from the document', async () => {
    const first = await find({ name: 'Anna Neri', phone: '+393470000001' });
    await find({ name: 'Anna Neri', phone: '+393470000001', email: 'anna@neri.it' });
    expect(await row(first?.id ?? '')).toMatchObject({ email_key: 'anna@neri.it', version: 2 });
  });

  it('never merges two people: a phone of one and an e-mail of another make a new customer', async () => {
    const luca = await find({ name: 'Luca', phone: '+393480000002' });
    const sara = await find({ name: 'Sara', email: 'sara@esempio.it' });
    const both = await find({ name: 'Chi?', phone: '+393480000002', email: 'sara@esempio.it' });
    expect(both?.created).toBe(true);
    expect([luca?.id, sara?.id]).not.toContain(both?.id);
  });

  it('links the public intake only when both e-mail and phone match, else marks to_review', async () => {
    const known = await find({ name: 'Paolo', email: 'paolo@esempio.it', phone: '+393490000003' });
    expect(
      await find({
        via: 'public',
        name: 'Paolo',
        email: 'paolo@esempio.it',
        phone: '+393490000003',
      }),
    ).toEqual({ id: known?.id, created: false });
    const onlyEmail = await find({ via: 'public', name: 'Paolo', email: 'paolo@esempio.it' });
    expect(onlyEmail?.created).toBe(true);
    const flagged = await row(onlyEmail?.id ?? '');
    expect(Boolean(flagged.to_review)).toBe(true);
  });

  it('creates nothing when nothing identifies a person', async () => {
    expect(await find({ name: '  ' })).toBeNull();
  });
});

describe('customerSnapshot, customerForDocument, touchCustomerActivity', () => {
  it("copies the name as read, e-mail and phone; a company's name is its own", async () => {
    const person = await find({ name: 'Giulia Bianchi', email: 'g@b.it', phone: '+393330000009' });
    const customer = await t.db
      .transaction()
      .execute((trx) => customerForDocument(trx, person?.id ?? ''));
    expect(customerSnapshot(customer)).toEqual({
      customer_name: 'Giulia Bianchi',
      customer_email: 'g@b.it',
      customer_phone: '+393330000009',
    });
    expect(
      customerSnapshot({
        ...customer,
        kind: 'azienda',
        company_name: 'Delta Srl',
        display_name: 'Delta Srl',
      }).customer_name,
    ).toBe('Delta Srl');
    expect(
      customerSnapshot({ ...customer, first_name: 'Giulia', last_name: 'Bianchi' }).customer_name,
    ).toBe('Giulia Bianchi');
  });

  it('refuses an unknown customer_id as a field error', async () => {
    await expect(
      t.db.transaction().execute((trx) => customerForDocument(trx, crypto.randomUUID())),
    ).rejects.toMatchObject({
      status: 400,
      details: { fieldErrors: { customer_id: ['Cliente non trovato'] } },
    });
  });

  it('moves the last activity forward only', async () => {
    const c = await find({ name: 'Attivo', email: 'attivo@esempio.it' });
    await touchCustomerActivity(t.db, c?.id ?? '', '2026-12-01T09:00:00.000Z');
    await touchCustomerActivity(t.db, c?.id ?? '', '2026-11-25T09:00:00.000Z');
    const stored = await row(c?.id ?? '');
    expect(toIso(stored.last_activity_at)).toBe('2026-12-01T09:00:00.000Z');
    expect(stored.version).toBe(1);
  });
});

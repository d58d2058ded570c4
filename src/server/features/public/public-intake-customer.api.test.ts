import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toBool, toIso } from '../../db/normalize';
import { ACCEPTED_FORM, appFor, formData, freshIp, setSettings } from '../../test/public-test-kit';
import {
  createRightsApp,
  customerRow,
  type RightsApp,
} from '../customers/customer-rights-test-kit';

/**
 * The public form links its ticket to a customer only when one customer holds both the e-mail
 * and the phone typed; otherwise a new customer marked *Da verificare*. Accepting the terms is
 * the privacy acknowledgement; marketing consent is never inferred from it.
 */
const NOW = '2026-11-23T09:15:30.123Z';
let t: RightsApp;
let send: ReturnType<typeof appFor>;
beforeAll(async () => {
  t = await createRightsApp(NOW);
  send = appFor(t);
});
afterAll(() => t.close());
beforeEach(() => setSettings(t, { terms_and_conditions: 'Termini di prova' }));

async function submit(fields: Record<string, string>): Promise<string> {
  const response = await send('/api/public/tickets', {
    method: 'POST',
    body: formData(fields),
    ip: freshIp(),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const row = await t.db
    .selectFrom('tickets')
    .select('customer_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.customer_id ?? '';
}

describe('POST /api/public/tickets and the customer register', () => {
  it('links to the customer holding both the e-mail and the phone, and records the acknowledgement', async () => {
    const maria = await t.createCustomer({
      first_name: 'Maria',
      last_name: 'Rossi',
      email: 'maria.rossi@esempio.it',
      phone: '+39 333 123 4567',
    });
    expect(await submit(ACCEPTED_FORM)).toBe(maria.id);
    const stored = await customerRow(t, maria.id);
    expect(toIso(stored?.privacy_ack_at ?? '')).toBe(NOW);
    expect(toBool(stored?.marketing_consent)).toBe(false);
    expect(stored?.marketing_consent_at).toBeNull();
    expect(toBool(stored?.to_review)).toBe(false);
  });

  it('creates a new customer to review when only the e-mail matches', async () => {
    const known = await t.createCustomer({
      last_name: 'Gialli',
      email: 'luca.gialli@esempio.it',
      phone: '+39 333 000 0001',
    });
    const linked = await submit({
      ...ACCEPTED_FORM,
      customer_name: 'Luca Gialli',
      customer_email: 'luca.gialli@esempio.it',
      customer_phone: '333 999 8888',
    });
    expect(linked).not.toBe(known.id);
    const created = await customerRow(t, linked);
    expect(created).toMatchObject({
      display_name: 'Gialli Luca',
      email: 'luca.gialli@esempio.it',
      phone: '+393339998888',
    });
    expect(toBool(created?.to_review)).toBe(true);
    expect(toIso(created?.privacy_ack_at ?? '')).toBe(NOW);
    expect(toBool(created?.marketing_consent)).toBe(false);
    // The known customer is left as it was: two people are never merged silently.
    expect((await customerRow(t, known.id))?.phone).toBe('+393330000001');
  });

  it('creates a new customer to review when no phone is given, even if the e-mail is known', async () => {
    const known = await t.createCustomer({ last_name: 'Blu', email: 'sara.blu@esempio.it' });
    const { customer_phone: _, ...noPhone } = ACCEPTED_FORM;
    const linked = await submit({
      ...noPhone,
      customer_name: 'Sara Blu',
      customer_email: 'sara.blu@esempio.it',
    });
    expect(linked).not.toBe(known.id);
    expect(toBool((await customerRow(t, linked))?.to_review)).toBe(true);
  });

  it('records no acknowledgement when the shop has no terms to accept', async () => {
    await setSettings(t, { terms_and_conditions: '' });
    const linked = await submit({
      ...ACCEPTED_FORM,
      customer_name: 'Ugo Viola',
      customer_email: 'ugo.viola@esempio.it',
      customer_phone: '333 444 5555',
      terms_accepted: '',
    });
    expect((await customerRow(t, linked))?.privacy_ack_at).toBeNull();
  });
});

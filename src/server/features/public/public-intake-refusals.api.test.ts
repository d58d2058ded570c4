import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TICKET_MESSAGES } from '../../../shared/tickets/ticket-schemas';
import { PHONE_INVALID } from '../../phone/international-phone';
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
import { PUBLIC_MESSAGES } from './public-responses';

let t: TestApp;
let send: ReturnType<typeof appFor>;
let before: number;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-23T09:00:00.000Z') });
  send = appFor(t);
  await setSettings(t, { terms_and_conditions: 'Termini di prova' });
});
afterAll(() => t.close());
beforeEach(async () => {
  before = await countRows(t, 'tickets');
});

const post = (fields: Record<string, string>) =>
  send('/api/public/tickets', { method: 'POST', body: formData(fields), ip: freshIp() });

type ErrorBody = {
  error: { code: string; message: string; details?: { fieldErrors?: Record<string, string[]> } };
};

/** The status, the Italian message (under its field when there is one), and nothing stored. */
async function expectRefused(response: Response, status: number, message: string, field?: string) {
  const body = (await response.json()) as ErrorBody;
  expect(response.status).toBe(status);
  expect(body.error.message).toBe(message);
  if (field) expect(body.error.details?.fieldErrors?.[field]).toContain(message);
  expect(await countRows(t, 'tickets')).toBe(before);
}

describe('POST /api/public/tickets refuses, storing nothing', () => {
  it('a submission without accepting the terms', async () => {
    await expectRefused(
      await post(VALID_FORM),
      400,
      'Devi accettare i termini e condizioni per procedere.',
      'terms_accepted',
    );
  });

  it('acceptance of terms that changed while the form was open', async () => {
    const response = await post({ ...ACCEPTED_FORM, terms_version: 'vecchia' });
    await expectRefused(response, 409, PUBLIC_MESSAGES.termsChanged);
  });

  it.each([
    ['a missing description', { description: '' }, TICKET_MESSAGES.descriptionRequired],
    ['a future purchase date', { purchase_date: '2999-01-01' }, TICKET_MESSAGES.purchaseDateFuture],
    [
      'a purchase date written the Italian way',
      { purchase_date: '14/03/2025' },
      TICKET_MESSAGES.dateInvalid,
    ],
    [
      'a purchase date that does not exist',
      { purchase_date: '2025-02-30' },
      TICKET_MESSAGES.dateInvalid,
    ],
    ['a bad e-mail', { customer_email: 'non-una-email' }, TICKET_MESSAGES.customerEmailInvalid],
    ['a phone too short to be one', { customer_phone: '12' }, PHONE_INVALID],
    ['a phone made of letters', { customer_phone: 'chiamami' }, PHONE_INVALID],
    ['a phone too long for its country', { customer_phone: '333 123 4567 8901' }, PHONE_INVALID],
  ])('%s, with its message under the field', async (_label, change, message) => {
    const [field] = Object.keys(change) as [string];
    await expectRefused(await post({ ...ACCEPTED_FORM, ...change }), 400, message, field);
  });

  it('anything but multipart, with a 415 that says what to send', async () => {
    const response = await send('/api/public/tickets', { method: 'POST', ip: freshIp() });
    await expectRefused(
      response,
      415,
      'Invia il modulo come multipart/form-data (campi di testo e file nel campo "files").',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_FORM_MESSAGES } from '../../../shared/public-form-messages';
import { informalWords } from '../../test/formal-address';
import { appFor, setSettings, VALID_FORM } from '../../test/public-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTicket } from '../tickets/tickets.service';
import { LIMIT_MESSAGES } from './public-limits';
import { PUBLIC_MESSAGES } from './public-responses';

/** Everything a customer reads on the ticket pages addresses them with the formal "Lei". */
let t: TestApp;
let ticketId: string;

beforeAll(async () => {
  t = await createTestApp();
  await setSettings(t, {
    shop_email: 'assistenza@rossi.it',
    shop_whatsapp: '+39 333 000 1111',
    terms_and_conditions: 'Il negozio non risponde dei dati.',
  });
  const input = {
    description: VALID_FORM.description ?? '',
    customer_name: VALID_FORM.customer_name ?? '',
    customer_email: VALID_FORM.customer_email ?? '',
    device_type: VALID_FORM.device_type ?? '',
    priority: 'low' as const,
  };
  ticketId = (await createTicket(t.deps, input, { actorId: null, via: 'public' })).id;
});
afterAll(() => t.close());

describe('formal address on the public ticket pages', () => {
  it.each([
    '/public/tickets/new',
    '/public/tickets/thank-you/:id',
    '/public/tickets/:id',
    '/public/tickets/non-esiste',
    '/public/privacy',
  ])('%s', async (path) => {
    const response = await appFor(t)(path.replace(':id', ticketId));
    expect(informalWords(await response.text())).toEqual([]);
  });

  it('in the messages of the public form and its limits', () => {
    // 'Devi accettare i termini…' is the spec's own wording, quoted exactly.
    const { termsRequired: _quoted, ...formMessages } = PUBLIC_FORM_MESSAGES;
    const messages = [
      ...Object.values(formMessages),
      ...Object.values(LIMIT_MESSAGES),
      ...Object.values(PUBLIC_MESSAGES).filter((m) => m !== PUBLIC_FORM_MESSAGES.termsRequired),
    ];
    expect(messages.flatMap(informalWords)).toEqual([]);
  });
});

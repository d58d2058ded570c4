import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCEPTED_FORM,
  appFor,
  countRows,
  formData,
  freshIp,
  setSettings,
} from '../../test/public-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { HONEYPOT_FIELD } from './public-form';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await setSettings(t, { terms_and_conditions: 'Termini di prova' });
});
afterAll(() => t.close());

const BOT_FORM = { ...ACCEPTED_FORM, [HONEYPOT_FIELD]: 'http://spam.example' };

/** Each call is a new app on the same database: another process, as far as the data goes. */
const send = (path: string, init: Parameters<ReturnType<typeof appFor>>[1] = {}) =>
  appFor(t)(path, { ip: freshIp(), ...init });

async function submit(fields: Record<string, string>) {
  const response = await send('/api/public/tickets', { method: 'POST', body: formData(fields) });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; ticket_number: string; failed_files: string[] };
}

/** The thank-you page with its ticket's id and number blanked, to compare two pages' shapes. */
async function thankYouShape(ticket: { id: string; ticket_number: string }) {
  const response = await send(`/public/tickets/thank-you/${ticket.id}`);
  const html = await response.text();
  expect(html).toContain(ticket.ticket_number);
  return {
    status: response.status,
    html: html.replaceAll(ticket.id, 'ID').replaceAll(ticket.ticket_number, 'NUMERO'),
  };
}

describe('a filled honeypot', () => {
  it('gets a success shaped like a real one, and nothing is stored', async () => {
    const tickets = await countRows(t, 'tickets');
    const fake = await submit(BOT_FORM);
    expect(Object.keys(fake).sort()).toEqual(['failed_files', 'id', 'ticket_number']);
    expect(fake.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(fake.ticket_number).toMatch(/^FM-\d{4}-\d{2}-\d{4}$/);
    expect(await countRows(t, 'tickets')).toBe(tickets);
  });

  it('leads to a thank-you page identical to a real one but for the id and number', async () => {
    const real = await submit(ACCEPTED_FORM);
    const fake = await submit(BOT_FORM);
    const [realPage, fakePage] = [await thankYouShape(real), await thankYouShape(fake)];
    expect(fakePage.status).toBe(200);
    expect(fakePage).toEqual(realPage);
  });

  it('without JavaScript: a 303 to a thank-you page that shows the fake number', async () => {
    const tickets = await countRows(t, 'tickets');
    const response = await send('/public/tickets/new', {
      method: 'POST',
      body: formData(BOT_FORM),
    });
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/public\/tickets\/thank-you\/[0-9a-f-]{36}$/);
    const page = await send(location);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/FM-\d{4}-\d{2}-\d{4}/);
    expect(await countRows(t, 'tickets')).toBe(tickets);
  });

  it('does not make other unknown ids look real', async () => {
    const page = await send(`/public/tickets/thank-you/${crypto.randomUUID()}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Impossibile caricare il ticket richiesto');
  });
});

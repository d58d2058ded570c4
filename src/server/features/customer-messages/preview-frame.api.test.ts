import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody, readJson, type Ticket, VALID_TICKET } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The e-mail preview as the page its sandboxed frame loads: the message's HTML under a policy of
 * its own (inline styles allowed, nothing that runs), posted as a form by the settings page.
 */
const FRAME = '/api/settings/customer-messages/preview.html';
let t: TestApp;
let admin: string;
let ticket: Ticket;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn((await t.addUser('admin')).email);
  const created = await t.request('POST', '/api/tickets', { cookie: admin, body: VALID_TICKET });
  ticket = await readJson<Ticket>(created);
});
afterAll(() => t.close());

const form = (fields: Record<string, string>, cookie = admin) =>
  t.request('POST', FRAME, {
    cookie,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const texts = (ticketId: string) => ({
  status: 'Pronto per il ritiro',
  ticket_id: ticketId,
  subject: 'Il suo {dispositivo} è pronto',
  body: 'Gentile {cliente},\nil ticket {numero} è pronto.',
});

describe('POST /api/settings/customer-messages/preview.html', () => {
  it('answers the e-mail as a page whose own policy lets its inline styles apply', async () => {
    const response = await form(texts(ticket.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("style-src 'unsafe-inline'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('sandbox');
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain('script-src');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const html = await response.text();
    expect(html).toContain('<body style="margin:0;padding:0;background:#f4f4f5');
    expect(html).toContain(`Gentile ${VALID_TICKET.customer_name},`);
    expect(html).toContain(`il ticket ${ticket.ticket_number} è pronto.`);
  });

  it('refuses bad texts in Italian, as the JSON preview does', async () => {
    const bad = await form({ ...texts(ticket.id), body: 'Gentile {nome}' });
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).error.message).toMatch(/Segnaposto sconosciuto: \{nome\}/);
    const missing = await form({ ...texts(crypto.randomUUID()) });
    expect(missing.status).toBe(404);
    expect((await errorBody(missing)).error.message).toBe('Ticket non trovato');
  });

  it('is for admins', async () => {
    const employee = await t.signIn((await t.addUser('employee')).email);
    expect((await form(texts(ticket.id), employee)).status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFor, formData, setSettings, VALID_FORM } from '../../test/public-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTicket } from '../tickets/tickets.service';

let t: TestApp;
let get: ReturnType<typeof appFor>;
let ticket: { id: string; ticket_number: string };

beforeAll(async () => {
  t = await createTestApp();
  get = appFor(t);
  await setSettings(t, {
    shop_name: 'Riparazioni Rossi',
    shop_address: 'Via Roma 1\n00100 Roma',
    shop_phone: '+39 333 000 1111',
    shop_email: 'assistenza@rossi.it',
    shop_privacy_url: 'https://rossi.it/privacy',
    logo_url: 'https://rossi.it/logo.png',
    terms_and_conditions: 'Il negozio non risponde dei dati.',
    // Off by default; this shop shows the PIN, masked until revealed.
    public_show_device_password: 'true',
  });
  const input = {
    description: VALID_FORM.description ?? '',
    customer_name: VALID_FORM.customer_name ?? '',
    customer_email: VALID_FORM.customer_email ?? '',
    device_type: VALID_FORM.device_type ?? '',
    customer_phone: '+393331234567',
    priority: 'low' as const,
    password: 'pin-7788',
    price: 49.9,
  };
  ticket = await createTicket(t.deps, input, { actorId: null, via: 'public' });
});
afterAll(() => t.close());

async function html(path: string, expected: number) {
  const response = await get(path);
  expect(response.status).toBe(expected);
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-robots-tag')).toContain('noindex');
  return response.text();
}

describe('/public/tickets/:id', () => {
  it('has the whole status in the first response, without the staff application', async () => {
    const page = await html(`/public/tickets/${ticket.id}`, 200);
    for (const text of [
      `Ticket ${ticket.ticket_number}`,
      'Modulo online',
      'Ticket inserito',
      'Maria Rossi',
      'Maria.Rossi@Esempio.it',
      '+39 333 123 4567',
      'Smartphone Samsung Galaxy S21',
      '49,90',
      'Lo schermo resta nero dopo una caduta',
      'Cronologia dello stato',
      'Via Roma 1',
      'https://rossi.it/logo.png',
      'data-logo-fallback',
      'Mostra password',
      `mailto:assistenza@rossi.it?subject=${encodeURIComponent(`Ticket ${ticket.ticket_number}`)}`,
      `https://wa.me/393330001111?text=`,
      encodeURIComponent(ticket.ticket_number),
      '/theme-init.js',
      'print:hidden',
    ]) {
      expect(page, text).toContain(text);
    }
    expect(page).not.toContain('src/web/main');
    expect(page).not.toContain('id="root"');
  });

  it('leaves the device password out entirely when the shop says so', async () => {
    expect(await html(`/public/tickets/${ticket.id}`, 200)).toContain('pin-7788');
    await setSettings(t, { public_show_device_password: 'false' });
    const page = await html(`/public/tickets/${ticket.id}`, 200);
    expect(page).not.toContain('pin-7788');
    expect(page).not.toContain('Password dispositivo');
    await setSettings(t, { public_show_device_password: 'true' });
  });

  it('shows each error state with a way home', async () => {
    const invalid = await html('/public/tickets/non-un-id', 400);
    expect(invalid).toContain('ID ticket non valido');
    expect(invalid).toContain('Torni alla home');
    expect(await html(`/public/tickets/${crypto.randomUUID()}`, 404)).toContain(
      'Ticket non trovato',
    );
  });
});

describe('/public/tickets/thank-you/:id', () => {
  it('thanks the customer with the number and the two links', async () => {
    const page = await html(`/public/tickets/thank-you/${ticket.id}`, 200);
    expect(page).toContain(ticket.ticket_number);
    expect(page).toContain(`href="/public/tickets/${ticket.id}"`);
    expect(page).toContain('href="/public/tickets/new"');
    expect(page).not.toContain('Maria.Rossi@Esempio.it');
  });

  it('says the ticket cannot be loaded, with a link to a new one', async () => {
    const page = await html(`/public/tickets/thank-you/${crypto.randomUUID()}`, 404);
    expect(page).toContain('Impossibile caricare il ticket richiesto');
    expect(page).toContain('href="/public/tickets/new"');
  });
});

describe('/public/tickets/new', () => {
  it('is a labelled multipart form with Italy preselected, terms, privacy link and no future date', async () => {
    const page = await html('/public/tickets/new', 200);
    expect(page).toContain('enctype="multipart/form-data"');
    expect(page).toMatch(/<option value="IT" selected="">Italia \(\+39\)<\/option>/);
    expect(page).toContain('Il negozio non risponde dei dati.');
    expect(page).toContain('name="terms_accepted"');
    expect(page).toContain('href="https://rossi.it/privacy"');
    expect(page).toMatch(/type="date" max="\d{4}-\d{2}-\d{2}"/);
    for (const id of [
      'description',
      'customer_name',
      'customer_email',
      'customer_phone',
      'device_type',
      'purchase_date',
      'order_id',
      'files',
    ]) {
      expect(page, id).toContain(`<label for="${id}"`);
      expect(page, id).toContain(`aria-describedby="`);
    }
  });

  it('without JavaScript: posts, then 303 to the thank-you page', async () => {
    const response = await get('/public/tickets/new', {
      method: 'POST',
      body: formData({ ...VALID_FORM, terms_accepted: 'true' }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(
      /^\/public\/tickets\/thank-you\/[0-9a-f-]{36}$/,
    );
  });

  it('without JavaScript: a refused form comes back with the messages and the values kept', async () => {
    const response = await get('/public/tickets/new', {
      method: 'POST',
      body: formData({ ...VALID_FORM, purchase_date: '2999-12-31' }),
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('La data di acquisto non può essere successiva a oggi');
    expect(page).toContain('Devi accettare i termini e condizioni per procedere.');
    expect(page).toContain('value="Maria Rossi"');
    expect(page).toContain('aria-invalid="true"');
  });
});

import { describe, expect, it } from 'vitest';
import { defaultStatusMessage } from '../../../shared/customer-messages/default-messages';
import { settingDefaults } from '../../../shared/settings';
import type { TicketStatus } from '../../../shared/tickets/ticket-status';
import { TICKET_STATUSES } from '../../../shared/tickets/ticket-status';
import { ticketValues } from '../../features/customer-messages/customer-messages.service';
import { informalWords } from '../../test/formal-address';
import { brandingFrom } from './branding';
import { customerMessageMail } from './customer-message';
import { newTicketAdminMail } from './new-ticket-admin';
import { newTicketCustomerMail } from './new-ticket-customer';
import { oldTicketsMail } from './old-tickets';
import { pcBuildSharedMail } from './pc-build-shared';
import { quoteSentMail } from './quote-sent';
import { testEmailMail } from './test-email';

const ORIGIN = 'https://assistenza.negozio.it';
const XSS = '<img src=x onerror=alert(1)>&"\'';
const ticket = {
  id: '6f1c0a52-9d0e-4a55-bf4e-0e2b8f1f0a11',
  ticket_number: 'FM-2026-11-0007',
  customer_name: XSS,
  customer_email: 'mario@esempio.it',
  customer_phone: null,
  device_type: `iPhone ${XSS}`,
  description: `Schermo rotto ${XSS}`,
  priorityLabel: 'Alta',
  created_via: 'public',
  statusLabel: 'Pronto per il ritiro',
};

function branding(overrides: Partial<ReturnType<typeof settingDefaults>> = {}) {
  return brandingFrom({ ...settingDefaults(), ...overrides }, ORIGIN);
}

/** The status e-mail with its default text (Settings → Messaggi ai clienti untouched). */
function statusChangedMail(
  t: Omit<typeof ticket, 'statusLabel'> & { statusLabel?: string },
  overrides: Partial<ReturnType<typeof settingDefaults>> = {},
) {
  const status = (t.statusLabel ?? ticket.statusLabel) as TicketStatus;
  const settings = { ...settingDefaults(), ...overrides };
  const row = {
    ...t,
    status,
    expected_ready_date: null,
    price_cents: null,
    separate_parts_cents: 0,
    paid_cents: 0,
  };
  const values = ticketValues(row, status, settings, ORIGIN);
  return customerMessageMail(branding(overrides), defaultStatusMessage(status), values);
}

const mails = () => ({
  'new ticket (customer)': newTicketCustomerMail(branding(), ticket),
  'new ticket (admin)': newTicketAdminMail(branding(), ticket),
  'status change': statusChangedMail(ticket),
  'old tickets': oldTicketsMail(branding(), {
    days: 7,
    total: 1,
    tickets: [{ ...ticket, created_at: '2026-11-01T10:00:00.000Z' }],
  }),
});

describe('e-mail templates', () => {
  it('address the customer with the formal "Lei"', () => {
    const customerMails = [
      newTicketCustomerMail(branding(), ticket),
      ...TICKET_STATUSES.map((status) => statusChangedMail({ ...ticket, statusLabel: status })),
      quoteSentMail(branding(), {
        id: ticket.id,
        quote_number: 'QT-2026-0001',
        customer_name: 'Mario Rossi',
        total_cents: 12_990,
        expiry_date: '2026-12-31',
      }),
      pcBuildSharedMail(branding(), {
        id: ticket.id,
        build_number: 'PC-2026-0001',
        title: 'Gaming',
        customer_name: 'Mario Rossi',
        total_cents: 99_000,
      }),
    ];
    for (const mail of customerMails) {
      expect(informalWords(`${mail.subject}\n${mail.text}\n${mail.html}`)).toEqual([]);
    }
  });

  it('escape every customer value in the HTML and keep it readable in the text', () => {
    for (const [name, mail] of Object.entries(mails())) {
      expect(mail.html, name).not.toContain('<img src=x');
      expect(mail.html, name).toContain('&lt;img src=x onerror=alert(1)&gt;&amp;&quot;&#39;');
      expect(mail.text, name).toContain(XSS);
    }
  });

  it('link the public ticket page under PUBLIC_URL', () => {
    const link = `${ORIGIN}/public/tickets/${ticket.id}`;
    for (const [name, mail] of Object.entries(mails())) {
      expect(mail.text, name).toContain(link);
      expect(mail.html, name).toContain(`href="${link}"`);
    }
  });

  it('put the shop name in the subject, falling back to Sportello', () => {
    expect(newTicketCustomerMail(branding(), ticket).subject).toBe(
      'Ticket FM-2026-11-0007 ricevuto – Sportello',
    );
    const named = { shop_name: 'Riparazioni\r\nBcc: x@evil.it' };
    expect(statusChangedMail(ticket, named).subject).toBe(
      'Ticket FM-2026-11-0007: Pronto per il ritiro – Riparazioni Bcc: x@evil.it',
    );
  });

  it('show the logo only when it is an http(s) URL', () => {
    const PUBLIC_URL_SET = { publicUrlSet: true };
    const withLogo = testEmailMail(
      branding({ logo_url: 'https://negozio.it/logo.png' }),
      new Date(),
      PUBLIC_URL_SET,
    );
    expect(withLogo.html).toContain('<img src="https://negozio.it/logo.png" alt="Sportello"');
    const relative = testEmailMail(
      branding({ logo_url: '/api/public/logo' }),
      new Date(),
      PUBLIC_URL_SET,
    );
    expect(relative.html).toContain(`<img src="${ORIGIN}/api/public/logo"`);
    const script = testEmailMail(
      branding({ logo_url: 'javascript:alert(1)' }),
      new Date(),
      PUBLIC_URL_SET,
    );
    expect(script.html).not.toContain('javascript:');
    expect(script.html).not.toContain('<img');
  });

  it('describe what happens next to the customer and the status hint', () => {
    expect(newTicketCustomerMail(branding(), ticket).text).toContain('Cosa succede ora:');
    const mail = statusChangedMail(ticket);
    expect(mail.text).toContain('Nuovo stato: Pronto per il ritiro');
    const hint = 'Il dispositivo è pronto: può passare a ritirarlo negli orari di apertura.';
    expect(mail.html).toContain(`<p>${hint}</p>`);
  });

  it('count the tickets the old-ticket notice does not list', () => {
    const mail = oldTicketsMail(branding(), {
      days: 1,
      total: 3,
      tickets: [{ ...ticket, created_at: '2026-11-01T10:00:00.000Z' }],
    });
    expect(mail.subject).toBe('Ticket aperti da più di 1 giorno: 3 – Sportello');
    expect(mail.text).toContain('…e altri 2.');
    expect(mail.text).toContain('dal 01/11/2026');
  });

  it('make singular and plural agree in the old-ticket notice', () => {
    const line = { ...ticket, created_at: '2026-11-01T10:00:00.000Z' };
    const one = oldTicketsMail(branding(), { days: 7, total: 1, tickets: [line] });
    expect(one.text).toContain('C’è 1 ticket aperto da più di 7 giorni e non ancora chiuso.');
    const two = oldTicketsMail(branding(), { days: 1, total: 2, tickets: [line, line] });
    expect(two.text).toContain('Ci sono 2 ticket aperti da più di 1 giorno e non ancora chiusi.');
    const oneMore = oldTicketsMail(branding(), { days: 7, total: 2, tickets: [line] });
    expect(oneMore.text).toContain('…e un altro.');
    expect(oneMore.text).not.toContain('altri 1');
  });

  it('cap what customers typed: name, device and description', () => {
    const long = {
      ...ticket,
      customer_name: `Mario ${'R'.repeat(500)}`,
      device_type: `iPhone ${'X'.repeat(500)}`,
      description: `Schermo ${'rotto '.repeat(1000)}`,
    };
    const admin = newTicketAdminMail(branding(), long);
    expect(admin.text).toContain(`Cliente: Mario ${'R'.repeat(93)}…`);
    expect(admin.text).not.toContain('R'.repeat(95));
    expect(admin.text).toContain(`Dispositivo: iPhone ${'X'.repeat(92)}…`);
    expect(admin.text.length).toBeLessThan(2_000);
    expect(admin.html).not.toContain('rotto '.repeat(200));
    expect(admin.subject.length).toBeLessThanOrEqual(200);
    const customer = newTicketCustomerMail(branding(), long);
    expect(customer.text).toContain(`Gentile Mario ${'R'.repeat(93)}…,`);
    const status = statusChangedMail(long);
    expect(status.text).not.toContain('X'.repeat(95));
    const old = oldTicketsMail(branding(), {
      days: 7,
      total: 1,
      tickets: [{ ...long, created_at: '2026-11-01T10:00:00.000Z' }],
    });
    expect(old.text).not.toContain('R'.repeat(95));
  });
});

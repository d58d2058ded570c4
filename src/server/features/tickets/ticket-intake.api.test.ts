import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../../shared/money';
import { INTAKE_MESSAGES } from '../../../shared/tickets/ticket-intake';
import { TICKET_MESSAGES } from '../../../shared/tickets/ticket-schemas';
import { createStaffApp, readJson, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';
import { expectFieldRefused, listTickets } from './tickets-test-kit';

/** What the counter records at intake, its checks, and the "in ritardo" filter. */
let t: StaffApp;
const VALID_IMEI = '490154203237518';

beforeAll(async () => {
  // An employee: the deposit is a payment, which staff record.
  t = await createStaffApp({ now: '2026-11-20T09:00:00.000Z', role: 'employee' });
});
afterAll(() => t.close());

const patch = (id: string, body: Record<string, unknown>) =>
  t.request('PATCH', `/api/tickets/${id}`, { cookie: t.cookie, body });

describe('intake details', () => {
  it('are stored and shown: IMEI, accessories, condition, deposit as paid with balance, ready date', async () => {
    const ticket = await t.createTicket({
      ...VALID_TICKET,
      customer_phone: '+39 333 123 4567',
      imei: VALID_IMEI,
      accessories: ['caricabatterie', 'custodia'],
      accessories_note: 'pennino',
      intake_condition: 'schermo graffiato',
      price: 120,
      deposit: '30,50',
      expected_ready_date: '2026-11-25',
    });
    expect(ticket).toMatchObject({
      customer_phone: '+393331234567',
      customer_phone_display: '+39 333 123 4567',
      imei: VALID_IMEI,
      accessories: ['caricabatterie', 'custodia'],
      accessories_note: 'pennino',
      intake_condition: 'schermo graffiato',
      paid: 30.5,
      balance_due: 89.5,
      expected_ready_date: '2026-11-25',
    });
    // An edit no longer touches the deposit: it is a payment, changed only by a storno.
    const cleared = await readJson<Record<string, unknown>>(
      await patch(ticket.id, { version: ticket.version, accessories: [], deposit: null }),
    );
    expect(cleared).toMatchObject({ accessories: [], paid: 30.5, balance_due: 89.5 });
  });

  it('refuses a 15-digit IMEI that fails Luhn, but takes any serial number', async () => {
    const bad = await t.request('POST', '/api/tickets', {
      cookie: t.cookie,
      body: { ...VALID_TICKET, imei: '490154203237519' },
    });
    await expectFieldRefused(bad, 'imei', INTAKE_MESSAGES.imeiInvalid);
    const serial = await t.createTicket({ ...VALID_TICKET, imei: 'C02XK1ABJGH5' });
    expect(serial.imei).toBe('C02XK1ABJGH5');
  });

  it('refuses an unknown accessory, a deposit over the price and a price under what was paid', async () => {
    const accessory = await t.request('POST', '/api/tickets', {
      cookie: t.cookie,
      body: { ...VALID_TICKET, accessories: ['ombrello'] },
    });
    await expectFieldRefused(accessory, 'accessories.0', INTAKE_MESSAGES.accessoryInvalid);
    const over = await t.request('POST', '/api/tickets', {
      cookie: t.cookie,
      body: { ...VALID_TICKET, price: 50, deposit: 60 },
    });
    await expectFieldRefused(over, 'deposit', INTAKE_MESSAGES.depositOverPrice);
    const ticket = await t.createTicket({ ...VALID_TICKET, price: 50, deposit: 40 });
    await expectFieldRefused(
      await patch(ticket.id, { version: ticket.version, price: 30 }),
      'price',
      TICKET_MESSAGES.priceUnderPaid(formatCents(4000)),
    );
  });

  it('finds a ticket by its IMEI from the list search', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, imei: '356938035643809' });
    const page = await listTickets(t, '?q=035643809');
    expect(page.items.map((i) => i.id)).toEqual([ticket.id]);
  });

  it('"in ritardo" lists tickets past their date and not yet ready or closed', async () => {
    const late = await t.createTicket({ ...VALID_TICKET, expected_ready_date: '2026-11-19' });
    const ready = await t.createTicket({ ...VALID_TICKET, expected_ready_date: '2026-11-18' });
    await patch(ready.id, { version: ready.version, status: 'Pronto per il ritiro' });
    await t.createTicket({ ...VALID_TICKET, expected_ready_date: '2026-11-20' });
    const page = await listTickets(t, '?late=true');
    expect(page.items.map((i) => i.id)).toEqual([late.id]);
    const refused = await t.request('GET', '/api/tickets?late=forse', { cookie: t.cookie });
    expect(refused.status).toBe(400);
  });
});

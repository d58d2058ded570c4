import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFor, setSettings } from '../../test/public-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTicket, updateTicket } from '../tickets/tickets.service';

let t: TestApp;
let get: ReturnType<typeof appFor>;
let staff: { id: string; email: string };
let ticketId: string;

const TICKET_KEYS = [
  'accessories',
  'accessories_note',
  'balance_due',
  'checks',
  'created_at',
  'created_by',
  'customer_name',
  'description',
  'device_type',
  'expected_ready_date',
  'id',
  'intake_condition',
  'paid',
  'parts_sold_separately',
  'password',
  'price',
  'status',
  'ticket_number',
  'timeline',
  'updated_at',
];
const SHOP_KEYS = [
  'address',
  'email',
  'logo_url',
  'name',
  'opening_hours',
  'password_reset_by_email',
  'payment_info',
  'phone',
  'privacy_url',
  'public_url',
  'terms',
  'terms_version',
  'vat_number',
  'website',
  'whatsapp',
];

beforeAll(async () => {
  t = await createTestApp();
  get = appFor(t);
  staff = await t.addUser('employee', 'tecnico.segreto@negozio.it');
  const ticket = await createTicket(
    t.deps,
    {
      description: 'Batteria gonfia',
      customer_name: 'Luca Bianchi',
      customer_email: 'luca@esempio.it',
      customer_phone: '+393401112223',
      device_type: 'iPhone 12',
      priority: 'high',
      price: 89.9,
      password: '1234',
      assigned_to: staff.id,
    },
    { actorId: staff.id, via: 'staff' },
  );
  ticketId = ticket.id;
  await updateTicket(t.deps, { ...staff, role: 'employee' }, ticketId, {
    status: 'In lavorazione',
    version: 1,
  });
  await t.db
    .insertInto('ticket_attachments')
    .values({
      id: crypto.randomUUID(),
      ticket_id: ticketId,
      storage_key: `ticket-attachments/${ticketId}/x.jpg`,
      file_type: 'image',
      mime_type: 'image/jpeg',
      size_bytes: 10,
      original_name: 'segreto.jpg',
      uploaded_at: new Date().toISOString(),
    })
    .execute();
  await setSettings(t, { public_show_device_password: 'true' });
});
afterAll(() => t.close());

describe('GET /api/public/tickets/:id', () => {
  it('answers exactly the allowlisted fields, with no-store and noindex', async () => {
    const response = await get(`/api/public/tickets/${ticketId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(TICKET_KEYS);
    // The device PIN only because this shop turned it on (see below); never e-mail or phone.
    expect(body).toMatchObject({
      created_by: 'Personale del negozio',
      status: 'In lavorazione',
      price: 89.9,
      password: '1234',
    });
    const timeline = body.timeline as Record<string, unknown>[];
    expect(timeline.map((e) => e.status)).toEqual(['Ticket inserito', 'In lavorazione']);
    for (const entry of timeline)
      expect(Object.keys(entry).sort()).toEqual(['changed_at', 'status']);
  });

  it("never carries staff identities, internal ids, attachments or the customer's contacts", async () => {
    const text = await (await get(`/api/public/tickets/${ticketId}`)).text();
    for (const secret of [
      'luca@esempio.it',
      '3401112223',
      staff.id,
      staff.email,
      'segreto.jpg',
      'ticket-attachments',
      'priority',
      'high',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('leaves the device password out unless the shop turned it on (off by default)', async () => {
    await t.db.deleteFrom('settings').where('key', '=', 'public_show_device_password').execute();
    const body = (await (await get(`/api/public/tickets/${ticketId}`)).json()) as Record<
      string,
      unknown
    >;
    expect(body.password).toBeNull();
    await setSettings(t, { public_show_device_password: 'true' });
  });

  it('says an id that is not a UUID is invalid, and an unknown one is not found', async () => {
    const invalid = await get('/api/public/tickets/123');
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: { message: string } }).error.message).toBe(
      'ID ticket non valido',
    );
    const unknown = await get(`/api/public/tickets/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(
      'Ticket non trovato',
    );
  });
});

describe('the public timeline', () => {
  it('lists the creation first when a change happened in the same instant, as the staff sheet does', async () => {
    // History ids are random: ordered by id alone, ten tickets would all come out right 1 in 1024.
    const instant = new Date('2026-11-23T10:00:00.000Z');
    const sameInstant = { ...t.deps, clock: () => instant };
    for (let i = 0; i < 10; i++) {
      const input = {
        description: `Guasto ${i}`,
        customer_name: 'Luca Bianchi',
        customer_email: 'luca@esempio.it',
        device_type: 'iPhone 12',
        priority: 'low' as const,
      };
      const { id } = await createTicket(sameInstant, input, { actorId: staff.id, via: 'staff' });
      await updateTicket(sameInstant, { ...staff, role: 'employee' }, id, {
        status: 'In lavorazione',
        version: 1,
      });
      const body = (await (await get(`/api/public/tickets/${id}`)).json()) as {
        timeline: { status: string; changed_at: string }[];
      };
      expect(body.timeline).toEqual([
        { status: 'Ticket inserito', changed_at: instant.toISOString() },
        { status: 'In lavorazione', changed_at: instant.toISOString() },
      ]);
    }
  });
});

describe('GET /api/public/shop', () => {
  it('answers exactly the shop details the public pages need', async () => {
    await setSettings(t, {
      shop_name: 'Riparazioni Rossi',
      shop_phone: '+39 06 1234 5678',
      terms_and_conditions: 'Termini',
      email_admin_address: 'capo@negozio.it',
    });
    const body = (await (await get('/api/public/shop')).json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(SHOP_KEYS);
    expect(body).toMatchObject({
      name: 'Riparazioni Rossi',
      whatsapp: '390612345678',
      terms: 'Termini',
      public_url: null,
    });
    expect(JSON.stringify(body)).not.toContain('capo@negozio.it');
  });

  it('names PUBLIC_URL, without a trailing slash, for the QR code of the staff sheet', async () => {
    const configured = appFor(t, { publicUrl: 'https://assistenza.esempio.it/' });
    const body = (await (await configured('/api/public/shop')).json()) as Record<string, unknown>;
    expect(body.public_url).toBe('https://assistenza.esempio.it');
  });
});

import { createHash } from 'node:crypto';
import { strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api-error';
import { ACCESS_DENIED } from '../../../shared/roles';
import { toIso } from '../../db/normalize';
import { setSettings } from '../../test/public-test-kit';
import { sampleImage } from '../../test/sample-files';
import { createRightsApp, type RightsApp } from '../customers/customer-rights-test-kit';
import { exportZip, PERSON, personWithDocuments } from './customer-privacy-test-kit';

/** GET /api/customers/:id/export: everything held about the person, in a zip, and on record. */
let t: RightsApp;
beforeAll(async () => {
  t = await createRightsApp();
});
afterAll(() => t.close());

interface Exported {
  customer: Record<string, unknown>;
  consents: Record<string, unknown>;
  tickets: {
    ticket_number: string;
    customer_name: string;
    password: string;
    imei: string;
    price: number;
    history: { to_status: string }[];
    notes: { body: string }[];
    attachments: { file: string; original_name: string; missing: boolean }[];
  }[];
  quotes: { customer_name: string; items: { description: string; line_total: number }[] }[];
  pc_builds: { title: string; components: { kind: string; description: string }[] }[];
  payments: { amount: number; method: string; note: string | null }[];
  invoices: { status: string; lines: { description: string }[] }[];
  events: { kind: string; summary: string }[];
}

describe('GET /api/customers/:id/export', () => {
  it('zips customer.json with the customer, consents, documents and log, and the attachment files', async () => {
    const person = await personWithDocuments(t);
    t.setNow('2026-11-24T11:00:00.000Z');
    const { response, files } = await exportZip(t, person.customer.id);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="dati-cliente-${person.customer.id.slice(0, 8)}-2026-11-24.zip"`,
    );
    const json = JSON.parse(strFromU8(files['customer.json'] as Uint8Array)) as Exported;
    expect(json.customer).toMatchObject({
      id: person.customer.id,
      first_name: PERSON.first_name,
      last_name: PERSON.last_name,
      tax_code: PERSON.tax_code,
      email: PERSON.email,
      phone: '+393487654321',
      street: PERSON.street,
      notes: PERSON.notes,
      marketing_consent: false,
    });
    expect(json.customer).not.toHaveProperty('search_text');
    expect(json.consents).toMatchObject({ privacy_ack_at: null, marketing_consent: false });
    const [ticket] = json.tickets;
    expect(ticket).toMatchObject({
      customer_name: 'Giorgia Marchetti',
      password: '1234',
      imei: '490154203237518',
      price: 89,
    });
    expect(ticket?.history.map((h) => h.to_status)).toEqual(['Ticket inserito', 'In lavorazione']);
    expect(ticket?.notes.map((n) => n.body)).toEqual(['Cliente avvisata al telefono']);
    expect(ticket?.attachments.map((a) => [a.original_name, a.missing])).toEqual([
      ['schermo.png', false],
      ['retro.gif', false],
    ]);
    expect(json.quotes[0]?.items).toEqual([
      expect.objectContaining({ description: 'Display', line_total: 120 }),
    ]);
    expect(json.invoices).toEqual([
      expect.objectContaining({
        status: 'bozza',
        lines: [expect.objectContaining({ description: 'Sostituzione batteria' })],
      }),
    ]);
    expect(json.payments).toEqual([
      expect.objectContaining({ amount: 20, method: 'contanti', note: 'Acconto' }),
    ]);
    expect(json.pc_builds[0]).toMatchObject({
      title: 'PC studio',
      components: [expect.objectContaining({ kind: 'CPU', description: 'Ryzen 5' })],
    });
    // The files, byte for byte as the storage keeps them, where customer.json says.
    const paths = ticket?.attachments.map((a) => a.file) ?? [];
    expect(Object.keys(files).sort()).toEqual(['customer.json', ...paths].sort());
    expect(Buffer.from(files[paths[0] ?? ''] as Uint8Array)).toEqual(person.photos[0]);
    expect(Buffer.from(files[paths[1] ?? ''] as Uint8Array)).toEqual(person.photos[1]);
    expect(paths[0]).toBe(`allegati/${ticket?.ticket_number}/1-schermo.png`);
  });

  it('holds the terms the customer signed (version, date, text) and the signature images', async () => {
    const terms = 'Il negozio non risponde dei dati non salvati.';
    await setSettings(t, { terms_and_conditions: terms });
    const person = await personWithDocuments(t);
    t.setNow('2026-11-24T12:00:00.000Z');
    const png = await sampleImage('png', { width: 400, height: 150 });
    await t.call('POST', `/api/tickets/${person.ticketId}/signatures`, {
      body: {
        stage: 'intake',
        image: `data:image/png;base64,${png.toString('base64')}`,
        typed_name: 'Giorgia Marchetti',
      },
      status: 201,
    });
    const { files } = await exportZip(t, person.customer.id);
    const json = JSON.parse(strFromU8(files['customer.json'] as Uint8Array)) as Exported & {
      signatures: Record<string, unknown>[];
    };
    const version = createHash('sha256').update(terms).digest('hex').slice(0, 16);
    const [ticket] = json.tickets;
    const file = `firme/${ticket?.ticket_number}-accettazione.png`;
    expect(json.signatures).toEqual([
      {
        ticket_number: ticket?.ticket_number,
        stage: 'intake',
        signed_at: '2026-11-24T12:00:00.000Z',
        terms_version: version,
        terms_text: terms,
        typed_name: 'Giorgia Marchetti',
        ip: expect.any(String),
        user_agent: expect.any(String),
        file,
      },
    ]);
    expect(json.consents.terms_signed).toEqual([
      {
        ticket_number: ticket?.ticket_number,
        stage: 'intake',
        terms_version: version,
        signed_at: '2026-11-24T12:00:00.000Z',
      },
    ]);
    const image = files[file];
    expect(image && Buffer.from(image).subarray(1, 4).toString()).toBe('PNG');
  });

  it('is recorded in the log with who and when, and the next export lists it', async () => {
    const person = await personWithDocuments(t);
    t.setNow('2026-11-25T08:30:00.000Z');
    await exportZip(t, person.customer.id);
    const events = await t.db
      .selectFrom('customer_events')
      .select(['kind', 'user_id', 'details', 'created_at'])
      .where('customer_id', '=', person.customer.id)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: 'esportazione', user_id: t.admin.id });
    expect(toIso(events[0]?.created_at ?? '')).toBe('2026-11-25T08:30:00.000Z');
    expect(JSON.parse(events[0]?.details ?? '')).toEqual({
      exported: { tickets: 1, quotes: 1, pc_builds: 1, attachments: 2 },
    });
    const again = await exportZip(t, person.customer.id);
    const json = JSON.parse(strFromU8(again.files['customer.json'] as Uint8Array)) as Exported;
    expect(json.events).toEqual([
      expect.objectContaining({
        kind: 'esportazione',
        summary: 'Esportati i dati di 1 ticket, 1 preventivo, 1 configurazione PC, 2 allegati.',
      }),
    ]);
  });

  it('names a file the storage lost as missing instead of breaking the download', async () => {
    const person = await personWithDocuments(t);
    const [first] = await t.db
      .selectFrom('ticket_attachments')
      .select('storage_key')
      .where('ticket_id', '=', person.ticketId)
      .orderBy('uploaded_at')
      .execute();
    await t.deps.storage.delete(first?.storage_key ?? '');
    const { files } = await exportZip(t, person.customer.id);
    const json = JSON.parse(strFromU8(files['customer.json'] as Uint8Array)) as Exported;
    expect(json.tickets[0]?.attachments.map((a) => a.missing)).toEqual([true, false]);
    expect(Object.keys(files)).toHaveLength(2);
  });

  it('is for admins: an employee gets 403, an unknown customer 404', async () => {
    const person = await personWithDocuments(t);
    const denied = await t.call<ApiErrorBody>(
      'GET',
      `/api/customers/${person.customer.id}/export`,
      {
        cookie: t.employee.cookie,
        status: 403,
      },
    );
    expect(denied.error.message).toBe(ACCESS_DENIED);
    const missing = await t.call<ApiErrorBody>(
      'GET',
      `/api/customers/${crypto.randomUUID()}/export`,
      { status: 404 },
    );
    expect(missing.error.message).toBe('Cliente non trovato');
  });
});

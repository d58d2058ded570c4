import { unzipSync } from 'fflate';
import { expect } from 'vitest';
import type { CustomerDto } from '../../../shared/customers/customer-dto';
import { sampleImage } from '../../test/sample-files';
import { ORIGIN } from '../../test/test-app';
import type { RightsApp } from '../customers/customer-rights-test-kit';

/** The person the privacy suites follow: every trace of them must show up, then go. */
export const PERSON = {
  first_name: 'Giorgia',
  last_name: 'Marchetti',
  tax_code: 'RSSMRA85T10A562S',
  email: 'giorgia.marchetti@esempio.it',
  phone: '+39 348 765 4321',
  street: 'Via dei Mille 12',
  city: 'Bologna',
  postal_code: '40121',
  province: 'BO',
  notes: 'Preferisce essere chiamata la mattina',
} as const;

/** What must not survive the anonymisation anywhere (names, contacts, fiscal code, street). */
export const TRACES = [
  'Marchetti',
  'Giorgia',
  'giorgia.marchetti',
  '3487654321',
  'RSSMRA85T10A562S',
  'Via dei Mille',
];

export interface PersonWithDocuments {
  customer: CustomerDto;
  ticketId: string;
  quoteId: string;
  buildId: string;
  /** The two photos uploaded to the ticket, as stored. */
  photos: Buffer[];
}

async function upload(t: RightsApp, ticketId: string, files: [Buffer, string][]) {
  const form = new FormData();
  for (const [data, name] of files) form.append('files', new File([new Uint8Array(data)], name));
  const response = await t.app.request(`${ORIGIN}/api/tickets/${ticketId}/attachments`, {
    method: 'POST',
    headers: { origin: ORIGIN, cookie: t.admin.cookie },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/**
 * A customer with a ticket (device password, IMEI, a note, a status change, two photos), a
 * quote with a line and a PC build with a component, all linked.
 */
export async function personWithDocuments(t: RightsApp): Promise<PersonWithDocuments> {
  const customer = await t.createCustomer(PERSON);
  const ticket = await t.call<{ id: string; version: number }>('POST', '/api/tickets', {
    body: {
      description: 'Non si accende',
      customer_name: 'Giorgia Marchetti',
      customer_email: PERSON.email,
      customer_phone: PERSON.phone,
      device_type: 'Samsung A52',
      password: '1234',
      imei: '490154203237518',
      price: '89,00',
      deposit: '20,00',
      customer_id: customer.id,
    },
    status: 201,
  });
  await t.call('PATCH', `/api/tickets/${ticket.id}`, {
    body: { version: ticket.version, status: 'In lavorazione' },
  });
  await t.call('POST', `/api/tickets/${ticket.id}/notes`, {
    body: { body: 'Cliente avvisata al telefono' },
    status: 201,
  });
  const photos = [await sampleImage('png'), await sampleImage('gif')];
  await upload(t, ticket.id, [
    [photos[0] as Buffer, 'schermo.png'],
    [photos[1] as Buffer, 'retro.gif'],
  ]);
  const quote = await t.call<{ id: string }>('POST', '/api/quotes', {
    body: {
      customer_name: 'Giorgia Marchetti',
      customer_email: PERSON.email,
      customer_id: customer.id,
      items: [{ description: 'Display', quantity: 1, unit_price: '120,00' }],
    },
    status: 201,
  });
  await t.call('POST', '/api/invoices', {
    body: {
      customer_id: customer.id,
      lines: [{ description: 'Sostituzione batteria', unit_price: '89', price_includes_vat: true }],
    },
    status: 201,
  });
  const build = await t.call<{ id: string }>('POST', '/api/pc-builds', {
    body: {
      title: 'PC studio',
      customer_id: customer.id,
      components: [{ kind: 'CPU', description: 'Ryzen 5', quantity: 1, unit_price: '150,00' }],
    },
    status: 201,
  });
  const stored = await t.db
    .selectFrom('ticket_attachments')
    .select('storage_key')
    .where('ticket_id', '=', ticket.id)
    .orderBy('uploaded_at')
    .execute();
  const files = await Promise.all(
    stored.map(async (s) => {
      const chunks: Buffer[] = [];
      for await (const chunk of await t.deps.storage.read(s.storage_key)) chunks.push(chunk);
      return Buffer.concat(chunks);
    }),
  );
  return { customer, ticketId: ticket.id, quoteId: quote.id, buildId: build.id, photos: files };
}

/** GET /api/customers/:id/export as the admin: the zip's files by name. */
export async function exportZip(t: RightsApp, id: string, cookie = t.admin.cookie) {
  const response = await t.app.request(`${ORIGIN}/api/customers/${id}/export`, {
    headers: { origin: ORIGIN, cookie },
  });
  expect(response.status, response.ok ? '' : await response.clone().text()).toBe(200);
  return { response, files: unzipSync(new Uint8Array(await response.arrayBuffer())) };
}

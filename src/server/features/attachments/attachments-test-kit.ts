import { expect } from 'vitest';
import { readJson, type StaffApp } from '../../test/staff-test-kit';
import { ORIGIN } from '../../test/test-app';

/** Helpers of the attachment API suites: a ticket to attach to, uploads, downloads, storage. */

export type Attachment = {
  id: string;
  file_type: string;
  mime_type: string;
  original_name: string;
  size_bytes: number;
  url: string;
};

/** Content, file name, declared type (application/octet-stream when absent). */
export type UploadFile = [Buffer, string, string?];

export const attachmentsUrl = (ticketId: string) => `${ORIGIN}/api/tickets/${ticketId}/attachments`;

/** A new ticket of the staff account; its id. */
export async function newTicket(t: StaffApp): Promise<string> {
  return (
    await t.createTicket({
      description: 'Foto del danno',
      customer_name: 'Cliente',
      customer_email: 'cliente@example.it',
      device_type: 'Telefono',
    })
  ).id;
}

/** POST the files as a browser form does, as the staff account (or `as`; '' for no session). */
export function upload(t: StaffApp, ticketId: string, files: UploadFile[], as = t.cookie) {
  const form = new FormData();
  for (const [data, name, type] of files) {
    form.append(
      'files',
      new File([new Uint8Array(data)], name, { type: type ?? 'application/octet-stream' }),
    );
  }
  return t.app.request(attachmentsUrl(ticketId), {
    method: 'POST',
    headers: { origin: ORIGIN, ...(as ? { cookie: as } : {}) },
    body: form,
  });
}

/** An upload that must succeed (201); the stored attachments. */
export async function uploaded(
  t: StaffApp,
  ticketId: string,
  files: UploadFile[],
): Promise<Attachment[]> {
  const response = await upload(t, ticketId, files);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await readJson<{ attachments: Attachment[] }>(response)).attachments;
}

export const download = (t: StaffApp, url: string, headers: Record<string, string> = {}) =>
  t.app.request(`${ORIGIN}${url}`, { headers: { cookie: t.cookie, ...headers } });

/** The storage keys under the ticket's folder (every ticket's without one), sorted. */
export async function storedFiles(t: StaffApp, ticketId?: string): Promise<string[]> {
  const keys = [];
  const prefix = ticketId ? `ticket-attachments/${ticketId}` : 'ticket-attachments';
  for await (const file of t.deps.storage.list(prefix)) keys.push(file.key);
  return keys.sort();
}

/** The ticket's attachment rows (ids). */
export const attachmentRows = (t: StaffApp, ticketId: string) =>
  t.db.selectFrom('ticket_attachments').select('id').where('ticket_id', '=', ticketId).execute();

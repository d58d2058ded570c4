import { createApp } from '../app';
import { writeSettings } from '../features/settings/settings.service';
import type { AppDeps } from '../http/context';
import { ORIGIN, type TestApp } from './test-app';

/** Helpers shared by the public suites: a form as a customer fills it, sent as multipart. */
export const VALID_FORM: Record<string, string> = {
  description: 'Lo schermo resta nero dopo una caduta',
  customer_name: 'Maria Rossi',
  customer_email: 'Maria.Rossi@Esempio.it',
  customer_phone_country: 'IT',
  customer_phone: '333 123 4567',
  device_type: 'Smartphone Samsung Galaxy S21',
  purchase_date: '2025-03-14',
  order_id: 'ORD-778',
};

export interface UploadFile {
  name: string;
  data: Buffer;
  type?: string;
}

export function formData(fields: Record<string, string>, files: UploadFile[] = []): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) {
    body.append(
      'files',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? '' }),
      file.name,
    );
  }
  return body;
}

/**
 * A clock stopped halfway through a minute, an hour and a Rome day, for a test that floods a limit
 * counted in fixed windows (decision 006): on a slow machine a flood on the real clock can cross a
 * window's edge and start counting afresh halfway through.
 */
export const midWindowClock = () => new Date('2026-11-28T10:30:30Z');

/**
 * An app on the test's database that trusts X-Forwarded-For, so a suite can speak from several
 * addresses; also what a restart looks like (a new process, the same database).
 */
export function appFor(t: TestApp, overrides: Partial<AppDeps> = {}) {
  const app = createApp({ ...t.deps, trustProxy: true, ...overrides });
  return (
    path: string,
    init: { method?: string; body?: FormData; ip?: string; headers?: Record<string, string> } = {},
  ) =>
    app.request(`${ORIGIN}${path}`, {
      method: init.method ?? 'GET',
      body: init.body,
      headers: { 'x-forwarded-for': init.ip ?? '203.0.113.7', ...init.headers },
    });
}

let addresses = 0;

/** A new address at each call, so a test's submissions stay clear of the per-address limits. */
export function freshIp(): string {
  addresses += 1;
  return `198.51.${100 + Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

/** The public form as the shop's terms want it: accepted. */
export const ACCEPTED_FORM: Record<string, string> = { ...VALID_FORM, terms_accepted: 'true' };

export function setSettings(t: TestApp, values: Record<string, string>) {
  return writeSettings(t.db, values, new Date().toISOString());
}

export type CountedTable =
  | 'tickets'
  | 'ticket_attachments'
  | 'users'
  | 'quotes'
  | 'products'
  | 'tasks'
  | 'work_logs'
  | 'customers'
  | 'invoices';

export async function countRows(t: TestApp, table: CountedTable) {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What a Windows program starts with: an .exe renamed to look like a photo. */
export const RENAMED_EXE: UploadFile = {
  name: 'foto.jpg',
  data: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2048, 7)]),
  type: 'image/jpeg',
};

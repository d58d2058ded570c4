import { expect } from 'vitest';
import type { ApiErrorBody } from '../../shared/api-error';
import { createTestApp, type TestApp } from './test-app';

/**
 * Helpers shared by the staff API suites (tickets, attachments): an app with one signed-in
 * account, a clock the test can move, and ticket creation through POST /api/tickets.
 */

export type Ticket = Record<string, unknown> & {
  id: string;
  version: number;
  ticket_number: string;
};

/** The four required fields, nothing else: a ticket the staff form would accept. */
export const VALID_TICKET = {
  description: 'Display rotto dopo una caduta',
  customer_name: 'Giulia Bianchi',
  customer_email: 'giulia@example.it',
  device_type: 'Samsung Galaxy S21',
} as const;

export const readJson = async <T>(response: Response): Promise<T> => (await response.json()) as T;

export const errorBody = (response: Response) => readJson<ApiErrorBody>(response);

export interface StaffApp extends TestApp {
  /** The signed-in account and its Cookie header. */
  staff: { id: string; email: string };
  cookie: string;
  /** Moves the app's clock to this instant (ISO); until the first call it is the real time. */
  setNow(instant: string): void;
  /** POST /api/tickets (as the staff account unless another cookie is given); expects 201. */
  createTicket(body?: Record<string, unknown>, as?: string): Promise<Ticket>;
}

export interface StaffAppOptions {
  /** Pins the clock at this instant (ISO) before the account signs in. */
  now?: string;
  role?: 'admin' | 'employee' | 'user';
  email?: string;
  /** Where the app's outbox delivers (a capture from smtp-capture.ts). */
  smtpUrl?: string;
}

export async function createStaffApp(options: StaffAppOptions = {}): Promise<StaffApp> {
  let now: Date | null = options.now === undefined ? null : new Date(options.now);
  const t = await createTestApp({ clock: () => now ?? new Date(), smtpUrl: options.smtpUrl });
  const staff = await t.addUser(options.role ?? 'user', options.email);
  const cookie = await t.signIn(staff.email);
  return Object.assign(t, {
    staff,
    cookie,
    setNow(instant: string) {
      now = new Date(instant);
    },
    async createTicket(body: Record<string, unknown> = VALID_TICKET, as = cookie) {
      const response = await t.request('POST', '/api/tickets', { cookie: as, body });
      expect(response.status, await response.clone().text()).toBe(201);
      return readJson<Ticket>(response);
    },
  });
}

/** At this instant (ISO), PATCH the ticket with `body` at its current version; expects 200. */
export async function patchTicketAt(
  t: StaffApp,
  id: string,
  at: string,
  body: Record<string, unknown>,
) {
  t.setNow(at);
  const current = await readJson<Ticket>(
    await t.request('GET', `/api/tickets/${id}`, { cookie: t.cookie }),
  );
  const patched = await t.request('PATCH', `/api/tickets/${id}`, {
    cookie: t.cookie,
    body: { version: current.version, ...body },
  });
  expect(patched.status, await patched.clone().text()).toBe(200);
}

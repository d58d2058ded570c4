import { afterAll, beforeAll, expect } from 'vitest';
import { type SdiSimulator, startSdiSimulator } from '../../sdi-simulator/sdi-simulator';
import { createStaffApp, readJson, type StaffApp } from '../../test/staff-test-kit';
import {
  addCustomer,
  issue,
  PRIVATE_PERSON,
  postInvoice,
  putShop,
} from '../invoices/invoices-test-kit';
import { pollSdiNotifications } from './sdi-notifications.service';
import { processSdiQueue } from './sdi-queue.service';

export const WEBHOOK_SECRET = 'segreto-del-webhook-0123456789';

/** A shop that issues, sending through the simulator (A-Cube channel, polled unless a webhook). */
export async function shopOnSimulator(t: StaffApp, options: { webhook?: string } = {}) {
  const simulator = await startSdiSimulator({
    delayMs: 5,
    webhook: options.webhook,
    webhookSecret: WEBHOOK_SECRET,
  });
  await putShop(t, t.cookie);
  const response = await t.request('PUT', '/api/settings/sdi', {
    cookie: t.cookie,
    body: {
      channel: 'acube',
      base_url: simulator.url,
      credentials: { email: 'negozio@example.it', password: 'password-di-prova' },
      webhook_secret: WEBHOOK_SECRET,
      send_on_issue: false,
    },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return simulator;
}

export interface ShopOnSimulator {
  t: StaffApp;
  simulator: SdiSimulator;
}

/**
 * The file's admin and shop on a fresh simulator: made before the file's tests and handed to
 * `ready` (which keeps them, and may prepare more), closed after them.
 */
export function shopOnSimulatorForFile(ready: (shop: ShopOnSimulator) => void | Promise<void>) {
  let shop: ShopOnSimulator | undefined;
  beforeAll(async () => {
    const t = await createStaffApp({ role: 'admin' });
    shop = { t, simulator: await shopOnSimulator(t) };
    await ready(shop);
  });
  afterAll(async () => {
    await shop?.simulator.close();
    await shop?.t.close();
  });
}

export async function issuedInvoice(t: StaffApp): Promise<string> {
  const customer_id = await addCustomer(t, PRIVATE_PERSON);
  const draft = await postInvoice(t, '/api/invoices', {
    customer_id,
    lines: [{ description: 'Riparazione', unit_price: '50' }],
  });
  return (await issue(t, draft.id)).id;
}

export interface Journey {
  status: string;
  file_name: string | null;
  notifications: { type: string; errors: { code: string; description: string }[] }[];
  sends: { id: string; state: string; file_name: string; notifications: { id: string }[] }[];
}

export async function journeyOf(t: StaffApp, invoiceId: string): Promise<Journey> {
  const response = await t.request('GET', `/api/invoices/${invoiceId}/transmission`, {
    cookie: t.cookie,
  });
  expect(response.status).toBe(200);
  return readJson<Journey>(response);
}

export async function nextOutcome(
  simulator: SdiSimulator,
  outcome: string,
  errors: unknown[] = [],
) {
  await fetch(`${simulator.url}/_control/next`, {
    method: 'POST',
    body: JSON.stringify({ outcome, errors }),
  });
}

/** Waits (up to 3 s) until `check` holds: the simulator answers after a short delay. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean) {
  for (let i = 0; ; i += 1) {
    const value = await read();
    if (check(value) || i >= 150) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** *Invia allo SDI*, sent at once, then polled until the simulator's answer is stored. */
export async function sendAndSettle(t: StaffApp, invoiceId: string) {
  const response = await t.request('POST', `/api/invoices/${invoiceId}/send`, { cookie: t.cookie });
  expect(response.status, await response.clone().text()).toBe(202);
  // Sent at once: the answer already says so, and the queue has nothing left of it.
  expect((await readJson<{ status: string }>(response)).status).toBe('inviata');
  expect(await processSdiQueue(t.deps)).toBe(0);
  return eventually(
    async () => {
      await pollSdiNotifications(t.deps);
      return journeyOf(t, invoiceId);
    },
    (j) => j.notifications.length > 0,
  );
}

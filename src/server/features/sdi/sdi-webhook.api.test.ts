import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SdiSimulator } from '../../sdi-simulator/sdi-simulator';
import type { StaffApp } from '../../test/staff-test-kit';
import { processSdiQueue } from './sdi-queue.service';
import { issuedInvoice, journeyOf, shopOnSimulatorForFile, WEBHOOK_SECRET } from './sdi-test-kit';
import { enqueueIssuedInvoices } from './sdi-worker.service';

/** The intermediary's webhook: authenticated, idempotent, 2xx only once stored; automatic send. */
let t: StaffApp;
let simulator: SdiSimulator;
shopOnSimulatorForFile((shop) => {
  ({ t, simulator } = shop);
});

async function sentInvoice() {
  const id = await issuedInvoice(t);
  await t.request('POST', `/api/invoices/${id}/send`, { cookie: t.cookie });
  await processSdiQueue(t.deps);
  const row = await t.db
    .selectFrom('sdi_transmissions')
    .select('provider_id')
    .where('invoice_id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, providerId: row.provider_id ?? '' };
}

const hook = (body: unknown, authorization?: string) =>
  t.request('POST', '/webhooks/sdi/acube', {
    body,
    headers: authorization ? { authorization } : {},
  });

/** A trigger that makes any state change of this send fail, on either engine. */
async function failStateUpdatesOf(transmissionId: string) {
  if (t.deps.dialect === 'postgres') {
    await sql`create function sdi_state_fault() returns trigger language plpgsql as $$
      begin raise exception 'guasto simulato'; end $$`.execute(t.db);
    await sql`create trigger sdi_state_fault before update of state on sdi_transmissions
      for each row when (new.id = ${sql.lit(transmissionId)})
      execute function sdi_state_fault()`.execute(t.db);
  } else {
    await sql`create trigger sdi_state_fault before update of state on sdi_transmissions
      when new.id = ${sql.lit(transmissionId)}
      begin select raise(abort, 'guasto simulato'); end`.execute(t.db);
  }
}

async function dropStateFault() {
  if (t.deps.dialect === 'postgres') {
    await sql`drop trigger sdi_state_fault on sdi_transmissions`.execute(t.db);
    await sql`drop function sdi_state_fault()`.execute(t.db);
  } else await sql`drop trigger sdi_state_fault`.execute(t.db);
}

describe('the SDI webhook', () => {
  it('refuses a call without the shared secret, and stores nothing', async () => {
    const { id, providerId } = await sentInvoice();
    const body = { uuid: crypto.randomUUID(), invoice_uuid: providerId, type: 'RC' };
    expect((await hook(body)).status).toBe(401);
    expect((await hook(body, 'Bearer sbagliato-sbagliato-sbagliato')).status).toBe(401);
    expect((await journeyOf(t, id)).notifications).toEqual([]);
  });

  it('stores a notification once however often it comes, and moves the invoice', async () => {
    const { id, providerId } = await sentInvoice();
    const errors = [{ code: '00404', description: 'Fattura duplicata' }];
    const body = {
      uuid: crypto.randomUUID(),
      invoice_uuid: providerId,
      type: 'NS',
      message: { errors },
    };
    const first = await hook(body, `Bearer ${WEBHOOK_SECRET}`);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ stored: true });
    const again = await hook(body, `Bearer ${WEBHOOK_SECRET}`);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ stored: false });
    const journey = await journeyOf(t, id);
    expect(journey.status).toBe('scartata');
    expect(journey.notifications).toHaveLength(1);
    expect(journey.notifications[0]?.errors).toEqual(errors);
  });

  it('keeps no notification whose state move failed, so the retry stores it and moves the send', async () => {
    const { id, providerId } = await sentInvoice();
    const transmission = await t.db
      .selectFrom('sdi_transmissions')
      .select('id')
      .where('invoice_id', '=', id)
      .executeTakeFirstOrThrow();
    // The database refuses this send's state change once (the process dying at that point).
    await failStateUpdatesOf(transmission.id);
    const body = { uuid: crypto.randomUUID(), invoice_uuid: providerId, type: 'RC' };
    const failed = await hook(body, `Bearer ${WEBHOOK_SECRET}`);
    expect(failed.status).toBe(500);
    expect(await journeyOf(t, id)).toMatchObject({ status: 'inviata', notifications: [] });
    await dropStateFault();

    const retry = await hook(body, `Bearer ${WEBHOOK_SECRET}`);
    expect(await retry.json()).toEqual({ stored: true });
    const journey = await journeyOf(t, id);
    expect(journey.status).toBe('consegnata');
    expect(journey.notifications).toHaveLength(1);
  });

  it('answers 4xx to a body it cannot read or a send it does not know', async () => {
    expect((await hook({ nonsense: true }, `Bearer ${WEBHOOK_SECRET}`)).status).toBe(400);
    const unknown = { uuid: crypto.randomUUID(), invoice_uuid: crypto.randomUUID(), type: 'RC' };
    expect((await hook(unknown, `Bearer ${WEBHOOK_SECRET}`)).status).toBe(404);
  });

  it('past five days from the scarto the resend is refused with what the law asks', async () => {
    const now = new Date();
    const { id, providerId } = await sentInvoice();
    // The scarto came six days ago (the session is younger: the clock moves back, not forward).
    t.setNow(new Date(now.getTime() - 6 * 86_400_000).toISOString());
    const body = { uuid: crypto.randomUUID(), invoice_uuid: providerId, type: 'NS' };
    expect((await hook(body, `Bearer ${WEBHOOK_SECRET}`)).status).toBe(200);
    t.setNow(now.toISOString());
    const late = await t.request('POST', `/api/invoices/${id}/send`, { cookie: t.cookie });
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('cinque giorni');
  });

  it('with automatic send on, an invoice issued afterwards joins the queue by itself', async () => {
    const saved = await t.request('PUT', '/api/settings/sdi', {
      cookie: t.cookie,
      body: { channel: 'acube', base_url: simulator.url, send_on_issue: true },
    });
    expect(saved.status).toBe(200);
    const id = await issuedInvoice(t);
    expect(await enqueueIssuedInvoices(t.deps)).toBe(1);
    expect(await enqueueIssuedInvoices(t.deps)).toBe(0);
    expect((await journeyOf(t, id)).sends).toHaveLength(1);
  });

  it('counts automatic send from when it was switched on, not from the last save', async () => {
    const settings = (send_on_issue: boolean) =>
      t.request('PUT', '/api/settings/sdi', {
        cookie: t.cookie,
        body: {
          channel: 'acube',
          base_url: simulator.url,
          webhook_secret: WEBHOOK_SECRET,
          send_on_issue,
        },
      });
    const minute = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
    t.setNow(minute(1));
    expect((await settings(false)).status).toBe(200);
    const whileOff = await issuedInvoice(t);
    t.setNow(minute(2));
    expect((await settings(true)).status).toBe(200);
    t.setNow(minute(3));
    const issued = await issuedInvoice(t);
    // An unrelated save a minute later (the webhook key written again) moves nothing.
    t.setNow(minute(4));
    expect((await settings(true)).status).toBe(200);
    expect(await enqueueIssuedInvoices(t.deps)).toBe(1);
    expect((await journeyOf(t, issued)).sends).toHaveLength(1);
    expect((await journeyOf(t, whileOff)).sends).toHaveLength(0);
  });
});

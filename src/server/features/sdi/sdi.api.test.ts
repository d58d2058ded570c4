import { describe, expect, it } from 'vitest';
import type { SdiSimulator } from '../../sdi-simulator/sdi-simulator';
import { createStaffApp, readJson, type StaffApp } from '../../test/staff-test-kit';
import { pollSdiNotifications } from './sdi-notifications.service';
import { enqueueSend, processSdiQueue } from './sdi-queue.service';
import {
  issuedInvoice,
  journeyOf,
  nextOutcome,
  sendAndSettle,
  shopOnSimulator,
  shopOnSimulatorForFile,
  WEBHOOK_SECRET,
} from './sdi-test-kit';

const DAY = 86_400_000;

/** Sending through the A-Cube channel against the simulator, answers read by polling. */
let t: StaffApp;
let simulator: SdiSimulator;
shopOnSimulatorForFile((shop) => {
  ({ t, simulator } = shop);
});

describe('the SDI channel', () => {
  it('never returns the credentials nor the webhook secret', async () => {
    const response = await t.request('GET', '/api/settings/sdi', { cookie: t.cookie });
    const text = await response.text();
    expect(text).not.toContain('password-di-prova');
    expect(text).not.toContain('segreto-del-webhook');
    expect(JSON.parse(text)).toMatchObject({ channel: 'acube', credentials_set: true });
    const stored = await t.db.selectFrom('sdi_settings').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain('password-di-prova');
  });

  it.each([
    ['RC', 'consegnata'],
    ['MC', 'mancata_consegna'],
    ['NE', 'consegnata'],
    ['DT', 'decorrenza_termini'],
  ])('%s moves the invoice to %s, the exact XML sent kept', async (outcome, status) => {
    const id = await issuedInvoice(t);
    await nextOutcome(simulator, outcome);
    const journey = await sendAndSettle(t, id);
    expect(journey.status).toBe(status);
    expect(journey.notifications.map((n) => n.type)).toEqual([outcome]);
    const xml = await t.request('GET', `/api/invoices/${id}/xml`, { cookie: t.cookie });
    const sent = await t.request('GET', `/api/invoices/${id}/sdi-files/${journey.sends[0]?.id}`, {
      cookie: t.cookie,
    });
    expect(await sent.text()).toBe(await xml.text());
  });

  it('NS is rejected with the SDI errors, and the invoice may be sent again', async () => {
    const id = await issuedInvoice(t);
    const errors = [{ code: '00305', description: 'IdFiscaleIVA del cessionario non valido' }];
    await nextOutcome(simulator, 'NS', errors);
    const journey = await sendAndSettle(t, id);
    expect(journey.status).toBe('scartata');
    expect(journey.notifications[0]?.errors).toEqual(errors);
    // Correggi e reinvia: the same number and date, a new file name; both sends kept.
    const again = await t.request('POST', `/api/invoices/${id}/send`, { cookie: t.cookie });
    expect(again.status).toBe(202);
    const [first, second] = (await journeyOf(t, id)).sends;
    expect(second?.file_name).not.toBe(first?.file_name);
    const progressive = second?.file_name.match(/_([0-9A-Z]{5})\.xml$/)?.[1];
    const file = (id2: string | undefined) =>
      t
        .request('GET', `/api/invoices/${id}/sdi-files/${id2}`, { cookie: t.cookie })
        .then((r) => r.text());
    const [firstXml, secondXml] = [await file(first?.id), await file(second?.id)];
    expect(secondXml).toContain(`<ProgressivoInvio>${progressive}</ProgressivoInvio>`);
    expect(secondXml.replace(/<ProgressivoInvio>[^<]*/, '')).toBe(
      firstXml.replace(/<ProgressivoInvio>[^<]*/, ''),
    );
    expect(second?.state).toBe('inviata');
  });

  it('refuses a second send of an invoice already on its way', async () => {
    const id = await issuedInvoice(t);
    expect((await t.request('POST', `/api/invoices/${id}/send`, { cookie: t.cookie })).status).toBe(
      202,
    );
    const twice = await t.request('POST', `/api/invoices/${id}/send`, { cookie: t.cookie });
    expect(twice.status).toBe(409);
    await processSdiQueue(t.deps);
  });

  it('an outage delays the sends and never loses or doubles one', async () => {
    const start = new Date();
    t.setNow(start.toISOString());
    const ids = [await issuedInvoice(t), await issuedInvoice(t), await issuedInvoice(t)];
    const before = simulator.log.filter((l) => l.kind === 'send').length;
    simulator.fault.down = true;
    for (const id of ids)
      expect(
        (await t.request('POST', `/api/invoices/${id}/send`, { cookie: t.cookie })).status,
      ).toBe(202);
    expect(await processSdiQueue(t.deps)).toBe(0);
    // Still down at the first retry, then back: each send goes out once, none lost.
    t.setNow(new Date(start.getTime() + 31_000).toISOString());
    expect(await processSdiQueue(t.deps)).toBe(0);
    simulator.fault.down = false;
    t.setNow(new Date(start.getTime() + 10 * 60_000).toISOString());
    expect(await processSdiQueue(t.deps)).toBe(3);
    expect(await processSdiQueue(t.deps)).toBe(0);
    expect(simulator.log.filter((l) => l.kind === 'send').length - before).toBe(3);
    for (const id of ids) expect((await journeyOf(t, id)).sends).toHaveLength(1);
    // Back to the real time: left ten minutes ahead, the next tests issued invoices dated
    // tomorrow in the last ten minutes before midnight in Rome, and the one that pins the clock
    // at the real time was then refused (today before the last invoice's date; CI, 23:59).
    t.setNow(new Date().toISOString());
  });

  it("gives a list page each invoice's state, and refuses what is not a list of ids", async () => {
    const [sent, unsent] = [await issuedInvoice(t), await issuedInvoice(t)];
    await nextOutcome(simulator, 'NS');
    await sendAndSettle(t, sent);
    const response = await t.request('GET', `/api/sdi/statuses?ids=${sent},${unsent}`, {
      cookie: t.cookie,
    });
    expect(await readJson(response)).toEqual({ [sent]: 'scartata', [unsent]: 'da_inviare' });
    const bad = await t.request('GET', '/api/sdi/statuses?ids=1,2', { cookie: t.cookie });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Identificativo di fattura non valido');
  });

  it('refuses a send on the manual channel with what to do instead', async () => {
    const other = await createStaffApp({ role: 'admin' });
    try {
      await shopOnSimulator(other).then((s) => s.close());
      await other.request('PUT', '/api/settings/sdi', {
        cookie: other.cookie,
        body: { channel: 'manuale', send_on_issue: false },
      });
      const id = await issuedInvoice(other);
      const response = await other.request('POST', `/api/invoices/${id}/send`, {
        cookie: other.cookie,
      });
      expect(response.status).toBe(409);
      expect(await response.text()).toContain('manuale');
    } finally {
      await other.close();
    }
  });

  it('a resend made in the same instant as its scartato send is still the latest', async () => {
    // The clock stands still: both sends of each invoice carry the same created_at.
    t.setNow(new Date().toISOString());
    for (let i = 0; i < 6; i += 1) {
      const id = await issuedInvoice(t);
      await nextOutcome(simulator, 'NS');
      const rejected = await sendAndSettle(t, id);
      expect(rejected.status).toBe('scartata');
      const again = await t.request('POST', `/api/invoices/${id}/send`, { cookie: t.cookie });
      expect(again.status).toBe(202);
      const journey = await journeyOf(t, id);
      expect(journey.sends.map((s) => s.state)).toEqual(['scartata', 'inviata']);
      expect(journey.status).toBe('inviata');
      const statuses = await t.request('GET', `/api/sdi/statuses?ids=${id}`, { cookie: t.cookie });
      expect(await readJson(statuses)).toEqual({ [id]: 'inviata' });
    }
  });

  it('asks no more about a mancata consegna, but for a PA’s until its AT or for 15 days', async () => {
    const start = new Date();
    t.setNow(start.toISOString());
    const asked = (uuid: string) =>
      simulator.log.filter((l) => l.kind === 'notifications' && l.uuid === uuid).length;
    const undelivered = async (pa: boolean) => {
      const id = await issuedInvoice(t);
      // Sportello writes FPR12 only: a PA's send is its file as FPA12 (FormatoTrasmissione).
      if (pa) {
        const invoice = t.db.selectFrom('invoices').select('issued_xml').where('id', '=', id);
        const { issued_xml } = await invoice.executeTakeFirstOrThrow();
        await t.db
          .updateTable('invoices')
          .set({ issued_xml: issued_xml?.replaceAll('FPR12', 'FPA12') })
          .where('id', '=', id)
          .execute();
      }
      await nextOutcome(simulator, 'MC');
      expect((await sendAndSettle(t, id)).status).toBe('mancata_consegna');
      const row = await t.db
        .selectFrom('sdi_transmissions')
        .select(['provider_id', 'xml'])
        .where('invoice_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.xml.includes('<FormatoTrasmissione>FPA12</FormatoTrasmissione>')).toBe(pa);
      return row.provider_id ?? '';
    };
    const business = await undelivered(false);
    const pa = await undelivered(true);
    const paClosed = await undelivered(true);
    const attestation = await t.request('POST', '/webhooks/sdi/acube', {
      body: { uuid: crypto.randomUUID(), invoice_uuid: paClosed, type: 'AT' },
      headers: { authorization: `Bearer ${WEBHOOK_SECRET}` },
    });
    expect(await attestation.json()).toEqual({ stored: true });
    const pass = async (at: number) => {
      t.setNow(new Date(start.getTime() + at).toISOString());
      const before = [business, pa, paClosed].map(asked);
      await pollSdiNotifications(t.deps);
      return [business, pa, paClosed].map((uuid, i) => asked(uuid) - (before[i] ?? 0));
    };
    try {
      // An FPR12 buyer's MC is final; a PA's awaits RC or AT for 10 days, asked about for 15.
      expect(await pass(0)).toEqual([0, 1, 0]);
      expect(await pass(15 * DAY - 60_000)).toEqual([0, 1, 0]);
      expect(await pass(15 * DAY + 60_000)).toEqual([0, 0, 0]);
    } finally {
      t.setNow(new Date().toISOString());
    }
  });

  it('past five days from the scarto refuses the resend, saying a new invoice is needed', async () => {
    // Last: the clock moves five days on, and invoices are only issued forward.
    const rejectedAt = new Date(Date.now() + 60 * 60_000);
    t.setNow(rejectedAt.toISOString());
    const id = await issuedInvoice(t);
    await nextOutcome(simulator, 'NS');
    await sendAndSettle(t, id);
    t.setNow(new Date(rejectedAt.getTime() + 5 * 86_400_000 + 60_000).toISOString());
    // The service the route calls (a session does not outlive five days of a moved clock).
    await expect(enqueueSend(t.deps, id, null)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('Emetti una nuova fattura'),
    });
    const sends = await t.db
      .selectFrom('sdi_transmissions')
      .select('id')
      .where('invoice_id', '=', id)
      .execute();
    expect(sends).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { SdiSimulator } from '../../sdi-simulator/sdi-simulator';
import { readJson, type StaffApp } from '../../test/staff-test-kit';
import { addCustomer, PRIVATE_PERSON, postInvoice } from '../invoices/invoices-test-kit';
import { issuedInvoice, nextOutcome, sendAndSettle, shopOnSimulatorForFile } from './sdi-test-kit';

/** The invoices list filtered by the SDI's state (`?sdi=`), over pages. */
let t: StaffApp;
let simulator: SdiSimulator;
const ids: Record<string, string> = {};
shopOnSimulatorForFile(async (shop) => {
  ({ t, simulator } = shop);
  const customer_id = await addCustomer(t, PRIVATE_PERSON);
  ids.draft = (
    await postInvoice(t, '/api/invoices', {
      customer_id,
      lines: [{ description: 'Bozza', unit_price: '10' }],
    })
  ).id;
  ids.unsent = await issuedInvoice(t);
  ids.delivered = await issuedInvoice(t);
  await sendAndSettle(t, ids.delivered);
  ids.rejected = await issuedInvoice(t);
  await nextOutcome(simulator, 'NS', [{ code: '00305', description: 'IdFiscaleIVA errato' }]);
  await sendAndSettle(t, ids.rejected);
  // Rejected, then resent and delivered: its state is the latest send's.
  ids.resent = await issuedInvoice(t);
  await nextOutcome(simulator, 'NS', [{ code: '00427', description: 'Codice errato' }]);
  await sendAndSettle(t, ids.resent);
  await sendAndSettle(t, ids.resent);
  ids.expired = await issuedInvoice(t);
  await nextOutcome(simulator, 'DT');
  await sendAndSettle(t, ids.expired);
});

interface Page {
  items: { id: string }[];
  next_cursor: string | null;
}
const list = async (query: string) => {
  const response = await t.request('GET', `/api/invoices?${query}`, { cookie: t.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return readJson<Page>(response);
};
const idsOf = (page: Page) => page.items.map((i) => i.id).sort();

describe('GET /api/invoices?sdi=', () => {
  it('lists the invoices whose latest send is in that state', async () => {
    expect(idsOf(await list('sdi=scartata'))).toEqual([ids.rejected]);
    expect(idsOf(await list('sdi=consegnata'))).toEqual([ids.delivered, ids.resent].sort());
    expect(idsOf(await list('sdi=decorrenza_termini'))).toEqual([ids.expired]);
    expect(idsOf(await list('sdi=mancata_consegna'))).toEqual([]);
  });

  it('da_inviare: issued and never sent, drafts left out', async () => {
    expect(idsOf(await list('sdi=da_inviare'))).toEqual([ids.unsent]);
  });

  it('keeps the pages', async () => {
    const first = await list('sdi=consegnata&limit=1');
    expect(first.items).toHaveLength(1);
    expect(first.next_cursor).not.toBeNull();
    const second = await list(
      `sdi=consegnata&limit=1&cursor=${encodeURIComponent(first.next_cursor ?? '')}`,
    );
    expect([...idsOf(first), ...idsOf(second)].sort()).toEqual([ids.delivered, ids.resent].sort());
    expect(second.next_cursor).toBeNull();
  });

  it('refuses a state that does not exist', async () => {
    const response = await t.request('GET', '/api/invoices?sdi=persa', { cookie: t.cookie });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Stato SDI non valido');
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SaleDto } from '../../../shared/sales/sale-dto';
import { readJson, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';
import { type RtSimulatorHandle, staffAppWithRt } from '../fiscal-devices/rt-simulator-test-kit';
import { putShop } from '../invoices/invoices-test-kit';
import { pay } from '../payments/payments-test-kit';

/**
 * Which department each line of a documento commerciale goes to: a counter line at its natura
 * (0 %) or its rate, a ticket at the rate of the shop's invoices, and a forfettario's every line
 * under N2 (it charges no VAT). The default device: 22 → 1, 10 → 2, 5 → 3, 4 → 4, N2 → 5, N4 → 6,
 * N1 → 7, N5 → 8.
 */
let t: StaffApp;
let rt: RtSimulatorHandle;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, rt, close } = await staffAppWithRt('2026-12-04T10:00:00Z'));
  const mode = await t.request('PUT', '/api/settings', {
    cookie: t.cookie,
    body: { values: { receipt_mode: 'always' } },
  });
  expect(mode.status).toBe(200);
});
afterAll(() => close());

async function sell(lines: Record<string, unknown>[], amount: number) {
  const response = await t.request('POST', '/api/sales', {
    cookie: t.cookie,
    body: { lines, tenders: [{ method: 'carta', amount }], document: 'scontrino' },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<SaleDto>(response);
}

const lastDocument = () => rt.documents().at(-1)?.body ?? '';
const departments = (body: string) =>
  [...body.matchAll(/<printRecItem [^>]*department="(\d+)"/g)].map((m) => m[1]);

it('a counter line at 0 % prints under its natura, exactly or by its family', async () => {
  const sale = await sell(
    [
      { description: 'Garanzia', quantity: 1, unit_price: 20, vat_rate: 0, natura: 'N4' },
      { description: 'Spedizione', quantity: 1, unit_price: 5, vat_rate: 0, natura: 'N2.2' },
      { description: 'Cover', quantity: 1, unit_price: 10 },
    ],
    35,
  );
  expect(sale.receipt).toMatchObject({ status: 'emesso', total_cents: 3500 });
  expect(departments(lastDocument())).toEqual(['6', '5', '1']);
});

/** The RT's departments as the admin saves them on Settings → Registratore telematico. */
async function setDepartments(change: (departments: Record<string, number>) => object) {
  type Device = { id: string; version: number; departments: Record<string, number> };
  const {
    items: [device],
  } = await readJson<{ items: Device[] }>(
    await t.request('GET', '/api/settings/fiscal-devices', { cookie: t.cookie }),
  );
  const patched = await t.request('PATCH', `/api/settings/fiscal-devices/${device?.id}`, {
    cookie: t.cookie,
    body: { version: device?.version, departments: change(device?.departments ?? {}) },
  });
  expect(patched.status, await patched.clone().text()).toBe(200);
}

it('a natura the RT has no department for is said, the sale kept; once set, Riprova prints it', async () => {
  // A device set up without the margin scheme's department (N5).
  await setDepartments(({ N5: _, ...others }) => others);
  const printed = rt.documents().length;
  const sale = await sell(
    [{ description: 'Smartphone usato', quantity: 1, unit_price: 90, vat_rate: 0, natura: 'N5' }],
    90,
  );
  expect(sale.receipt).toMatchObject({
    status: 'errore',
    reason:
      'Nessun reparto del registratore telematico per la natura N5: impostarlo in Impostazioni → Registratore telematico.',
  });
  expect(rt.documents()).toHaveLength(printed);
  const stored = await t.db
    .selectFrom('sales')
    .select('number')
    .where('id', '=', sale.id)
    .execute();
  expect(stored).toEqual([{ number: sale.number }]);

  // The admin does what the message says: a department for N5 on the RT's settings.
  await setDepartments((departments) => ({ ...departments, N5: 9 }));
  const retried = await t.request('POST', `/api/receipts/${sale.receipt?.id}/retry`, {
    cookie: t.cookie,
  });
  expect(await readJson(retried)).toMatchObject({ status: 'emesso', reason: null });
  expect(rt.documents()).toHaveLength(printed + 1);
  expect(departments(lastDocument())).toEqual(['9']);
});

it("a ticket prints at the rate of the shop's invoices; a forfettario prints everything under N2", async () => {
  await putShop(t, t.cookie, { default_vat_rate: '10' });
  const ticket = await t.createTicket({ ...VALID_TICKET, price: '40' });
  await pay(t, { ticket_id: ticket.id, amount: 40, method: 'carta' });
  expect(departments(lastDocument())).toEqual(['2']);

  await putShop(t, t.cookie, { regime_fiscale: 'RF19' });
  const other = await t.createTicket({ ...VALID_TICKET, price: '30' });
  await pay(t, { ticket_id: other.id, amount: 30, method: 'carta' });
  expect(departments(lastDocument())).toEqual(['5']);
  await sell([{ description: 'Cover', quantity: 1, unit_price: 10, vat_rate: 22 }], 10);
  expect(departments(lastDocument())).toEqual(['5']);
});

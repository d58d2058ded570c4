import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOTTERY_MESSAGES } from '../../../shared/receipts/lottery-code';
import {
  createStaffApp,
  errorBody,
  readJson,
  type StaffApp,
  VALID_TICKET,
} from '../../test/staff-test-kit';
import { type RtSimulatorHandle, staffAppWithRt } from '../fiscal-devices/rt-simulator-test-kit';
import { addCustomer, PRIVATE_PERSON } from '../invoices/invoices-test-kit';
import { storedPayments } from '../payments/payments-test-kit';

/** Without an enabled RT no documento commerciale is printed: a lottery code could go nowhere. */
let t: StaffApp;
let employee: string;
beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-12-04T10:00:00Z' });
  const account = await t.addUser('employee');
  employee = await t.signIn(account.email);
});
afterAll(() => t.close());

async function refused(response: Response, message: string) {
  expect(response.status, await response.clone().text()).toBe(400);
  const body = await errorBody(response);
  expect(body.error.message).toBe(message);
  expect(body.error.details?.fieldErrors?.lottery_code).toEqual([message]);
}

describe('the lottery code without an RT', () => {
  it('staff read that no RT is on, and the receipt mode, without the device settings', async () => {
    const response = await t.request('GET', '/api/fiscal-devices/status', { cookie: employee });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ rt_enabled: false, receipt_mode: 'always' });
    const settings = await t.request('GET', '/api/settings/fiscal-devices', { cookie: employee });
    expect(settings.status).toBe(403);
  });

  it('Incassa by card with a lottery code is refused and nothing is paid', async () => {
    const ticket = await t.createTicket({ ...VALID_TICKET, price: '40' });
    const response = await t.request('POST', '/api/payments', {
      cookie: employee,
      body: { ticket_id: ticket.id, amount: 40, method: 'carta', lottery_code: 'LOTT0001' },
    });
    await refused(response, LOTTERY_MESSAGES.noRt);
    expect(await storedPayments(t, ticket.id)).toHaveLength(0);
  });

  it('a counter sale by card with a lottery code is refused and nothing is sold', async () => {
    const response = await t.request('POST', '/api/sales', {
      cookie: employee,
      body: {
        lines: [{ description: 'Pellicola', quantity: 1, unit_price: '15,00' }],
        tenders: [{ method: 'carta', amount: 15 }],
        lottery_code: 'ABCD1234',
      },
    });
    await refused(response, LOTTERY_MESSAGES.noRt);
    const sales = await t.request('GET', '/api/sales', { cookie: t.cookie });
    expect((await readJson<{ items: unknown[] }>(sales)).items).toHaveLength(0);
  });
});

/** With the RT on, the code still goes only on a documento commerciale, never on an invoice. */
describe('the lottery code with an RT, on an invoice', () => {
  let withRt: StaffApp;
  let rt: RtSimulatorHandle;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t: withRt, rt, close } = await staffAppWithRt('2026-12-04T10:00:00Z'));
    const mode = await withRt.request('PUT', '/api/settings', {
      cookie: withRt.cookie,
      body: { values: { receipt_mode: 'ask' } },
    });
    expect(mode.status).toBe(200);
  });
  afterAll(() => close());

  it('staff read that the RT is on and that the shop asks for the document', async () => {
    const response = await withRt.request('GET', '/api/fiscal-devices/status', {
      cookie: withRt.cookie,
    });
    expect(await readJson(response)).toEqual({ rt_enabled: true, receipt_mode: 'ask' });
  });

  it('Incassa with a fattura and a counter sale invoiced refuse the code; nothing printed', async () => {
    const ticket = await withRt.createTicket({ ...VALID_TICKET, price: '40' });
    const payment = await withRt.request('POST', '/api/payments', {
      cookie: withRt.cookie,
      body: {
        ticket_id: ticket.id,
        amount: 40,
        method: 'carta',
        document: 'fattura',
        lottery_code: 'LOTT0001',
      },
    });
    await refused(payment, LOTTERY_MESSAGES.notReceipt);
    expect(await storedPayments(withRt, ticket.id)).toHaveLength(0);
    const customer = await addCustomer(withRt, PRIVATE_PERSON);
    const sale = await withRt.request('POST', '/api/sales', {
      cookie: withRt.cookie,
      body: {
        lines: [{ description: 'Pellicola', quantity: 1, unit_price: '15,00' }],
        tenders: [{ method: 'carta', amount: 15 }],
        customer_id: customer,
        document: 'fattura',
        lottery_code: 'ABCD1234',
      },
    });
    await refused(sale, LOTTERY_MESSAGES.notReceipt);
    expect(rt.documents()).toHaveLength(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_DENIED } from '../../../shared/roles';
import { errorBody, readJson, type StaffApp } from '../../test/staff-test-kit';
import { createTestApp } from '../../test/test-app';
import { addCustomer, issue, PRIVATE_PERSON, postInvoice, putShop } from './invoices-test-kit';

/**
 * How many documents a month's export holds, asked by the export's month picker: it proposes
 * the month that has documents and says how many (on the 3rd, last month may have none).
 */
let t: StaffApp;
beforeAll(async () => {
  const app = await createTestApp({ clock: () => new Date('2026-06-03T10:00:00Z') });
  const admin = await app.addUser('admin');
  t = Object.assign(app, {
    staff: admin,
    cookie: await app.signIn(admin.email),
    setNow: () => {},
    createTicket: () => Promise.reject(new Error('not used')),
  }) as StaffApp;
  await putShop(t, t.cookie);
});
afterAll(() => t.close());

const count = async (month: string, cookie = t.cookie) =>
  t.request('GET', `/api/invoices/export/count?month=${month}`, { cookie });

describe('GET /api/invoices/export/count', () => {
  it("counts the month's issued invoices and credit notes, not its drafts", async () => {
    const customer_id = await addCustomer(t, PRIVATE_PERSON);
    const draft = () =>
      postInvoice(t, '/api/invoices', {
        customer_id,
        lines: [{ description: 'Sostituzione batteria', unit_price: '50' }],
      });
    const invoice = await issue(t, (await draft()).id);
    await issue(t, (await postInvoice(t, `/api/invoices/${invoice.id}/credit-note`)).id);
    await draft();

    const june = await count('2026-06');
    expect(june.status).toBe(200);
    expect(await readJson(june)).toEqual({ month: '2026-06', count: 2 });
    expect(await readJson(await count('2026-05'))).toEqual({ month: '2026-05', count: 0 });
  });

  it('refuses a month that is not one, in Italian', async () => {
    for (const month of ['2026-13', '0000-01', '9999-12', 'giugno']) {
      const response = await count(month);
      expect(response.status, month).toBe(400);
      expect((await errorBody(response)).error.message).toBe(
        'Mese non valido: usa AAAA-MM (es. 2026-11)',
      );
    }
  });

  it('is for admins, as the export is', async () => {
    const employee = await t.addUser('employee');
    const response = await count('2026-06', await t.signIn(employee.email));
    expect(response.status).toBe(403);
    expect((await errorBody(response)).error.message).toBe(ACCESS_DENIED);
  });
});

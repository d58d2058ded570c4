import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoneyReportDto, PartsReportDto } from '../../../shared/reports/report-dto';
import { insertProduct } from '../../test/inventory-test-kit';
import { createStaffApp, readJson, type StaffApp, VALID_TICKET } from '../../test/staff-test-kit';

/**
 * The money and parts figures on rows written straight into their tables (issued invoices and
 * quotes have long write paths of their own, tested in their features): what the report adds up,
 * against last year, and what *Scaduto* means. Today: 10 November 2026.
 */
let t: StaffApp;
const RANGE = '?from=2026-10-01&to=2026-11-10';

async function invoice(kind: 'TD01' | 'TD04', day: string, taxable: number, status = 'emessa') {
  const at = `${day}T10:00:00.000Z`;
  await t.db
    .insertInto('invoices')
    .values({
      id: crypto.randomUUID(),
      kind,
      status: status as 'emessa',
      issue_date: status === 'emessa' ? day : null,
      sort_key: `${day}${crypto.randomUUID()}`,
      customer_kind: 'privato',
      customer_name: 'Bianchi Giulia',
      customer_country: 'IT',
      payment_method: 'MP08',
      taxable_cents: taxable,
      vat_cents: Math.round(taxable * 0.22),
      stamp_duty_cents: 0,
      total_cents: taxable + Math.round(taxable * 0.22),
      search_text: 'bianchi',
      created_at: at,
      updated_at: at,
    })
    .execute();
}

async function quote(status: string, expiry: string | null, total: number, created: string) {
  await t.db
    .insertInto('quotes')
    .values({
      id: crypto.randomUUID(),
      quote_number: `QT-${crypto.randomUUID().slice(0, 8)}`,
      customer_name: 'Giulia Bianchi',
      customer_email: null,
      customer_phone: null,
      status: status as 'Inviato',
      expiry_date: expiry,
      expiry_key: expiry ?? '9999-12-31',
      margin_tenths: 300,
      vat_hundredths: 2200,
      notes: null,
      ticket_id: null,
      user_id: t.staff.id,
      taxable_cents: total,
      vat_cents: 0,
      total_cents: total,
      margin_cents: 0,
      search_text: 'giulia bianchi',
      created_at: `${created}T09:00:00.000Z`,
      updated_at: `${created}T09:00:00.000Z`,
    })
    .execute();
}

beforeAll(async () => {
  t = await createStaffApp({ role: 'admin', now: '2026-11-10T10:00:00.000Z' });
  await invoice('TD01', '2026-10-05', 10_000);
  await invoice('TD01', '2026-10-20', 5_000);
  await invoice('TD04', '2026-10-21', 2_000);
  await invoice('TD01', '2026-10-22', 99_999, 'bozza');
  await invoice('TD01', '2025-10-15', 7_000);
  await quote('Accettato', null, 30_000, '2026-10-02');
  await quote('Rifiutato', null, 10_000, '2026-10-03');
  await quote('Inviato', '2026-11-01', 5_000, '2026-10-04'); // past its expiry: Scaduto
  await quote('Inviato', '2026-12-01', 8_000, '2026-10-05');
  await quote('Accettato', null, 1_000, '2026-09-01'); // before the range
  const ticket = await t.createTicket({ ...VALID_TICKET, device_type: 'iPhone 13' });
  const category = crypto.randomUUID();
  const now = new Date().toISOString();
  await t.db
    .insertInto('categories')
    .values({
      id: category,
      name: 'Display',
      name_key: 'display',
      description: null,
      pc_kind: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const product = await insertProduct(t, { sku: 'LCD-13', category_id: category, quantity: 4 });
  await t.db.updateTable('products').set({ cost_cents: 2_500 }).where('id', '=', product).execute();
  await t.db
    .insertInto('stock_movements')
    .values({
      id: crypto.randomUUID(),
      product_id: product,
      delta: -2,
      quantity_after: 4,
      reason: 'ticket',
      note: null,
      user_id: t.staff.id,
      ticket_id: ticket.id,
      created_at: '2026-10-15T10:00:00.000Z',
    })
    .execute();
});
afterAll(() => t.close());

const get = async <T>(path: string) => {
  const response = await t.request('GET', path, { cookie: t.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return readJson<T>(response);
};

describe('GET /api/reports/money', () => {
  it('sums issued invoices per month, credit notes taken away, beside last year', async () => {
    const r = await get<MoneyReportDto>(`/api/reports/money${RANGE}`);
    expect(r.revenue?.[0]).toMatchObject({
      month: '2026-10',
      taxable_cents: 13_000,
      vat_cents: 2_200 + 1_100 - 440,
      last_year_taxable_cents: 7_000,
      last_year_vat_cents: 1_540,
    });
  });

  it('counts quotes by the status they read as today, Scaduto included', async () => {
    const r = await get<MoneyReportDto>(`/api/reports/money${RANGE}`);
    expect(r.quotes).toEqual({
      sent: 4,
      accepted: 1,
      refused: 1,
      expired: 1,
      open: 1,
      acceptance_rate: 1 / 3,
      sent_value_cents: 53_000,
      accepted_value_cents: 30_000,
    });
  });
});

describe('GET /api/reports/parts', () => {
  it('lists the parts used on repairs with their cost and the stock value', async () => {
    const r = await get<PartsReportDto>(`/api/reports/parts${RANGE}`);
    expect(r.top_parts).toEqual([
      expect.objectContaining({
        sku: 'LCD-13',
        category: 'Display',
        quantity: 2,
        cost_cents: 5_000,
      }),
    ]);
    expect(r.top_categories).toEqual([{ category: 'Display', quantity: 2, cost_cents: 5_000 }]);
    expect(r.parts_cost_cents).toBe(5_000);
    expect(r.stock).toEqual({ quantity: 4, cost_cents: 10_000, price_cents: 4_000 });
    const none = await get<PartsReportDto>(`/api/reports/parts${RANGE}&device_type=Samsung`);
    expect(none.top_parts).toEqual([]);
    const csv = await t.request('GET', `/api/reports/parts.csv${RANGE}`, { cookie: t.cookie });
    expect(await csv.text()).toContain('LCD-13;Prodotto LCD-13;Display;2;50,00\r\n');
  });
});

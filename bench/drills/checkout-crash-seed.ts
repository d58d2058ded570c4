// What the checkout crash drill needs before each burst: drafts to issue, tickets to pay.
import type { BenchApp } from '../lib/bench-app';
import { type HttpTarget, send, throughput } from '../lib/http-bench';
import { benchCustomerRow } from '../seed/customer-row';

const SHOP = {
  company_name: 'Laboratorio Drill S.r.l.',
  vat_number: '00743110157',
  street: 'Via Roma 1',
  postal_code: '20121',
  city: 'Milano',
};

/** `count` drafts of 12,20 € for the customer. */
export async function seedDrafts(
  bench: BenchApp,
  customerId: string,
  round: number,
  count: number,
) {
  const now = new Date().toISOString();
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  // Two multi-row inserts in one transaction: the seeding is not what the drill measures.
  await bench.database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('invoices')
      .values(
        ids.map((id, i) => ({
          id,
          kind: 'TD01',
          status: 'bozza',
          sort_key: `Z${round}${String(i).padStart(6, '0')}`,
          customer_id: customerId,
          customer_kind: 'privato',
          customer_name: 'Rossi Mario',
          customer_country: 'IT',
          payment_method: 'MP01',
          taxable_cents: 1000,
          vat_cents: 220,
          stamp_duty_cents: 0,
          total_cents: 1220,
          search_text: 'rossi mario',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await trx
      .insertInto('invoice_lines')
      .values(
        ids.map((id) => ({
          id: crypto.randomUUID(),
          invoice_id: id,
          position: 1,
          description: 'Riparazione',
          quantity_hundredths: 100,
          unit_price_e8: 1000 * 1_000_000,
          price_includes_vat: 0,
          vat_rate_hundredths: 2200,
          natura: null,
          discount_hundredths: null,
          line_total_cents: 1000,
        })),
      )
      .execute();
  });
  return ids;
}

/** A customer with the fiscal data the XML needs. */
async function addCustomer(bench: BenchApp): Promise<string> {
  const row = benchCustomerRow({ first: 'Mario', surname: 'Rossi', taxCode: 'RSSMRA85T10A562S' });
  await bench.database.db.insertInto('customers').values(row).execute();
  return row.id;
}

/** The shop's fiscal data (required to issue) and the customer the drafts are for. */
export async function prepareShop(bench: BenchApp): Promise<string> {
  await bench.database.db.updateTable('invoicing_settings').set(SHOP).where('id', '=', 1).execute();
  return addCustomer(bench);
}

/** Tickets opened through the API by 8 clients, with a price of `priceCents` and nothing paid yet. */
export async function openPricedTickets(
  api: HttpTarget,
  round: number,
  count: number,
  priceCents: number,
): Promise<string[]> {
  const ids: string[] = [];
  await throughput(count, 8, async (i) => {
    const answer = await send(api, 'POST', '/api/tickets', {
      description: `Cambio batteria, giro ${round} n. ${i}`,
      customer_name: `Cliente ${round}-${i}`,
      customer_email: `cassa${round}-${i}@esempio.it`,
      device_type: 'Smartphone',
      price: euros(priceCents),
    });
    if (answer.status !== 201) throw new Error(`ticket: ${answer.status} ${answer.body}`);
    ids.push((JSON.parse(answer.body.toString()) as { id: string }).id);
  });
  return ids;
}

/** Cents as the counter types them: 1250 → '12,50'. */
export const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

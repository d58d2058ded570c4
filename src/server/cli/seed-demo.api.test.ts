import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CountedTable, countRows } from '../test/public-test-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { DEMO_LOGIN_EMAIL, seedDemo } from './seed-demo-run';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function run(): Promise<string> {
  const lines: string[] = [];
  await seedDemo(t.deps, 'http://localhost:3000', (line) => lines.push(line));
  return lines.join('\n');
}

const SEEDED: CountedTable[] = [
  'tickets',
  'users',
  'quotes',
  'products',
  'tasks',
  'work_logs',
  'customers',
  'invoices',
];
const counts = () => Promise.all(SEEDED.map((table) => countRows(t, table)));

describe('npm run seed:demo', () => {
  it('creates a demo login on an empty install and prints how to sign in with it', async () => {
    const output = await run();
    expect(output).toContain('Accedi su http://localhost:3000');
    const password = /password: (\S+)/.exec(output)?.[1] ?? '';
    expect(output).toContain(`email: ${DEMO_LOGIN_EMAIL}`);
    expect(password.length).toBeGreaterThanOrEqual(16);
    const cookie = await t.signIn(DEMO_LOGIN_EMAIL, password);
    expect(await (await t.request('GET', '/api/me', { cookie })).json()).toMatchObject({
      role: 'admin',
    });
    const invoices = await t.db.selectFrom('invoices').select(['status', 'ticket_id']).execute();
    expect(invoices.map((i) => i.status).sort()).toEqual(['bozza', 'emessa', 'emessa']);
    expect(invoices.some((i) => i.status === 'emessa' && i.ticket_id)).toBe(true);
  }, 60_000);

  it("prices the demo quotes' lines as a shop lists them, not from their cost", async () => {
    const lines = await t.deps.db
      .selectFrom('quote_items')
      .select(['description', 'unit_price_cents', 'unit_cost_cents'])
      .where('description', 'in', ['Vetro temperato', 'Manodopera sostituzione display'])
      .orderBy('description')
      .execute();
    expect(lines).toEqual([
      {
        description: 'Manodopera sostituzione display',
        unit_price_cents: 3500,
        unit_cost_cents: 0,
      },
      { description: 'Vetro temperato', unit_price_cents: 1290, unit_cost_cents: 210 },
    ]);
  });

  it('run again adds nothing and still says how to sign in', async () => {
    const before = await counts();
    expect(before[0]).toBeGreaterThan(0);
    // The customers of the demo documents: Sara Romano's two tickets are one customer.
    const sara = await t.db
      .selectFrom('tickets')
      .select('customer_id')
      .where('customer_name', '=', 'Sara Romano')
      .execute();
    expect(sara).toHaveLength(2);
    expect(sara[0]?.customer_id).toBeTruthy();
    expect(sara[1]?.customer_id).toBe(sara[0]?.customer_id);
    const output = await run();
    expect(await counts()).toEqual(before);
    expect(output).toContain('I dati dimostrativi ci sono già: nulla da aggiungere.');
    expect(output).toContain(`Accedi su http://localhost:3000 con ${DEMO_LOGIN_EMAIL}`);
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerListItemDto } from '../../../shared/customers/customer-dto';
import { createStaffApp, type StaffApp } from '../../test/staff-test-kit';
import { customerColumns } from './customer-columns';
import { customersKit } from './customers-test-kit';

/**
 * A common surname in name order: more matches than the kit sorts (2,000), all together under R.
 * The list then sorts every match the trigram index names (SQLite 'fts-all', PostgreSQL a sort of
 * the index's matches) and must page exactly as a plain sort would.
 */
let t: StaffApp;
let kit: ReturnType<typeof customersKit>;
type Page = { items: CustomerListItemDto[]; next_cursor: string | null };
const expected: string[] = [];

beforeAll(async () => {
  t = await createStaffApp({ now: '2026-11-01T09:00:00Z', role: 'employee' });
  kit = customersKit(t, () => t.cookie);
  const rows = [];
  for (let i = 0; i < 2300; i++) {
    const last = i % 10 === 0 ? 'Bianchi' : `Rossi${i % 7 === 0 ? 'ni' : ''}`;
    const first = `Nome${String(i).padStart(4, '0')}`;
    const at = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    rows.push({
      id: crypto.randomUUID(),
      ...customerColumns({
        kind: 'privato',
        first_name: first,
        last_name: last,
        company_name: null,
        tax_code: null,
        vat_number: null,
        email: null,
        pec: null,
        sdi_code: null,
        intent_protocol: null,
        intent_date: null,
        phone: null,
        phone2: null,
        street: null,
        postal_code: null,
        city: null,
        province: null,
        country: 'IT',
        notes: null,
      }),
      last_activity_at: at,
      created_at: at,
      updated_at: at,
    });
    if (last !== 'Bianchi') expected.push(`${last} ${first}`);
  }
  for (let i = 0; i < rows.length; i += 400)
    await t.db
      .insertInto('customers')
      .values(rows.slice(i, i + 400))
      .execute();
  expected.sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
});
afterAll(() => t.close());

describe('GET /api/customers?q=<a common surname>&sort=name', () => {
  it('pages through every match in name order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await kit.get<Page>(
        `/api/customers?q=rossi&sort=name&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.items.map((c) => c.display_name));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(2070);
    expect(seen).toEqual(expected);
  });

  it('pages the same way when a short word must be read from each row ("rossi ni")', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await kit.get<Page>(
        `/api/customers?q=rossi%20ni&sort=name&limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.items.map((c) => c.display_name));
      cursor = page.next_cursor;
    } while (cursor);
    const rossini = expected.filter((name) => name.startsWith('Rossini '));
    expect(rossini.length).toBeGreaterThan(50);
    expect(seen).toEqual(rossini);
  });

  it('answers the same first page in descending order as the reverse', async () => {
    const page = await kit.get<Page>('/api/customers?q=rossi&sort=name&order=desc&limit=3');
    expect(page.items.map((c) => c.display_name)).toEqual(expected.slice(-3).reverse());
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchWords } from '../../search/text-search';
import { createStaffApp, readJson, type StaffApp } from '../../test/staff-test-kit';
import { insertTicket } from '../../test/ticket-rows';
import { ticketSearch } from './ticket-search';

/**
 * A search's newest page is read from the index backwards on SQLite, stopping early.
 * Whatever the path, a page must be exactly what a plain scan of every ticket gives — including
 * tickets whose creation order (seq) disagrees with their created_at, as after an import.
 */
let t: StaffApp;
const FIRST = ['Mario', 'Maria', 'Luca', 'Giulia'];
const LAST = ['Rossi', 'Rossini', 'Bianchi', 'Neri'];
const stored: { id: string; created_at: string; status: string; search_text: string }[] = [];

beforeAll(async () => {
  t = await createStaffApp();
  for (let i = 0; i < 240; i += 1) {
    // Mostly in order; every seventh ticket was written early with a later date (an import).
    const minutes = i % 7 === 0 ? i * 10 + 900 : i * 10;
    const fields = {
      ticket_number: `FM-2026-01-${String(i + 1).padStart(4, '0')}`,
      customer_name: `${FIRST[i % 4]} ${LAST[Math.floor(i / 4) % 4]}`,
      customer_email: `cliente${i}@esempio.it`,
      customer_phone: `+39333${String(i).padStart(7, '0')}`,
      device_type: i % 2 ? 'iPhone 12' : 'Galaxy S21',
      // One ticket names another's number: a number search finds both (it is a substring search).
      description: i === 200 ? 'Schermo rotto, come FM-2026-01-0012' : 'Schermo rotto',
    };
    const row = {
      ...fields,
      created_at: new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString(),
      status: i % 3 === 0 ? ('Chiuso' as const) : ('In lavorazione' as const),
      search_text: ticketSearch.textOf(fields),
    };
    const { id } = await insertTicket(t.db, row);
    stored.push({ id, ...row });
  }
});
afterAll(() => t.close());

type Scope = { closed: boolean } | { status: string };

/** The plain scan: every word a substring, closed hidden unless asked, newest first. */
function scan(q: string, limit: number, scope: Scope): string[] {
  const words = searchWords(q);
  return stored
    .filter((r) =>
      'status' in scope ? r.status === scope.status : scope.closed || r.status !== 'Chiuso',
    )
    .filter((r) => words.every((w) => r.search_text.includes(w)))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
    .slice(0, limit)
    .map((r) => r.id);
}

describe('GET /api/tickets: a search page equals a plain scan', () => {
  it.each([
    'mario rossi',
    'rossi',
    'maria rossini',
    'giulia neri iphone',
    'luca 3330000',
    'ma ro',
    'mario rossi galaxy fm-2026-01-01',
    'FM-2026-01-0012',
    '2026-01-0012',
    'fm-2026-01-0012 galaxy',
    'nessuno',
  ])('%s', async (q) => {
    const scopes: Scope[] = [{ closed: false }, { closed: true }, { status: 'Chiuso' }];
    for (const limit of [5, 50]) {
      for (const scope of scopes) {
        const filter = 'status' in scope ? scope : { closed: String(scope.closed) };
        const query = new URLSearchParams({ q, limit: String(limit), ...filter });
        const response = await t.request('GET', `/api/tickets?${query}`, { cookie: t.cookie });
        expect(response.status).toBe(200);
        const page = await readJson<{ items: { id: string }[] }>(response);
        expect(
          page.items.map((i) => i.id),
          `${q} ${query}`,
        ).toEqual(scan(q, limit, scope));
      }
    }
  });
});

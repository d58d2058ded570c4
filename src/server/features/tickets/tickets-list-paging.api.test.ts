import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson, type StaffApp } from '../../test/staff-test-kit';
import { createListApp, type ListPage, listTickets, names } from './tickets-test-kit';

let t: StaffApp;

beforeAll(async () => {
  t = await createListApp();
});
afterAll(() => t.close());

const list = (query = '') => listTickets(t, query);

describe('GET /api/tickets: keyset paging', () => {
  async function walk(query: string): Promise<string[]> {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 20; pages += 1) {
      const page: ListPage = await list(`${query}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((i) => i.customer_name));
      cursor = page.next_cursor;
      if (!cursor) return seen;
    }
    throw new Error('too many pages');
  }

  it('walks every sort and order page by page, matching the one-page result', async () => {
    for (const query of [
      '?closed=true',
      '?closed=true&order=asc',
      '?closed=true&sort=priority',
      '?closed=true&sort=priority&order=asc',
      '?q=rossi',
    ]) {
      expect(await walk(query), query).toEqual(names(await list(query)));
    }
  });

  it('says there is no next page when the last page is exactly full', async () => {
    const page = await list('?status=Chiuso&limit=2');
    expect(page.items).toHaveLength(2);
    expect(page.next_cursor).toBeNull();
  });

  it('refuses a forged cursor, a cursor of another sort, and bad parameters with 400', async () => {
    const first = await list('?limit=2');
    const forged = Buffer.from('{"s":"created_at","o":"desc","c":"x","i":"y"}').toString(
      'base64url',
    );
    for (const query of [
      '?cursor=%%%',
      '?cursor=bm9uLWpzb24',
      `?cursor=${forged}`,
      `?sort=priority&cursor=${first.next_cursor}`,
      `?order=asc&cursor=${first.next_cursor}`,
      '?limit=0',
      '?limit=101',
      '?limit=tanti',
      '?status=Finito',
      '?priority=urgent',
      '?sort=name',
      '?order=up',
      '?closed=yes',
      `?q=${'x'.repeat(101)}`,
    ]) {
      const response = await t.request('GET', `/api/tickets${query}`, { cookie: t.cookie });
      expect(response.status, query).toBe(400);
      const body = await readJson<{ error: { message: string } }>(response);
      expect(body.error.message, query).toMatch(/[a-z]/);
    }
  });

  it('treats empty parameters as absent', async () => {
    expect(names(await list('?q=&status=&priority=&cursor='))).toEqual(names(await list()));
  });
});

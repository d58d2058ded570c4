import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteListItemDto } from '../../../shared/quotes/quotes';
import { createStaffApp, readJson, type StaffApp } from '../../test/staff-test-kit';
import { createQuote } from './quotes-test-kit';

/** The quotes list: search, status filter (with expiry), a sort that sorts, keyset paging. */
let t: StaffApp;
type Page = { items: QuoteListItemDto[]; next_cursor: string | null };

const list = async (query = '') =>
  readJson<Page>(await t.request('GET', `/api/quotes?${query}`, { cookie: t.cookie }));
const names = (page: Page) => page.items.map((q) => q.customer_name);

beforeAll(async () => {
  // 31 October 2026, 23:30 in Rome (a date in the past: sessions live in real time): the last half hour of the day.
  t = await createStaffApp({ role: 'employee', now: '2026-10-31T22:30:00Z' });
  const line = (cost: number) => [{ description: 'Riparazione', quantity: 1, unit_cost: cost }];
  await createQuote(t, {
    customer_name: 'Mario Rossi',
    customer_email: 'mario@rossi.it',
    items: line(100),
    expiry_date: '2026-10-31',
  });
  t.setNow('2026-10-31T22:31:00Z');
  await createQuote(t, {
    customer_name: 'Élise Bianchi',
    items: line(10),
    expiry_date: '2026-10-30',
    status: 'Inviato',
  });
  t.setNow('2026-10-31T22:32:00Z');
  await createQuote(t, {
    customer_name: 'Paolo Verdi',
    items: line(50),
    status: 'Accettato',
    expiry_date: '2026-10-01',
  });
  t.setNow('2026-10-31T22:33:00Z');
  await createQuote(t, { customer_name: 'Giulia Neri', items: line(30) });
});
afterAll(() => t.close());

describe('quotes list', () => {
  it('lists newest first, with the expiry read in Europe/Rome', async () => {
    const page = await list();
    expect(names(page)).toEqual(['Giulia Neri', 'Paolo Verdi', 'Élise Bianchi', 'Mario Rossi']);
    // Yesterday's expiry has passed for a sent quote; an accepted one stays accepted.
    expect(page.items.map((q) => q.status)).toEqual(['Bozza', 'Accettato', 'Scaduto', 'Bozza']);
  });

  it('turns a quote into Scaduto at midnight in Rome, in the list and its filter', async () => {
    expect(names(await list('status=Scaduto'))).toEqual(['Élise Bianchi']);
    t.setNow('2026-10-31T23:00:00Z'); // 1 November, 00:00 in Rome
    expect(names(await list('status=Scaduto'))).toEqual(['Élise Bianchi', 'Mario Rossi']);
    expect(names(await list('status=Bozza'))).toEqual(['Giulia Neri']);
    t.setNow('2026-10-31T22:40:00Z');
  });

  it('searches number, customer (accents aside) and e-mail', async () => {
    expect(names(await list('q=elise'))).toEqual(['Élise Bianchi']);
    expect(names(await list('q=rossi.it'))).toEqual(['Mario Rossi']);
    const [first] = (await list('q=giulia')).items;
    expect(names(await list(`q=${first?.quote_number}`))).toEqual(['Giulia Neri']);
  });

  it('sorts by amount and by expiry (none last), across pages', async () => {
    const byAmount = await list('sort=total_amount&order=desc&limit=2');
    expect(names(byAmount)).toEqual(['Mario Rossi', 'Paolo Verdi']);
    const rest = await list(`sort=total_amount&order=desc&limit=2&cursor=${byAmount.next_cursor}`);
    expect(names(rest)).toEqual(['Giulia Neri', 'Élise Bianchi']);
    expect(rest.next_cursor).toBeNull();
    expect(names(await list('sort=expiry_date&order=asc'))).toEqual([
      'Paolo Verdi',
      'Élise Bianchi',
      'Mario Rossi',
      'Giulia Neri',
    ]);
  });

  it('refuses an unknown status, sort or cursor with 400', async () => {
    for (const query of ['status=Perso', 'sort=name', 'cursor=abc'])
      expect((await t.request('GET', `/api/quotes?${query}`, { cookie: t.cookie })).status).toBe(
        400,
      );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchWords } from '../../search/text-search';
import type { StaffApp } from '../../test/staff-test-kit';
import { ticketSearch } from './ticket-search';
import { listTicketRows } from './tickets.queries';
import { createListApp, listTickets, names } from './tickets-test-kit';

let t: StaffApp;

beforeAll(async () => {
  t = await createListApp();
});
afterAll(() => t.close());

const search = async (q: string, extra = '&closed=true') =>
  names(await listTickets(t, `?q=${encodeURIComponent(q)}${extra}`));

describe('GET /api/tickets: search', () => {
  it('matches name, e-mail, phone, device, description and number, ignoring case and accents', async () => {
    expect(await search('ROSSI')).toEqual(['Marco Rossini', 'Luca Rossi', 'Mario Rossi']);
    expect(await search('nicolo')).toEqual(['Nicolò Bruno']);
    expect(await search('NICOLÒ')).toEqual(['Nicolò Bruno']);
    expect(await search('elena@example')).toEqual(['Elena Costa']);
    expect(await search('1004')).toEqual(['Sara Neri']);
    expect(await search('+39347')).toHaveLength(8);
    expect(await search('thinkpad')).toEqual(['Nicolò Bruno']);
    expect(await search('guasto numero 6:')).toEqual(['Elena Costa']);
    expect(await search('FM-2026-05-0002')).toEqual(['Anna Verdi']);
  });

  it('treats NUL and other control characters as spaces, never as a server error', async () => {
    for (const q of [
      'rossi\u0000',
      'ros\u0000si',
      '\u0000',
      'rossi\u0007\u001b[31m',
      'ro\u0000 12',
    ]) {
      const response = await t.request('GET', `/api/tickets?q=${encodeURIComponent(q)}`, {
        cookie: t.cookie,
      });
      expect(response.status, JSON.stringify(q)).toBe(200);
    }
    expect(await search('rossi\u0000')).toEqual(['Marco Rossini', 'Luca Rossi', 'Mario Rossi']);
  });

  it('needs every word to match, short words included, and respects the other filters', async () => {
    expect(await search('rossi ipad')).toEqual(['Luca Rossi']);
    expect(await search('ro 12')).toEqual(['Mario Rossi']);
    expect(await search('rossi', '&priority=high')).toEqual(['Marco Rossini', 'Luca Rossi']);
    expect(await search('gallo', '')).toEqual([]);
  });

  it('finds the same rows through the trigram index as through LIKE', async () => {
    for (const q of ['rossi', 'ro 12', 'nicolo', '+39347', 'numero 6:', 'fm-2026-05-0002', 'zzz']) {
      const words = searchWords(q);
      const base = { closed: true, sort: 'created_at', order: 'desc', limit: 50, words } as const;
      const strategy = await ticketSearch.chooseStrategy(t.db, t.deps.dialect, words);
      if (t.deps.dialect === 'sqlite' && words.some((w) => w.length >= 3)) {
        expect(strategy.kind, q).toBe('fts');
      }
      const indexed = await listTicketRows(t.db, { ...base, searchStrategy: strategy });
      const scanned = await listTicketRows(t.db, { ...base, searchStrategy: { kind: 'like' } });
      expect(
        indexed.map((r) => r.id),
        q,
      ).toEqual(scanned.map((r) => r.id));
    }
  });

  it('takes LIKE and FTS syntax literally', async () => {
    expect(await search('100%')).toHaveLength(8);
    expect(await search('batteria_ok')).toHaveLength(8);
    expect(await search('100%x')).toEqual([]);
    expect(await search('"rossi" OR *')).toEqual([]);
    expect(await search('a_b')).toEqual([]);
  });
});

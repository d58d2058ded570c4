import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';

/**
 * Search is a case- and accent-insensitive substring match of every word of the query against
 * one column, search_text, that holds the searchable fields already folded the same way.
 * JavaScript does the folding on both sides, so "PERCHÈ" finds "perche" on SQLite too, whose
 * lower() only knows ASCII. The index that serves it differs per engine (docs/decisions/008).
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replaceAll(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll(/\s+/g, ' ')
    .trim();
}

/** What the list search looks at (SPEC "Ticket list", issue 3): number, customer, device, text. */
export function searchTextOf(ticket: {
  ticket_number: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  device_type: string;
  description: string;
}): string {
  return foldForSearch(
    [
      ticket.ticket_number,
      ticket.customer_name,
      ticket.customer_email,
      ticket.customer_phone ?? '',
      ticket.device_type,
      ticket.description,
    ].join(' '),
  );
}

const MAX_WORDS = 8;
/** The trigram index can only look up words of 3 characters or more. */
const TRIGRAM = 3;

export function searchWords(query: string): string[] {
  return [...new Set(foldForSearch(query).split(' ').filter(Boolean))].slice(0, MAX_WORDS);
}

const likePattern = (word: string) => `%${word.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;
const containsWord = (word: string) =>
  sql<SqlBool>`t.search_text like ${likePattern(word)} escape '\\'`;
const ftsMatch = (words: string[]) =>
  words.map((w) => `"${w.replaceAll('"', '""')}"`).join(' AND ');

/**
 * How a search runs; both ways are exact and equivalent (a trigram phrase match is a substring
 * match):
 * - 'fts' (SQLite): the FTS5 trigram table names the matching rows (their seq), which are then
 *   fetched and sorted. Best when few rows match: a rare name, a ticket number, a phone fragment.
 * - 'like': walk the sort index and test each row with LIKE, stopping at a full page. Best when
 *   many rows match (a common surname). PostgreSQL's planner makes this choice itself with the
 *   pg_trgm index, so there it is always 'like'.
 */
export type SearchStrategy = { kind: 'fts'; seqs: number[] } | { kind: 'like' };

/** Above this many matches, sorting them all costs more than walking the index to a page. */
const FTS_MAX_MATCHES = 2000;

/** The trigram index's answer for the searchable words: at most FTS_MAX_MATCHES + 1 rows. */
export function trigramLookup(words: string[]): RawBuilder<{ rowid: number }> | null {
  const indexed = words.filter((w) => w.length >= TRIGRAM);
  if (indexed.length === 0) return null;
  return sql<{ rowid: number }>`select rowid from tickets_fts
    where tickets_fts match ${ftsMatch(indexed)} limit ${FTS_MAX_MATCHES + 1}`;
}

/** Asks the trigram index once; its answer (the matching rows, if few) feeds the list query. */
export async function chooseSearchStrategy(
  db: Kysely<DB>,
  dialect: DialectName,
  words: string[],
): Promise<SearchStrategy> {
  const lookup = dialect === 'sqlite' ? trigramLookup(words) : null;
  if (!lookup) return { kind: 'like' };
  const { rows } = await lookup.execute(db);
  if (rows.length > FTS_MAX_MATCHES) return { kind: 'like' };
  return { kind: 'fts', seqs: rows.map((r) => Number(r.rowid)) };
}

/** The WHERE condition for a search, on tickets aliased `t`; short words are always a LIKE. */
export function searchCondition(strategy: SearchStrategy, words: string[]): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  const indexed = strategy.kind === 'fts' ? words.filter((w) => w.length >= TRIGRAM) : [];
  if (strategy.kind === 'fts') {
    // One JSON parameter rather than up to 2000: the statement text stays the same.
    conditions.push(
      sql<SqlBool>`t.seq in (select value from json_each(${JSON.stringify(strategy.seqs)}))`,
    );
  }
  for (const word of words) if (!indexed.includes(word)) conditions.push(containsWord(word));
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

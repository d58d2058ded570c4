import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../db/database';

/**
 * Search is a case- and accent-insensitive substring match of every word of the query against
 * one column, `search_text`, that holds a row's searchable fields already folded the same way.
 * JavaScript does the folding on both sides, so "PERCHÈ" finds "perche" on SQLite too, whose
 * lower() only knows ASCII. The index that serves it differs per engine (docs/decisions/008;
 * created by `db/search-index.ts`). A table opts in with `defineTextSearch`.
 */
export function foldForSearch(text: string): string {
  return withoutControlChars(text)
    .normalize('NFD')
    .replaceAll(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll(/\s+/g, ' ')
    .trim();
}

/**
 * NUL and other control characters become spaces: nobody types them into a search box, and a NUL
 * inside an FTS5 query string broke SQLite's parser (`?q=abc%00` answered 500).
 */
export function withoutControlChars(text: string): string {
  return text.replaceAll(/\p{Cc}/gu, ' ');
}

const MAX_WORDS = 8;
/** The trigram index can only look up words of 3 characters or more. */
const TRIGRAM = 3;
/** Above this many matches, sorting them all costs more than walking the sort index to a page. */
const FTS_MAX_MATCHES = 2000;

/** Whether the trigram index can look up any of these words (one of 3 characters or more). */
export function trigramIndexable(words: string[]): boolean {
  return words.some((word) => word.length >= TRIGRAM);
}

/** Whether the trigram index alone tests every one of these words: no row is read to test one. */
export function trigramIndexableAll(words: string[]): boolean {
  return words.every((word) => word.length >= TRIGRAM);
}

/** The distinct folded words of what a person typed (at most eight). */
export function searchWords(query: string): string[] {
  return [...new Set(foldForSearch(query).split(' ').filter(Boolean))].slice(0, MAX_WORDS);
}

/** `%word%` for LIKE … ESCAPE '\': what a person typed is letters, never wildcards. */
export const likePattern = (word: string) => `%${word.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A document number (FM-2024-11-20682, QT-…, PC-…) or its date-and-sequence tail, folded. */
const DOCUMENT_NUMBER = /^(?:[a-z]{2}-)?\d{4}-\d{2}-(\d{4,})$/;

/**
 * PostgreSQL: the part of a word its trigram index should look up, when that is not the whole
 * word. pg_trgm reads the posting list of every trigram of a LIKE pattern, and most trigrams of a
 * document number (fm-, -20, 202, 024, 4-1…) are in every row of its table: at a million tickets
 * that lookup read the whole index (49.5 ms p50). Its sequence is as selective and skips them; the
 * whole word is then tested on the few rows found. null: the word is looked up whole.
 */
export function trigramCore(word: string): string | null {
  return DOCUMENT_NUMBER.exec(word)?.[1] ?? null;
}

/**
 * How a search runs; every way is exact and equivalent (a trigram phrase match is a substring
 * match):
 * - 'fts' (SQLite): the FTS5 trigram table names the matching rows (their seq), which are then
 *   fetched and sorted. Best when few rows match: a rare name, a number, a phone fragment.
 * - 'like': walk the sort index and test each row with LIKE, stopping at a full page. Best when
 *   many rows match (a common surname).
 * - 'trigram' (PostgreSQL): LIKE, and the planner chooses between the pg_trgm index and a walk
 *   itself; a document number is looked up by its sequence (trigramCore).
 */
export type SearchStrategy =
  | { kind: 'fts'; seqs: number[] }
  | { kind: 'like' }
  | { kind: 'trigram' }
  /** The rows already known to hold every word (an ordered walk found them): only these. */
  | { kind: 'ids'; ids: string[] }
  /**
   * SQLite: the trigram index names every matching row inside the list query, however many, and
   * they are sorted there. For an order the matches cluster in (a name order: "rossi" is 8 % of
   * a register, all under R), where the 'like' walk would read most of the table first.
   */
  | { kind: 'fts-all' };

export interface TextSearch<Row> {
  /** The folded text to store in `search_text` when a row is written. */
  textOf(row: Row): string;
  /** Asks the trigram index once; its answer (the matching rows, if few) feeds the list query. */
  chooseStrategy<DB>(
    db: Kysely<DB>,
    dialect: DialectName,
    words: string[],
  ): Promise<SearchStrategy>;
  /** The WHERE condition of a search on the table under its alias; short words are a LIKE. */
  condition(strategy: SearchStrategy, words: string[]): Expression<SqlBool>;
  /**
   * SQLite: up to `count` matching rows' seq, highest first, below `belowSeq` when given. FTS5
   * reads its index backwards and stops there, however many rows each word alone matches.
   * null where the trigram index cannot answer (PostgreSQL, or no word of 3 characters).
   */
  newestMatches<DB>(
    db: Kysely<DB>,
    dialect: DialectName,
    words: string[],
    belowSeq: number | null,
    count: number,
  ): Promise<number[] | null>;
  /**
   * What a list query needs for the search box's text: nothing when it has no words.
   * `sortAll`: the list is in an order the matches cluster in (a name), so it sorts every match
   * rather than walking that order; when the trigram index can name them (`sorted`), it does so
   * inside the list query ('fts-all' on SQLite, pg_trgm's bitmap on PostgreSQL), not once before.
   */
  forQuery<DB>(
    db: Kysely<DB>,
    dialect: DialectName,
    q: string | undefined,
    options?: { sortAll?: boolean },
  ): Promise<{ words: string[]; strategy: SearchStrategy; sorted: boolean } | undefined>;
}

/**
 * A table's search, declared once: which fields feed `search_text`, and the table and alias its
 * list query uses. The table has `search_text` and, on SQLite, `seq` (its rowid) and the FTS5
 * table of `createSearchIndex`.
 */
export function defineTextSearch<Row>(declaration: {
  table: string;
  /** The alias of the table in the list query (`select … from tickets as t`). */
  alias: string;
  fields: (row: Row) => readonly (string | null | undefined)[];
}): TextSearch<Row> {
  const column = sql.ref(`${declaration.alias}.search_text`);
  const seq = sql.ref(`${declaration.alias}.seq`);
  const id = sql.ref(`${declaration.alias}.id`);
  const fts = sql.table(`${declaration.table}_fts`);
  const contains = (word: string) => sql<SqlBool>`${column} like ${likePattern(word)} escape '\\'`;

  /** The FTS5 query of the words it can look up (all of them, as phrases), or null. */
  function trigramMatch(words: string[]): string | null {
    const indexed = words.filter((w) => w.length >= TRIGRAM);
    if (indexed.length === 0) return null;
    return indexed.map((w) => `"${w.replaceAll('"', '""')}"`).join(' AND ');
  }

  function trigramLookup(words: string[]): RawBuilder<{ rowid: number }> | null {
    const match = trigramMatch(words);
    if (match === null) return null;
    return sql<{ rowid: number }>`select rowid from ${fts}
      where ${fts} match ${match} limit ${FTS_MAX_MATCHES + 1}`;
  }

  return {
    textOf: (row) =>
      foldForSearch(
        declaration
          .fields(row)
          .map((f) => f ?? '')
          .join(' '),
      ),

    async chooseStrategy(db, dialect, words) {
      if (dialect === 'postgres') return { kind: 'trigram' };
      const lookup = trigramLookup(words);
      if (!lookup) return { kind: 'like' };
      const { rows } = await lookup.execute(db);
      if (rows.length > FTS_MAX_MATCHES) return { kind: 'like' };
      return { kind: 'fts', seqs: rows.map((r) => Number(r.rowid)) };
    },

    async newestMatches(db, dialect, words, belowSeq, count) {
      const match = dialect === 'sqlite' ? trigramMatch(words) : null;
      if (match === null) return null;
      const below = belowSeq === null ? sql`` : sql`and rowid < ${belowSeq}`;
      const { rows } = await sql<{ rowid: number }>`select rowid from ${fts}
        where ${fts} match ${match} ${below} order by rowid desc limit ${count}`.execute(db);
      return rows.map((r) => Number(r.rowid));
    },

    async forQuery(db, dialect, q, options) {
      const words = searchWords(q ?? '');
      if (words.length === 0) return undefined;
      if (options?.sortAll && trigramIndexable(words)) {
        const strategy: SearchStrategy = { kind: dialect === 'sqlite' ? 'fts-all' : 'trigram' };
        return { words, strategy, sorted: true };
      }
      return { words, strategy: await this.chooseStrategy(db, dialect, words), sorted: false };
    },

    condition(strategy, words) {
      if (strategy.kind === 'ids') {
        if (strategy.ids.length === 0) return sql<SqlBool>`1 = 0`;
        return sql<SqlBool>`${id} in (${sql.join(strategy.ids)})`;
      }
      const conditions: Expression<SqlBool>[] = [];
      const byIndex = strategy.kind === 'fts' || strategy.kind === 'fts-all';
      const indexed = byIndex ? words.filter((w) => w.length >= TRIGRAM) : [];
      const match = strategy.kind === 'fts-all' ? trigramMatch(words) : null;
      if (match !== null) {
        conditions.push(
          sql<SqlBool>`${seq} in (select rowid from ${fts} where ${fts} match ${match})`,
        );
      }
      if (strategy.kind === 'fts') {
        // One JSON parameter rather than up to 2000: the statement text stays the same.
        conditions.push(
          sql<SqlBool>`${seq} in (select value from json_each(${JSON.stringify(strategy.seqs)}))`,
        );
      }
      for (const word of words) {
        if (indexed.includes(word)) continue;
        const core = strategy.kind === 'trigram' ? trigramCore(word) : null;
        // strpos is the same substring test as LIKE, which the index cannot serve: only the
        // core's LIKE goes to pg_trgm.
        conditions.push(
          core
            ? sql<SqlBool>`(${contains(core)} and strpos(${column}, ${word}) > 0)`
            : contains(word),
        );
      }
      return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
    },
  };
}

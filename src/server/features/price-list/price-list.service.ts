import type { Kysely } from 'kysely';
import { z } from 'zod';
import { centsToEuro, euroToCents } from '../../../shared/money';
import {
  PRICE_LIST_MESSAGES as M,
  type PriceListEntryDto,
  type PriceListInput,
} from '../../../shared/price-list/price-list';
import { isUniqueViolation } from '../../db/db-errors';
import type { DB } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { decodeCursor, toPage } from '../../http/paging';
import { foldForSearch, searchWords } from '../../search/text-search';
import { readFlag } from '../../settings/settings-store';
import { type PartRow, presentEntry, productIdsOf } from './price-list.presenter';
import {
  deleteEntryRow,
  insertEntries,
  type PriceListRow,
  selectEntries,
  selectEntry,
  selectParts,
  updateEntryRow,
} from './price-list.queries';
import { entryKey, entrySearchText, isSameModel } from './price-list-keys';

type Deps = { db: Kysely<DB>; clock: () => Date };
const cursorKey = z.tuple([z.string(), z.string()]);

/** The rows with their warehouse parts: one more query for any number of rows. */
export async function presentEntries(db: Kysely<DB>, rows: PriceListRow[]) {
  const ids = [...new Set(rows.flatMap(productIdsOf))];
  const parts = new Map<string, PartRow>((await selectParts(db, ids)).map((p) => [p.id, p]));
  return rows.map((row) => presentEntry(row, parts));
}

export async function listPriceList(
  deps: Deps,
  query: { q?: string; limit: number; cursor?: string },
) {
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined;
  const rows = await selectEntries(deps.db, {
    words: searchWords(query.q ?? ''),
    limit: query.limit,
    after,
  });
  const page = toPage(rows, query.limit, (last) => [last.entry_key, last.id]);
  return { items: await presentEntries(deps.db, page.rows), next_cursor: page.next_cursor };
}

export async function getPriceListEntry(deps: Pick<Deps, 'db'>, id: string) {
  const row = await selectEntry(deps.db, id);
  if (!row) throw notFound(M.notFound);
  const [entry] = await presentEntries(deps.db, [row]);
  return entry as PriceListEntryDto;
}

async function assertParts(db: Kysely<DB>, ids: string[]) {
  const unique = [...new Set(ids)];
  if ((await selectParts(db, unique)).length !== unique.length) throw badRequest(M.partUnknown);
  return unique;
}

/** The columns of an entry as typed (the key and search text follow brand, model and repair). */
export function entryColumns(input: PriceListInput, productIds: string[]) {
  return {
    brand: input.brand,
    model: input.model,
    repair: input.repair,
    price_cents: euroToCents(input.price),
    product_ids: JSON.stringify(productIds),
    minutes: input.minutes ?? null,
    warranty_months: input.warranty_months ?? null,
    entry_key: entryKey(input),
    search_text: entrySearchText(input),
  };
}

/** The same brand, model and repair twice is refused (409), by the database's unique key. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.duplicate);
    throw error;
  }
}

export async function createPriceListEntry(deps: Deps, input: PriceListInput) {
  const id = crypto.randomUUID();
  const at = deps.clock().toISOString();
  const columns = entryColumns(input, await assertParts(deps.db, input.product_ids));
  await uniquely(() =>
    insertEntries(deps.db, [{ id, ...columns, created_at: at, updated_at: at }]),
  );
  return getPriceListEntry(deps, id);
}

export async function updatePriceListEntry(deps: Deps, id: string, input: PriceListInput) {
  const columns = entryColumns(input, await assertParts(deps.db, input.product_ids));
  const updated = await uniquely(() =>
    updateEntryRow(deps.db, id, { ...columns, updated_at: deps.clock().toISOString() }),
  );
  if (Number(updated.numUpdatedRows) === 0) throw notFound(M.notFound);
  return getPriceListEntry(deps, id);
}

export async function deletePriceListEntry(deps: Pick<Deps, 'db'>, id: string) {
  const deleted = await deleteEntryRow(deps.db, id);
  if (Number(deleted.numDeletedRows) === 0) throw notFound(M.notFound);
}

const SUGGESTIONS = 20;

/**
 * The entries for a device as the ticket names it: every word of it in the entry, the exact
 * model first ("iPhone 13" before "iPhone 13 Pro"); with `repair`, only the repairs holding its
 * words. Nothing for an empty model.
 */
export async function suggestPrices(deps: Pick<Deps, 'db'>, model: string, repair = '') {
  const words = searchWords(model);
  if (words.length === 0) return { items: [] };
  const repairWords = searchWords(repair);
  const rows = (await selectEntries(deps.db, { words, limit: 200 })).filter((row) => {
    const folded = foldForSearch(row.repair);
    return repairWords.every((w) => folded.includes(w));
  });
  const exact = rows.filter((row) => isSameModel(row, model));
  const ranked = [...exact, ...rows.filter((row) => !exact.includes(row))];
  return { items: await presentEntries(deps.db, ranked.slice(0, SUGGESTIONS)) };
}

/** The public intake's "da X €": nothing unless the shop turned it on (public_price_list). */
export async function publicPriceFrom(deps: Pick<Deps, 'db'>, model: string) {
  if (!(await readFlag(deps.db, 'public_price_list'))) return { from: null };
  const cents = await lowestPriceCents(deps.db, model);
  return { from: cents === null ? null : centsToEuro(cents) };
}

/** The lowest price in cents the list has for exactly this model. */
async function lowestPriceCents(db: Kysely<DB>, model: string): Promise<number | null> {
  const words = searchWords(model);
  if (words.length === 0) return null;
  const prices = (await selectEntries(db, { words, limit: 200 }))
    .filter((row) => isSameModel(row, model))
    .map((row) => Number(row.price_cents));
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** A ticket names an entry that exists (400 otherwise, as a wrong field). */
export async function assertPriceListEntry(db: Kysely<DB>, id: string | null | undefined) {
  if (id && !(await selectEntry(db, id))) throw badRequest(M.notFound);
}

import type { Kysely } from 'kysely';
import { emailKey } from '../../shared/customers/customer-keys';
import { phoneKey } from '../phone/phone-key';
import { columnsOf, complete, type Draft, newDraft, union } from './customer-backfill-drafts';
import { setTrigramIndexesAside } from './customer-backfill-indexes';
import {
  createKeyTable,
  DOCUMENT_TABLES,
  type DocumentRow,
  type DocumentTable,
  dateFromOldestDocument,
  dropKeyTable,
  insertCustomers,
  insertKeys,
  linkDocuments,
  mergeCustomer,
  nextDocuments,
  refreshStatistics,
  selectCustomers,
  selectKeys,
  touchCustomer,
  updateCustomers,
} from './customer-backfill-sql';
import { toIso } from './normalize';

/**
 * Customers from the tickets, quotes and PC builds written before the register: documents with
 * the same phone (its national digits) or the same e-mail are one customer, transitively (a
 * union over both keys), and the newest document's data wins (older ones fill what it lacks).
 * Batches go newest first through the documents, skipping the linked ones, so a second run links
 * nothing twice; memory holds one batch and the customers it touches, however many documents there are
 * (the keys live in a temporary table). Customers already in the register are linked to, never
 * merged. The documents' own customer fields are left as they are.
 */
export interface BackfillOptions {
  batchSize?: number;
  progress?: (done: number, linked: number, customers: number) => void;
}

export async function backfillCustomers(db: Kysely<unknown>, options: BackfillOptions = {}) {
  const batchSize = options.batchSize ?? 5000;
  await createKeyTable(db);
  // PostgreSQL plans each batch's walk on the documents' statistics: with none (a restored
  // database, tables just filled) it read and sorted every older document for each batch.
  await refreshStatistics(db);
  const restoreIndexes = await setTrigramIndexesAside(db);
  let after: [string, string] | null = null;
  const totals = { done: 0, linked: 0, customers: 0 };
  for (;;) {
    const page = await nextDocuments(db, after, batchSize);
    if (page.length === 0) break;
    const rows = page.filter((row) => !row.customer_id);
    const batch = rows.length > 0 ? await runBatch(db, rows) : { linked: 0, created: 0 };
    totals.done += rows.length;
    totals.linked += batch.linked;
    totals.customers += batch.created;
    options.progress?.(totals.done, totals.linked, totals.customers);
    const last = page[page.length - 1] as DocumentRow;
    after = [toIso(last.created_at), last.id];
  }
  await dateFromOldestDocument(db);
  await dropKeyTable(db);
  await restoreIndexes();
  await refreshStatistics(db);
  return totals;
}

const keysOf = (row: DocumentRow) => {
  const phone = phoneKey(row.phone);
  const email = emailKey(row.email);
  return [phone && `p:${phone}`, email && `e:${email}`].filter((k): k is string => !!k);
};

async function runBatch(db: Kysely<unknown>, rows: DocumentRow[]) {
  const keyed = rows.map((row) => ({ row, keys: keysOf(row) }));
  const known = await selectKeys(db, [...new Set(keyed.flatMap((k) => k.keys))]);
  const owner = new Map(known.map((k) => [k.key, k.customer_id]));
  const fresh = new Set(known.filter((k) => Number(k.fresh) === 1).map((k) => k.customer_id));
  const drafts = new Map<string, Draft>();
  for (const stored of await selectCustomers(db, [...new Set(owner.values())])) {
    const createdAt = toIso(stored.created_at);
    const activity = toIso(stored.last_activity_at);
    drafts.set(stored.id, {
      ...stored,
      created_at: createdAt,
      last_activity_at: activity,
      fresh: fresh.has(stored.id),
      state: 'stored',
    });
  }
  const alias = new Map<string, string>();
  const find = (id: string): string => {
    const next = alias.get(id);
    return next === undefined ? id : find(next);
  };
  const newKeys: [string, string][] = [];
  const links: { kind: DocumentTable; id: string; customer: string }[] = [];
  const merged: [string, string][] = [];
  const touched = new Map<string, string>();

  for (const { row, keys } of keyed) {
    const name = row.name?.trim() || null;
    if (keys.length === 0 && !name) continue;
    const at = toIso(row.created_at);
    const ids = [
      ...new Set(keys.flatMap((k) => (owner.has(k) ? [find(owner.get(k) as string)] : []))),
    ];
    let id = ids[0];
    if (id === undefined) {
      id = crypto.randomUUID();
      drafts.set(id, newDraft(id, name, row, at));
    } else if (ids.length > 1) {
      const joined = union(drafts.get(id) as Draft, drafts.get(ids[1] as string) as Draft);
      if (joined) {
        const loser = joined.winner.id === id ? (ids[1] as string) : id;
        alias.set(loser, joined.winner.id);
        if (joined.stored) merged.push([joined.stored.id, joined.winner.id]);
        id = joined.winner.id;
      }
    }
    for (const key of keys) {
      if (owner.has(key)) continue;
      owner.set(key, id);
      newKeys.push([key, id]);
    }
    const draft = drafts.get(id) as Draft;
    if (draft.fresh) complete(draft, name, row, at);
    else if (at > draft.last_activity_at) touched.set(id, at);
    links.push({ kind: row.kind, id: row.id, customer: id });
  }

  const now = new Date().toISOString();
  const inState = (state: Draft['state']) =>
    [...drafts.values()].filter((d) => d.state === state).map((d) => columnsOf(d, now));
  const inserted = inState('new');
  await insertCustomers(db, inserted);
  await updateCustomers(db, inState('changed'));
  for (const [from, into] of merged) await mergeCustomer(db, from, find(into));
  await insertKeys(
    db,
    newKeys.map(([key, id]) => [key, find(id)]),
  );
  for (const table of DOCUMENT_TABLES) {
    const mine = links.filter((l) => l.kind === table);
    await linkDocuments(
      db,
      table,
      mine.map((l) => [l.id, find(l.customer)]),
    );
  }
  for (const [id, at] of touched) await touchCustomer(db, id, at);
  return { linked: links.length, created: inserted.length - merged.length };
}

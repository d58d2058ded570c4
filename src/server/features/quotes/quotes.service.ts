import { z } from 'zod';
import { priceLines } from '../../../shared/pricing';
import { quoteNumber } from '../../../shared/quotes/quote-number';
import {
  ANSWERED_STATUSES,
  type ListQuotesQuery,
  QUOTE_MESSAGES,
  type QuoteCreateInput,
  type QuoteDto,
  type QuoteUpdateInput,
} from '../../../shared/quotes/quotes';
import { isUniqueViolation } from '../../db/db-errors';
import { toIso } from '../../db/normalize';
import {
  linesFromRows,
  type StoredLine,
  storedLines,
  totalsColumns,
} from '../../documents/priced-lines';
import { conflict, notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { decodeCursor, toPage } from '../../http/paging';
import { normalizeInternationalPhone } from '../../phone/international-phone';
import { linkDocumentCustomer } from '../customers/customers.service';
import { quoteSearch } from './quote-search';
import {
  checkReferences,
  expiryKey,
  insertItems,
  quoteDefaults,
  recordQuoteStatus,
  todayIn,
} from './quote-writes';
import { presentQuote, presentQuoteListItem } from './quotes.presenter';
import {
  deleteItems,
  deleteQuoteRows,
  insertQuoteRow,
  isAccepted,
  type QuoteListRow,
  type QuoteRow,
  selectAnswer,
  selectHistory,
  selectItems,
  selectQuote,
  selectQuotes,
  updateQuoteAtVersion,
} from './quotes.queries';

/** What the customers' privacy rights read and empty in a customer's quotes. */
export { anonymiseCustomerQuotes, customerQuotesForExport } from './quote-privacy';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock'>;

const cursorKey = z.tuple([z.union([z.string(), z.number()]), z.string()]);

function sortValue(row: QuoteListRow, sort: ListQuotesQuery['sort']): string | number {
  if (sort === 'total_amount') return Number(row.total_cents);
  if (sort === 'expiry_date') return row.expiry_key;
  return toIso(row.created_at);
}

export async function listQuotes(deps: Deps, query: ListQuotesQuery) {
  const rows = await selectQuotes(deps.db, {
    sort: query.sort,
    order: query.order,
    status: query.status,
    limit: query.limit + 1,
    today: todayIn(deps.clock),
    after: query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined,
    search: await quoteSearch.forQuery(deps.db, deps.dialect, query.q),
  });
  const page = toPage(rows, query.limit, (last) => [sortValue(last, query.sort), last.id]);
  return { items: page.rows.map(presentQuoteListItem), next_cursor: page.next_cursor };
}

export async function getQuote(deps: Pick<Deps, 'db' | 'clock'>, id: string): Promise<QuoteDto> {
  const row = await selectQuote(deps.db, id, todayIn(deps.clock));
  if (!row) throw notFound(QUOTE_MESSAGES.notFound);
  const [items, history, answer] = await Promise.all([
    selectItems(deps.db, id),
    selectHistory(deps.db, id),
    selectAnswer(deps.db, id),
  ]);
  return presentQuote(row, items, history, answer);
}

/** Tries before a month is taken as full of four-digit numbers (then five digits). */
const FOUR_DIGIT_TRIES = 10;
const MAX_TRIES = 20;

/**
 * Stores a new quote with its lines and first history entry in one transaction: its customer
 * (the one chosen, or the one the typed person is found or becomes), then the insert; a number
 * already taken (the unique constraint) is tried again, customer included.
 */
async function insertQuote(
  deps: Deps,
  fields: Omit<QuoteCreateInput, 'items' | 'margin_percent' | 'vat_rate'> & {
    marginTenths: number;
    vatHundredths: number;
  },
  items: StoredLine[],
  userId: string | null,
): Promise<string> {
  const totals = priceLines(items, fields.marginTenths, fields.vatHundredths);
  const now = deps.clock();
  const at = now.toISOString();
  const status = fields.status ?? 'Bozza';
  const row = {
    status,
    expiry_date: fields.expiry_date ?? null,
    expiry_key: expiryKey(fields.expiry_date ?? null),
    margin_tenths: fields.marginTenths,
    vat_hundredths: fields.vatHundredths,
    notes: fields.notes ?? null,
    ticket_id: fields.ticket_id ?? null,
    user_id: userId,
    ...totalsColumns(totals),
    created_at: at,
    updated_at: at,
  };
  const typed = {
    customer_name: fields.customer_name,
    customer_email: fields.customer_email,
    customer_phone: fields.customer_phone,
  };
  for (let attempt = 0; ; attempt++) {
    const id = crypto.randomUUID();
    const number = quoteNumber(now, Math.random, attempt < FOUR_DIGIT_TRIES ? 4 : 5);
    try {
      await deps.db.transaction().execute(async (trx) => {
        const link = await linkDocumentCustomer(trx, {
          sent: fields.customer_id,
          typed,
          actorId: userId,
          now: at,
        });
        const customer = {
          customer_name: typed.customer_name,
          customer_email: typed.customer_email ?? link.fill.customer_email ?? null,
          customer_phone: typed.customer_phone ?? link.fill.customer_phone ?? null,
          customer_id: link.customerId ?? null,
        };
        await insertQuoteRow(trx, {
          id,
          quote_number: number,
          ...row,
          ...customer,
          search_text: quoteSearch.textOf({ ...customer, quote_number: number }),
        });
        await insertItems(trx, id, items, totals);
        await recordQuoteStatus(trx, {
          quoteId: id,
          ticketId: row.ticket_id,
          from: null,
          to: status,
          by: userId,
          via: 'staff',
          at,
        });
      });
      return id;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= MAX_TRIES) throw error;
    }
  }
}

/** The customer's phone as E.164 where it parses, like the ticket forms (phone/). */
const withPhone = <T extends { customer_phone?: string | null }>(input: T): T =>
  input.customer_phone
    ? { ...input, customer_phone: normalizeInternationalPhone(input.customer_phone) }
    : input;

export async function createQuote(deps: Deps, typed: QuoteCreateInput, userId: string | null) {
  const input = withPhone(typed);
  const defaults = await quoteDefaults(deps.db);
  const items = await checkReferences(deps.db, input.ticket_id, storedLines(input.items ?? []));
  const id = await insertQuote(
    deps,
    {
      ...input,
      marginTenths: input.margin_percent ?? defaults.marginTenths,
      vatHundredths: input.vat_rate ?? defaults.vatHundredths,
    },
    items,
    userId,
  );
  return getQuote(deps, id);
}

const versionConflict = () => conflict(QUOTE_MESSAGES.versionConflict);

/**
 * An edit of the version the editor last read: the guarded UPDATE comes first; if someone saved
 * in between it matches nothing and the edit is refused (409), nothing overwritten. `items`, when
 * sent, replaces the lines; the totals are computed again from what is stored.
 */
export async function updateQuote(
  deps: Deps,
  actorId: string,
  id: string,
  request: QuoteUpdateInput,
) {
  const input = withPhone(request);
  const current = await selectQuote(deps.db, id, todayIn(deps.clock));
  if (!current) throw notFound(QUOTE_MESSAGES.notFound);
  if (Number(current.version) !== input.version) throw versionConflict();
  await refuseAnsweredChange(deps, current, input);
  const sent = input.items ? storedLines(input.items) : null;
  const checked = await checkReferences(deps.db, input.ticket_id, sent ?? []);
  const items = sent ? checked : linesFromRows(await selectItems(deps.db, id));
  const margin = input.margin_percent ?? current.margin_tenths;
  const vat = input.vat_rate ?? current.vat_hundredths;
  const totals = priceLines(items, margin, vat);
  const { version, items: _items, margin_percent, vat_rate, customer_id, ...typed } = input;
  const at = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const link = await linkDocumentCustomer(trx, {
      sent: customer_id,
      typed,
      current,
      actorId,
      now: at,
    });
    const fields = { ...definedOnly(typed), ...link.fill };
    const merged = { ...current, ...fields };
    const saved = await updateQuoteAtVersion(trx, id, version, {
      ...fields,
      ...(link.customerId === undefined ? {} : { customer_id: link.customerId }),
      expiry_key: expiryKey(merged.expiry_date),
      margin_tenths: margin,
      vat_hundredths: vat,
      ...totalsColumns(totals),
      search_text: quoteSearch.textOf(merged),
      updated_at: at,
    });
    if (!saved) throw versionConflict();
    if (input.items) {
      await deleteItems(trx, id);
      await insertItems(trx, id, items, totals);
    }
    if (merged.status !== current.status)
      await recordQuoteStatus(trx, {
        quoteId: id,
        ticketId: merged.ticket_id,
        from: current.status,
        to: merged.status,
        by: actorId,
        via: 'staff',
        at,
      });
  });
  return getQuote(deps, id);
}

/**
 * An answered quote (the customer's answer, or staff recording Accettato / Rifiutato) is a closed
 * document: its lines, rates and expiry stay what was answered (409, *Duplica* makes a new one),
 * and staff may not move it to a status that contradicts the customer's recorded answer.
 */
async function refuseAnsweredChange(deps: Deps, current: QuoteRow, input: QuoteUpdateInput) {
  const answer = await selectAnswer(deps.db, current.id);
  const closed = answer !== undefined || ANSWERED_STATUSES.includes(current.status);
  if (!closed) return;
  const changes = (value: unknown, stored: unknown) => value !== undefined && value !== stored;
  if (
    input.items !== undefined ||
    changes(input.margin_percent, current.margin_tenths) ||
    changes(input.vat_rate, current.vat_hundredths) ||
    changes(input.expiry_date, current.expiry_date)
  )
    throw conflict(QUOTE_MESSAGES.answeredFrozen);
  const answered = answer && (answer.answer === 'accept' ? 'Accettato' : 'Rifiutato');
  if (answered && changes(input.status, answered))
    throw conflict(QUOTE_MESSAGES.answeredStatus(answered));
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * SPEC §7: the lines go first, then the quote, in one transaction (history and answer too). An
 * accepted quote is the customer's agreement to a price: it stays (409).
 */
export async function deleteQuote(deps: Pick<Deps, 'db'>, id: string): Promise<void> {
  const deleted = await deps.db.transaction().execute(async (trx) => {
    if (await isAccepted(trx, id)) throw conflict(QUOTE_MESSAGES.acceptedNotDeletable);
    return deleteQuoteRows(trx, id);
  });
  if (!deleted) throw notFound(QUOTE_MESSAGES.notFound);
}

/**
 * A copy as a new Bozza with a new number and the same lines (SPEC §4). Not the ticket link (the
 * copy is usually for someone else, and it must not move that ticket), nor a past expiry date.
 */
export async function duplicateQuote(deps: Deps, id: string, userId: string) {
  const today = todayIn(deps.clock);
  const source = await selectQuote(deps.db, id, today);
  if (!source) throw notFound(QUOTE_MESSAGES.notFound);
  const copyId = await insertQuote(
    deps,
    {
      customer_name: source.customer_name,
      customer_email: source.customer_email,
      customer_phone: source.customer_phone,
      customer_id: source.customer_id,
      expiry_date: source.expiry_date && source.expiry_date >= today ? source.expiry_date : null,
      notes: source.notes,
      status: 'Bozza',
      ticket_id: null,
      marginTenths: source.margin_tenths,
      vatHundredths: source.vat_hundredths,
    },
    linesFromRows(await selectItems(deps.db, id)),
    userId,
  );
  return getQuote(deps, copyId);
}

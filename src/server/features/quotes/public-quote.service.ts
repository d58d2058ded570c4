import {
  PUBLIC_QUOTE_MESSAGES,
  type QuoteAnswer,
  type QuoteDto,
} from '../../../shared/quotes/quotes';
import { isUuidShape } from '../../../shared/tickets/ticket-schemas';
import { AppError } from '../../errors';
import type { AppDeps } from '../../http/context';
import { isSingleAddress } from '../../mail/header-safety';
import { enqueueMessage } from '../../mail/outbox.queries';
import { brandingFrom } from '../../mail/templates/branding';
import { quoteAnsweredMail } from '../../mail/templates/quote-sent';
import { readSettings } from '../../settings/settings-store';
import { recordQuoteStatus } from './quote-writes';
import { selectQuoteTotal } from './quote-writes.queries';
import { insertAnswer, selectAnswerSnapshot, updateQuoteAtVersion } from './quotes.queries';
import { getQuote } from './quotes.service';

/**
 * The customer's side of a quote (its page and public JSON in quotes.feature.ts): what the
 * customer may read — lines and prices, never the cost or the margin — and their one answer.
 */
type Deps = Pick<AppDeps, 'db' | 'clock' | 'mail'>;

export function presentPublicQuote(quote: QuoteDto) {
  return {
    id: quote.id,
    quote_number: quote.quote_number,
    customer_name: quote.customer_name,
    status: quote.status,
    expiry_date: quote.expiry_date,
    notes: quote.notes,
    vat_rate: quote.vat_rate,
    items: quote.items.map((i) => ({
      description: i.description,
      quantity: i.quantity,
      unit_price: i.unit_price,
      line_total: i.line_total,
    })),
    taxable: quote.taxable,
    vat_amount: quote.vat_amount,
    total_amount: quote.total_amount,
    answer: quote.answer,
    /** Whether the page offers Accetto / Rifiuto. */
    answerable: quote.status === 'Inviato' && !quote.answer,
    created_at: quote.created_at,
  };
}
export type PublicQuote = ReturnType<typeof presentPublicQuote>;

/** What the customer answered: the page shows it, whatever happens to the quote later. */
const snapshotOf = (quote: PublicQuote) => ({
  expiry_date: quote.expiry_date,
  vat_rate: quote.vat_rate,
  items: quote.items,
  taxable: quote.taxable,
  vat_amount: quote.vat_amount,
  total_amount: quote.total_amount,
});

/**
 * The customer's page of a quote: a draft is not public until it is sent (or was given a status
 * past Bozza); an answered one shows the snapshot of what was answered.
 */
async function publicView(deps: Pick<Deps, 'db' | 'clock'>, id: string, preview: boolean) {
  const quote = await getQuote(deps, id);
  if (quote.stored_status === 'Bozza' && !quote.answer && !preview) return null;
  const view = presentPublicQuote(quote);
  const stored = await selectAnswerSnapshot(deps.db, id);
  return stored?.snapshot
    ? { ...view, ...(JSON.parse(stored.snapshot) as ReturnType<typeof snapshotOf>) }
    : view;
}

export type PublicQuoteLookup =
  | { kind: 'invalid_id' }
  | { kind: 'not_found' }
  | { kind: 'found'; quote: PublicQuote };

/** `preview`: staff looking at the page before the customer can (a draft too). */
export async function lookupPublicQuote(
  deps: Pick<Deps, 'db' | 'clock'>,
  id: string,
  preview = false,
): Promise<PublicQuoteLookup> {
  if (!isUuidShape(id)) return { kind: 'invalid_id' };
  try {
    const quote = await publicView(deps, id.toLowerCase(), preview);
    return quote ? { kind: 'found', quote } : { kind: 'not_found' };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { kind: 'not_found' };
    throw error;
  }
}

class QuoteChanged extends Error {}

export type AnswerOutcome = { ok: true } | { ok: false; message: string };

/**
 * The customer's answer from the public page: once, before the expiry date, on a quote that was
 * sent. Recorded with time and address; the quote becomes Accettato or Rifiutato (the linked
 * ticket follows) and the admin address hears of it.
 */
export async function answerQuote(
  deps: Deps,
  id: string,
  answer: QuoteAnswer,
  from: { address: string; userAgent: string | null },
): Promise<AnswerOutcome> {
  const quote = await getQuote(deps, id);
  const snapshot = JSON.stringify(snapshotOf(presentPublicQuote(quote)));
  if (quote.answer) return { ok: false, message: PUBLIC_QUOTE_MESSAGES.answered };
  if (quote.status === 'Scaduto') return { ok: false, message: PUBLIC_QUOTE_MESSAGES.expired };
  if (quote.status !== 'Inviato') return { ok: false, message: PUBLIC_QUOTE_MESSAGES.notOpen };
  const to = answer === 'accept' ? 'Accettato' : 'Rifiutato';
  const settings = await readSettings(deps.db);
  const admin = settings.email_admin_address.trim();
  const at = deps.clock().toISOString();
  const answered = await deps.db
    .transaction()
    .execute(async (trx) => {
      // A second answer (another tab, a double tap) inserts nothing and changes nothing.
      const inserted = await insertAnswer(trx, {
        quote_id: id,
        answer,
        address: from.address,
        user_agent: from.userAgent?.slice(0, 300) ?? null,
        answered_at: at,
        snapshot,
      });
      if (!inserted) return false;
      const moved = await updateQuoteAtVersion(trx, id, quote.version, {
        status: to,
        updated_at: at,
      });
      // Staff saved the quote since it was read: the snapshot would not be what is stored.
      if (!moved) throw new QuoteChanged();
      await recordQuoteStatus(trx, {
        quoteId: id,
        ticketId: quote.ticket_id,
        from: quote.stored_status,
        to,
        by: null,
        via: 'public',
        at,
      });
      if (isSingleAddress(admin))
        await enqueueMessage(
          trx,
          {
            idempotencyKey: `quote-answered:${id}`,
            eventType: 'quote_answered',
            ticketId: quote.ticket_id,
            recipient: admin,
            ...quoteAnsweredMail(brandingFrom(settings, deps.mail.linkOrigin), {
              ...quote,
              total_cents: (await selectQuoteTotal(trx, id)).totalCents,
              accepted: answer === 'accept',
              staffUrl: `${deps.mail.linkOrigin}/quotes/${id}`,
            }),
          },
          at,
        );
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof QuoteChanged) return 'changed' as const;
      throw error;
    });
  if (answered === 'changed') return { ok: false, message: PUBLIC_QUOTE_MESSAGES.changed };
  if (!answered) return { ok: false, message: PUBLIC_QUOTE_MESSAGES.answered };
  deps.mail.nudge();
  return { ok: true };
}

import { QUOTE_MESSAGES, type QuoteDto } from '../../../shared/quotes/quotes';
import { badRequest, conflict } from '../../errors';
import type { AppDeps } from '../../http/context';
import { isSingleAddress } from '../../mail/header-safety';
import { enqueueMessage } from '../../mail/outbox.queries';
import { brandingFrom } from '../../mail/templates/branding';
import { quoteSentMail, type TicketNews } from '../../mail/templates/quote-sent';
import { readSettings } from '../../settings/settings-store';
import { recordQuoteStatus } from './quote-writes';
import { selectQuoteTotal } from './quote-writes.queries';
import { selectLinkedTicket, updateQuoteAtVersion } from './quotes.queries';
import { getQuote } from './quotes.service';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mail'>;

/**
 * The linked ticket's move to 'Preventivo inviato' that this sending makes, when its customer is
 * the quote's addressee: the quote's e-mail then tells it, instead of a second status e-mail.
 */
async function ticketNewsFor(
  deps: Deps,
  quote: QuoteDto,
  email: string,
): Promise<TicketNews | null> {
  if (!quote.ticket_id || quote.stored_status === 'Inviato') return null;
  const ticket = await selectLinkedTicket(deps.db, quote.ticket_id);
  const sameCustomer = ticket?.customer_email.trim().toLowerCase() === email.toLowerCase();
  if (!ticket || !sameCustomer || ticket.status === 'Preventivo inviato') return null;
  return { ticket_number: ticket.ticket_number, status: 'Preventivo inviato' };
}

/**
 * "Invia al cliente": the e-mail with the link to the public page goes through the outbox in the
 * same transaction that sets Inviato (and moves a linked ticket to 'Preventivo inviato', whose
 * news rides in the same e-mail). Sending again sends again: each press is its own message.
 */
export async function sendQuote(deps: Deps, actorId: string, id: string) {
  const quote = await getQuote(deps, id);
  const email = quote.customer_email?.trim() ?? '';
  if (!isSingleAddress(email)) throw badRequest(QUOTE_MESSAGES.noEmail);
  if (quote.items.length === 0) throw badRequest(QUOTE_MESSAGES.noItems);
  if (quote.status === 'Scaduto') throw conflict(QUOTE_MESSAGES.expiredSend);
  // An answered quote is a closed document: its answer stays what the customer said to.
  if (quote.answer) throw conflict(QUOTE_MESSAGES.answeredSend);
  const settings = await readSettings(deps.db);
  const branding = brandingFrom(settings, deps.mail.linkOrigin);
  const at = deps.clock().toISOString();
  const news = await ticketNewsFor(deps, quote, email);
  await deps.db.transaction().execute(async (trx) => {
    const moved = await updateQuoteAtVersion(trx, id, quote.version, {
      status: 'Inviato',
      updated_at: at,
    });
    if (!moved) throw conflict(QUOTE_MESSAGES.versionConflict);
    if (quote.stored_status !== 'Inviato')
      await recordQuoteStatus(trx, {
        quoteId: id,
        ticketId: quote.ticket_id,
        from: quote.stored_status,
        to: 'Inviato',
        by: actorId,
        via: 'staff',
        at,
        ticketMailed: news !== null,
      });
    // The mail's total in cents as stored, not converted back from the answer's euros.
    const { totalCents } = await selectQuoteTotal(trx, id);
    await enqueueMessage(
      trx,
      {
        idempotencyKey: `quote-sent:${id}:${crypto.randomUUID()}`,
        eventType: 'quote_sent',
        ticketId: quote.ticket_id,
        recipient: email,
        ...quoteSentMail(branding, { ...quote, total_cents: totalCents }, news),
      },
      at,
    );
  });
  deps.mail.nudge();
  return getQuote(deps, id);
}

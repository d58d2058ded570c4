import type { Kysely } from 'kysely';
import { formatTicketNumber, ticketPeriod } from '../../../shared/tickets/ticket-number';
import type { DB } from '../../db/schema';
import { readCounter, storeCounter } from '../../rate-limit/rate-limit';

/**
 * A bot that filled the honeypot gets a made-up ticket (docs/decisions/006). Its thank-you page
 * must then look like a real one, or the 404 would tell the bot it was caught, so the fake id and
 * number are remembered — no ticket is stored. They live in rate_limit_counters: a table every
 * process shares, whose rows pruneCounters drops after two days (as long as a fake needs to look
 * real), and whose bounded growth the submission limits already guarantee. The row's
 * window_start is the instant of the fake (its numbering period), its count the fake sequence.
 */
const bucketOf = (id: string) => `public-honeypot:${id.toLowerCase()}`;

export async function rememberFakeTicket(
  db: Kysely<DB>,
  now: Date,
): Promise<{ id: string; ticket_number: string }> {
  const id = crypto.randomUUID();
  // A sequence a small shop could plausibly have reached this month.
  const sequence = 1 + Math.floor(Math.random() * 999);
  await storeCounter(db, { bucket: bucketOf(id), windowStart: now.getTime(), count: sequence });
  return { id, ticket_number: formatTicketNumber(ticketPeriod(now), sequence) };
}

/** The fake ticket a bot was given, by its id; null for any other id. */
export async function findFakeTicket(
  db: Kysely<DB>,
  id: string,
): Promise<{ id: string; ticket_number: string } | null> {
  const row = await readCounter(db, bucketOf(id));
  if (!row) return null;
  const period = ticketPeriod(new Date(row.windowStart));
  return { id: id.toLowerCase(), ticket_number: formatTicketNumber(period, row.count) };
}

import type { Kysely } from 'kysely';
import { romeToday } from '../../../shared/format';
import type { OldTicketsResult } from '../../../shared/outbox';
import { OLD_TICKETS_MAX_DAYS } from '../../../shared/settings';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { isSingleAddress } from '../../mail/header-safety';
import { enqueueMessage } from '../../mail/outbox.queries';
import { brandingFrom } from '../../mail/templates/branding';
import { oldTicketsMail } from '../../mail/templates/old-tickets';
import { readSettings } from '../../settings/settings-store';
import { countOpenTicketsBefore, oldestOpenTicketsBefore } from './old-tickets.queries';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The notice lists this many tickets, oldest first, and counts the rest. */
const LISTED = 100;

/**
 * Tickets older than email_admin_old_tickets_days and not closed → one notice to
 * email_admin_address. The outbox key old-tickets:{Rome day} makes a second check on the same
 * day (another process, a restart, the button) queue nothing.
 */
export async function checkOldTickets(ctx: {
  db: Kysely<DB>;
  clock: () => Date;
  linkOrigin: string;
  smtpConfigured: boolean;
}): Promise<OldTicketsResult> {
  const settings = await readSettings(ctx.db);
  const recipient = settings.email_admin_address.trim();
  if (settings.email_admin_old_tickets !== 'true' || !isSingleAddress(recipient)) {
    return { sent: false, count: 0, reason: 'disabled' };
  }
  const days = configuredDays(settings.email_admin_old_tickets_days);
  const now = ctx.clock();
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const count = await countOpenTicketsBefore(ctx.db, cutoff);
  if (count === 0) return { sent: false, count, reason: 'none_found' };

  const rows = await oldestOpenTicketsBefore(ctx.db, cutoff, LISTED);
  const rendered = oldTicketsMail(brandingFrom(settings, ctx.linkOrigin), {
    days,
    total: count,
    tickets: rows.map((r) => ({
      ...r,
      statusLabel: r.status, // the seed's Italian word, shown as it is
      created_at: toIso(r.created_at),
    })),
  });
  const id = await enqueueMessage(
    ctx.db,
    {
      idempotencyKey: `old-tickets:${romeToday(now)}`,
      eventType: 'old_tickets',
      ticketId: null,
      recipient,
      ...rendered,
    },
    now.toISOString(),
  );
  if (!id) return { sent: false, count, reason: 'already_sent_today' };
  return ctx.smtpConfigured
    ? { sent: true, count, reason: 'sent' }
    : { sent: false, count, reason: 'queued' };
}

/**
 * The saved value, clamped: the settings rule caps it today, but a value saved before the cap
 * must not turn the cutoff into an invalid date (and the check into a 500).
 */
function configuredDays(value: string): number {
  const days = Number.parseInt(value, 10);
  if (!Number.isFinite(days) || days < 1) return 7;
  return Math.min(days, OLD_TICKETS_MAX_DAYS);
}

import type { Kysely } from 'kysely';
import { addDays } from '../../../shared/calendar';
import type { Reminders } from '../../../shared/customer-messages/customer-messages';
import { QUOTE_REMINDER, READY_REMINDER } from '../../../shared/customer-messages/default-messages';
import { formatCalendarDate, romeToday } from '../../../shared/format';
import { publicQuotePath } from '../../../shared/paths';
import type { SettingValues } from '../../../shared/settings';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { isSingleAddress } from '../../mail/header-safety';
import { enqueueMessage } from '../../mail/outbox.queries';
import { brandingFrom } from '../../mail/templates/branding';
import { customerMessageMail } from '../../mail/templates/customer-message';
import { clip, MAIL_TEXT_LIMITS } from '../../mail/templates/customer-text';
import type { RenderedMail } from '../../mail/templates/layout';
import { readSettings } from '../../settings/settings-store';
import { addAutomaticNote } from '../tickets/tickets.service';
import { readCustomerMessages, ticketValues } from './customer-messages.service';
import {
  claimReminder,
  selectQuotesAwaitingAnswer,
  selectReadyTickets,
} from './customer-reminders.queries';

export interface ReminderRun {
  db: Kysely<DB>;
  now: Date;
  linkOrigin: string;
}

interface Due {
  kind: 'ready' | 'quote';
  anchor: string;
  seq: number;
  ticketId: string | null;
  quoteId: string | null;
  recipient: string;
  mail: RenderedMail;
  note: string;
}

/**
 * The day's reminders (service messages only, no marketing): devices ready and not collected,
 * quotes sent and not answered. Each is claimed by its unique (kind, anchor, seq) row, noted on
 * the ticket and queued in the outbox in one transaction, so two runs never send one twice.
 * Returns how many were queued.
 */
export async function sendDueReminders({ db, now, linkOrigin }: ReminderRun): Promise<number> {
  const today = romeToday(now);
  const { reminders } = await readCustomerMessages(db);
  const settings = await readSettings(db);
  const due = [
    ...(await dueReadyReminders(db, today, reminders, settings, linkOrigin)),
    ...(await dueQuoteReminders(db, today, reminders, settings, linkOrigin)),
  ];
  const at = now.toISOString();
  let queued = 0;
  for (const reminder of due) {
    const sent = await db.transaction().execute(async (trx) => {
      const claimed = await claimReminder(trx, {
        kind: reminder.kind,
        anchor: reminder.anchor,
        seq: reminder.seq,
        ticket_id: reminder.ticketId,
        quote_id: reminder.quoteId,
        sent_on: today,
        created_at: at,
      });
      if (!claimed) return false;
      if (reminder.ticketId) await addAutomaticNote(trx, reminder.ticketId, reminder.note, at);
      await enqueueMessage(
        trx,
        {
          idempotencyKey: `reminder:${reminder.kind}:${reminder.anchor}:${reminder.seq}`,
          eventType: 'customer_reminder',
          ticketId: reminder.ticketId,
          recipient: reminder.recipient,
          ...reminder.mail,
        },
        at,
      );
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

/**
 * The first reminder `ready_after_days` after the ticket became ready, then one every
 * `ready_every_days` after the last, at most `ready_max` for this stay (0: none).
 */
async function dueReadyReminders(
  db: Kysely<DB>,
  today: string,
  reminders: Reminders,
  settings: SettingValues,
  linkOrigin: string,
): Promise<Due[]> {
  if (reminders.ready_max === 0) return [];
  const branding = brandingFrom(settings, linkOrigin);
  const due: Due[] = [];
  for (const ticket of await selectReadyTickets(db)) {
    const sent = Number(ticket.sent);
    const recipient = ticket.customer_email.trim();
    if (sent >= reminders.ready_max || !isSingleAddress(recipient)) continue;
    const dueOn =
      sent === 0 || !ticket.last_sent_on
        ? addDays(romeToday(new Date(toIso(ticket.entered_at))), reminders.ready_after_days)
        : addDays(ticket.last_sent_on, reminders.ready_every_days);
    if (today < dueOn) continue;
    const seq = sent + 1;
    const values = ticketValues(ticket, ticket.status, settings, linkOrigin);
    due.push({
      kind: 'ready',
      anchor: ticket.anchor,
      seq,
      ticketId: ticket.id,
      quoteId: null,
      recipient,
      mail: customerMessageMail(branding, READY_REMINDER, values),
      note: `Promemoria di ritiro ${seq} di ${reminders.ready_max} inviato al cliente (${recipient}).`,
    });
  }
  return due;
}

/**
 * One reminder `quote_after_days` after the quote was sent (0: none), and never after it
 * expires: when it expires sooner, the reminder goes the day before (or the day after sending).
 */
async function dueQuoteReminders(
  db: Kysely<DB>,
  today: string,
  reminders: Reminders,
  settings: SettingValues,
  linkOrigin: string,
): Promise<Due[]> {
  if (reminders.quote_after_days === 0) return [];
  const branding = brandingFrom(settings, linkOrigin);
  const due: Due[] = [];
  for (const quote of await selectQuotesAwaitingAnswer(db, today)) {
    const recipient = quote.customer_email?.trim() ?? '';
    if (!quote.sent_at || !isSingleAddress(recipient)) continue;
    const sentOn = romeToday(new Date(toIso(quote.sent_at)));
    let dueOn = addDays(sentOn, reminders.quote_after_days);
    if (quote.expiry_date && addDays(quote.expiry_date, -1) < dueOn)
      dueOn = [addDays(quote.expiry_date, -1), addDays(sentOn, 1)].sort()[1] ?? dueOn;
    if (today < dueOn) continue;
    due.push({
      kind: 'quote',
      anchor: quote.id,
      seq: 1,
      ticketId: quote.ticket_id,
      quoteId: quote.id,
      recipient,
      mail: customerMessageMail(branding, QUOTE_REMINDER, {
        numero: quote.quote_number,
        cliente: clip(quote.customer_name, MAIL_TEXT_LIMITS.name) || 'cliente',
        dispositivo: '',
        stato: 'Inviato',
        link: `${linkOrigin}${publicQuotePath(quote.id)}`,
        negozio: branding.shopName,
        telefono_negozio: settings.shop_phone.trim(),
        data_prevista: quote.expiry_date ? formatCalendarDate(quote.expiry_date) : '',
        da_saldare: '',
      }),
      note: `Promemoria del preventivo ${quote.quote_number} inviato al cliente (${recipient}).`,
    });
  }
  return due;
}

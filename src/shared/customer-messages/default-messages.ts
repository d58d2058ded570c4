import { TICKET_STATUSES, type TicketStatus } from '../tickets/ticket-status';
import type { CustomerMessages, Reminders, StatusMessage } from './customer-messages';

/**
 * The texts Sportello sent before they could be changed (the status e-mail of SPEC §7 and the
 * counter's WhatsApp line): *Ripristina il testo predefinito* brings them back.
 */

/** What a new status means for the customer, for the statuses where it is worth a sentence. */
const HINTS: Partial<Record<TicketStatus, string>> = {
  'Preventivo inviato':
    'Le abbiamo inviato un preventivo: procediamo con la riparazione dopo la sua conferma.',
  'Parti ordinate': 'Abbiamo ordinato i ricambi necessari: riprendiamo il lavoro appena arrivano.',
  'Pronto per il ritiro':
    'Il dispositivo è pronto: può passare a ritirarlo negli orari di apertura.',
  Chiuso: 'Il ticket è chiuso. Grazie per averci scelto!',
};

export function defaultStatusMessage(status: TicketStatus): StatusMessage {
  const hint = HINTS[status];
  return {
    enabled: true,
    subject: 'Ticket {numero}: {stato} – {negozio}',
    body: [
      'Gentile {cliente},',
      'lo stato del suo ticket {numero} ({dispositivo}) è cambiato.',
      '',
      'Nuovo stato: {stato}',
      ...(hint ? ['', hint] : []),
      '',
      'Pronto previsto per: {data_prevista}',
      '',
      'Dettagli del ticket: {link}',
    ].join('\n'),
    whatsapp:
      'Buongiorno, il suo ticket {numero} è ora nello stato "{stato}". Può seguirlo qui: {link}',
  };
}

export const DEFAULT_REMINDERS: Reminders = {
  ready_after_days: 7,
  ready_every_days: 7,
  ready_max: 3,
  quote_after_days: 5,
};

export function defaultCustomerMessages(): CustomerMessages {
  return {
    messages: Object.fromEntries(
      TICKET_STATUSES.map((status) => [status, defaultStatusMessage(status)]),
    ) as CustomerMessages['messages'],
    reminders: { ...DEFAULT_REMINDERS },
  };
}

/** The reminders' own texts (service messages only), filled by the same placeholders. */
export const READY_REMINDER = {
  subject: 'Promemoria: il suo {dispositivo} è pronto per il ritiro – {negozio}',
  body: [
    'Gentile {cliente},',
    'le ricordiamo che il suo {dispositivo} (ticket {numero}) è pronto e la aspetta in negozio: può passare a ritirarlo negli orari di apertura.',
    '',
    'Da saldare al ritiro: {da_saldare}',
    '',
    'Per informazioni: {telefono_negozio}',
    '',
    'Dettagli del ticket: {link}',
  ].join('\n'),
};

/** For a quote, {numero} is the quote's number, {link} its page and {data_prevista} its expiry. */
export const QUOTE_REMINDER = {
  subject: 'Promemoria: preventivo {numero} in attesa di risposta – {negozio}',
  body: [
    'Gentile {cliente},',
    'le ricordiamo che il preventivo {numero} attende la sua risposta.',
    '',
    'Il preventivo è valido fino al {data_prevista}.',
    '',
    'Legga il preventivo e risponda (Accetto / Rifiuto): {link}',
  ].join('\n'),
};

import { z } from 'zod';
import { romeToday } from '../format';
import { moneyField } from '../money';
import { TICKET_PRIORITIES } from './ticket-priority';
import { TICKET_STATUSES } from './ticket-status';

/**
 * Ticket create/edit rules (SPEC §5), shared by the staff form and the server. "Today" is
 * injectable so the server can use its clock and tests can pin a date.
 */
export const TICKET_MESSAGES = {
  descriptionRequired: 'La descrizione è obbligatoria',
  customerNameRequired: 'Il nome del cliente è obbligatorio',
  customerEmailRequired: "L'email del cliente è obbligatoria",
  customerEmailInvalid: 'Indirizzo email non valido',
  deviceTypeRequired: 'Il tipo di dispositivo è obbligatorio',
  phoneInvalid: 'Numero di telefono non valido: usa solo cifre, con il prefisso internazionale',
  phoneTooLong: 'Il numero di telefono può avere al massimo 15 cifre',
  priceInvalid: 'Il prezzo deve essere un numero',
  priceNegative: 'Il prezzo non può essere negativo',
  priceDecimals: 'Il prezzo può avere al massimo 2 decimali',
  priceTooHigh: 'Il prezzo non può superare 1.000.000 €',
  dateInvalid: 'Data non valida (formato AAAA-MM-GG)',
  purchaseDateFuture: 'La data di acquisto non può essere successiva a oggi',
  priorityInvalid: 'Priorità non valida: usa low, medium o high',
  statusInvalid: 'Stato non valido',
  assigneeInvalid: 'Assegnatario non valido: scegli un utente o indica un indirizzo email',
  versionRequired: 'Versione del ticket mancante: ricarica la pagina e riprova',
  nothingToChange: 'Nessuna modifica indicata',
} as const;

export const MAX_PRICE_EUROS = 1_000_000;
const PHONE_MAX_DIGITS = 15;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value counts as a user id only if it has the UUID shape (SPEC §5). */
export function isUuidShape(value: string): boolean {
  return UUID_SHAPE.test(value);
}

/**
 * A phone as the seed stores it: '+' and digits. Spaces and punctuation go; '00' becomes '+';
 * a number without a prefix is Italian (+39, the default country).
 */
export function normalizePhone(raw: string): string | null {
  const compact = raw.replaceAll(/[\s().\-/]/g, '');
  if (compact === '') return null;
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return `+39${compact}`;
}

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const requiredText = (message: string, max: number) =>
  z.string(message).trim().min(1, message).max(max, `Massimo ${max} caratteri`);

const optionalText = (max: number) =>
  z.preprocess(
    blankToNull,
    z.string('Valore non valido').trim().max(max, `Massimo ${max} caratteri`).nullable(),
  );

const phone = z.preprocess(
  (value) => (typeof value === 'string' ? normalizePhone(value) : value),
  z
    .string(TICKET_MESSAGES.phoneInvalid)
    .regex(/^\+\d{4,}$/, TICKET_MESSAGES.phoneInvalid)
    .refine((v) => v.length - 1 <= PHONE_MAX_DIGITS, TICKET_MESSAGES.phoneTooLong)
    .nullable(),
);

const price = moneyField(
  {
    invalid: TICKET_MESSAGES.priceInvalid,
    negative: TICKET_MESSAGES.priceNegative,
    decimals: TICKET_MESSAGES.priceDecimals,
    tooHigh: TICKET_MESSAGES.priceTooHigh,
  },
  MAX_PRICE_EUROS,
);

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const purchaseDate = (today: () => string) =>
  z.preprocess(
    blankToNull,
    z
      .string(TICKET_MESSAGES.dateInvalid)
      .refine(isCalendarDate, { message: TICKET_MESSAGES.dateInvalid, abort: true })
      .refine((v) => v <= today(), TICKET_MESSAGES.purchaseDateFuture)
      .nullable(),
  );

/** A user id (UUID shape) or an e-mail to resolve; anything else is refused. */
const assignee = z.preprocess(
  blankToNull,
  z
    .string(TICKET_MESSAGES.assigneeInvalid)
    .trim()
    .max(254, TICKET_MESSAGES.assigneeInvalid)
    .refine((v) => isUuidShape(v) || v.includes('@'), TICKET_MESSAGES.assigneeInvalid)
    .transform((v) => v.toLowerCase())
    .nullable(),
);

function ticketFields(today: () => string) {
  return {
    description: requiredText(TICKET_MESSAGES.descriptionRequired, 5000),
    customer_name: requiredText(TICKET_MESSAGES.customerNameRequired, 200),
    customer_email: z
      .string(TICKET_MESSAGES.customerEmailRequired)
      .trim()
      .min(1, TICKET_MESSAGES.customerEmailRequired)
      .toLowerCase()
      .pipe(z.email(TICKET_MESSAGES.customerEmailInvalid).max(254)),
    customer_phone: phone.optional(),
    device_type: requiredText(TICKET_MESSAGES.deviceTypeRequired, 200),
    priority: z.enum(TICKET_PRIORITIES, TICKET_MESSAGES.priorityInvalid),
    price: price.optional(),
    password: optionalText(200).optional(),
    purchase_date: purchaseDate(today).optional(),
    order_id: optionalText(100).optional(),
    assigned_to: assignee.optional(),
  };
}

export function ticketSchemas(today: () => string = () => romeToday()) {
  const fields = ticketFields(today);
  const create = z.object({ ...fields, priority: fields.priority.default('medium') });
  const update = z
    .object({
      ...z.object(fields).partial().shape,
      status: z.enum(TICKET_STATUSES, TICKET_MESSAGES.statusInvalid).optional(),
      version: z
        .number(TICKET_MESSAGES.versionRequired)
        .int(TICKET_MESSAGES.versionRequired)
        .min(1, TICKET_MESSAGES.versionRequired),
    })
    .refine(
      (v) => Object.entries(v).some(([key, value]) => key !== 'version' && value !== undefined),
      TICKET_MESSAGES.nothingToChange,
    );
  return { create, update };
}

export type TicketSchemas = ReturnType<typeof ticketSchemas>;
export type TicketCreateInput = z.infer<TicketSchemas['create']>;
export type TicketUpdateInput = z.infer<TicketSchemas['update']>;

import * as z from 'zod/mini';
import { customerIdField } from '../customers/customer-link';
import {
  blankToNull,
  FIELD_MESSAGES,
  isCalendarDate,
  optionalText,
  phoneField,
  requiredText,
} from '../form-fields';
import { romeToday } from '../format';
import { moneyField } from '../money-field';
import { paymentMethodField } from '../payments/payment-methods';
import { isUuidShape } from '../uuid';
import { INTAKE_MESSAGES } from './ticket-intake';
import { accessoriesField, calendarDateField, imeiField } from './ticket-intake-fields';
import { TICKET_PRIORITIES } from './ticket-priority';
import { TICKET_STATUSES } from './ticket-status';
import { priceListIdField } from './ticket-warranty';

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
  phoneInvalid: FIELD_MESSAGES.phoneInvalid,
  phoneTooLong: FIELD_MESSAGES.phoneTooLong,
  priceInvalid: 'Il prezzo deve essere un numero',
  priceNegative: 'Il prezzo non può essere negativo',
  priceDecimals: 'Il prezzo può avere al massimo 2 decimali',
  priceTooHigh: 'Il prezzo non può superare 1.000.000 €',
  depositInvalid: "L'acconto deve essere un numero",
  depositNegative: "L'acconto non può essere negativo",
  depositDecimals: "L'acconto può avere al massimo 2 decimali",
  depositOverPrice: INTAKE_MESSAGES.depositOverPrice,
  priceUnderPaid: (paid: string) =>
    `Il prezzo non può essere inferiore a quanto già incassato (${paid})`,
  dateInvalid: 'Data non valida (formato AAAA-MM-GG)',
  purchaseDateFuture: 'La data di acquisto non può essere successiva a oggi',
  priorityInvalid: 'Priorità non valida: usa low, medium o high',
  statusInvalid: 'Stato non valido',
  assigneeInvalid: 'Assegnatario non valido: scegli un utente o indica un indirizzo email',
  assigneeDisabled: "L'account scelto è disattivato: assegna il ticket a un altro utente",
  versionRequired: 'Versione del ticket mancante: ricarica la pagina e riprova',
  nothingToChange: 'Nessuna modifica indicata',
} as const;

export const MAX_PRICE_EUROS = 1_000_000;
export { isUuidShape };

const price = moneyField(
  {
    invalid: TICKET_MESSAGES.priceInvalid,
    negative: TICKET_MESSAGES.priceNegative,
    decimals: TICKET_MESSAGES.priceDecimals,
    tooHigh: TICKET_MESSAGES.priceTooHigh,
  },
  MAX_PRICE_EUROS,
);

/** Built with the schemas (see ticket-intake-fields.ts). */
const depositField = () =>
  moneyField(
    {
      invalid: TICKET_MESSAGES.depositInvalid,
      negative: TICKET_MESSAGES.depositNegative,
      decimals: TICKET_MESSAGES.depositDecimals,
      tooHigh: TICKET_MESSAGES.depositOverPrice,
    },
    MAX_PRICE_EUROS,
  );

const purchaseDate = (today: () => string) =>
  z.pipe(
    z.transform(blankToNull),
    z.nullable(
      z.string(TICKET_MESSAGES.dateInvalid).check(
        z.refine(isCalendarDate, { message: TICKET_MESSAGES.dateInvalid, abort: true }),
        z.refine((v) => v <= today(), TICKET_MESSAGES.purchaseDateFuture),
      ),
    ),
  );

/** A user id (UUID shape) or an e-mail to resolve; anything else is refused. */
const assignee = z.pipe(
  z.transform(blankToNull),
  z.nullable(
    z.string(TICKET_MESSAGES.assigneeInvalid).check(
      z.trim(),
      z.maxLength(254, TICKET_MESSAGES.assigneeInvalid),
      z.refine((v) => isUuidShape(v) || v.includes('@'), TICKET_MESSAGES.assigneeInvalid),
      z.toLowerCase(),
    ),
  ),
);

function ticketFields(today: () => string) {
  return {
    description: requiredText(TICKET_MESSAGES.descriptionRequired, 5000),
    customer_name: requiredText(TICKET_MESSAGES.customerNameRequired, 200),
    customer_email: z.pipe(
      z
        .string(TICKET_MESSAGES.customerEmailRequired)
        .check(z.trim(), z.minLength(1, TICKET_MESSAGES.customerEmailRequired), z.toLowerCase()),
      z.email(TICKET_MESSAGES.customerEmailInvalid).check(z.maxLength(254)),
    ),
    customer_phone: z.optional(phoneField),
    customer_id: z.optional(customerIdField),
    device_type: requiredText(TICKET_MESSAGES.deviceTypeRequired, 200),
    priority: z.enum(TICKET_PRIORITIES, TICKET_MESSAGES.priorityInvalid),
    price: z.optional(price),
    password: z.optional(optionalText(200)),
    purchase_date: z.optional(purchaseDate(today)),
    order_id: z.optional(optionalText(100)),
    assigned_to: z.optional(assignee),
    imei: z.optional(imeiField()),
    accessories: z.optional(accessoriesField()),
    accessories_note: z.optional(optionalText(500)),
    intake_condition: z.optional(optionalText(2000)),
    expected_ready_date: z.optional(calendarDateField()),
    price_list_id: z.optional(priceListIdField),
  };
}

export function ticketSchemas(today: () => string = () => romeToday()) {
  const fields = ticketFields(today);
  // The deposit is a payment taken when the ticket is opened; later money goes through *Incassa*.
  const create = z.object({
    ...fields,
    priority: z._default(fields.priority, 'medium'),
    deposit: z.optional(depositField()),
    deposit_method: z.optional(paymentMethodField),
    // The part of customer_name that is the surname, when the counter was asked (a new customer).
    customer_last_name: z.optional(optionalText(200)),
  });
  const update = z
    .object({
      ...z.partial(z.object(fields)).shape,
      status: z.optional(z.enum(TICKET_STATUSES, TICKET_MESSAGES.statusInvalid)),
      version: z
        .number(TICKET_MESSAGES.versionRequired)
        .check(
          z.refine(Number.isInteger, TICKET_MESSAGES.versionRequired),
          z.gte(1, TICKET_MESSAGES.versionRequired),
        ),
    })
    .check(
      z.refine(
        (v) => Object.entries(v).some(([key, value]) => key !== 'version' && value !== undefined),
        TICKET_MESSAGES.nothingToChange,
      ),
    );
  return { create, update };
}

export type TicketSchemas = ReturnType<typeof ticketSchemas>;
export type TicketCreateInput = z.infer<TicketSchemas['create']>;
export type TicketUpdateInput = z.infer<TicketSchemas['update']>;

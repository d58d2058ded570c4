import * as z from 'zod/mini';
import { ticketSchemas } from '../../../shared/tickets/ticket-schemas';
import { AppError, validationError } from '../../errors';
import { toInternationalPhone } from '../../phone/international-phone';
import { PUBLIC_MESSAGES } from './public-responses';
import type { PublicShop } from './shop';

/**
 * The fields a customer may set. Everything else in the body (status, priority, price, assignee,
 * user ids, ticket number, timestamps…) is never read, so it cannot be set from outside.
 */
const CUSTOMER_FIELDS = {
  description: true,
  customer_name: true,
  customer_email: true,
  customer_phone: true,
  device_type: true,
  purchase_date: true,
  order_id: true,
} as const;

/** The honeypot's name: plausible to a bot, invisible to people (docs/decisions/006). */
export const HONEYPOT_FIELD = 'website';

const ACCEPTED = new Set(['true', 'on', '1', 'yes']);

const customerSchema = (today: () => string) =>
  z.pick(ticketSchemas(today).create, CUSTOMER_FIELDS);

/** What a customer's submission contributes to a ticket; the rest is set by the intake service. */
export type PublicTicketInput = z.infer<ReturnType<typeof customerSchema>>;

/**
 * The public form's text fields → the shared create input (the staff form's rules, SPEC §5), plus
 * the international phone and the terms. Every problem is reported at once, by field.
 */
export function parsePublicForm(
  fields: Record<string, string>,
  shop: Pick<PublicShop, 'terms' | 'terms_version'>,
  today: () => string,
): PublicTicketInput {
  const fieldErrors: Record<string, string[]> = {};
  const phone = toInternationalPhone(fields.customer_phone_country, fields.customer_phone);
  if ('error' in phone) fieldErrors.customer_phone = [phone.error];

  const parsed = customerSchema(today).safeParse({
    description: fields.description ?? '',
    customer_name: fields.customer_name ?? '',
    customer_email: fields.customer_email ?? '',
    customer_phone: 'phone' in phone ? phone.phone : null,
    device_type: fields.device_type ?? '',
    purchase_date: fields.purchase_date,
    order_id: fields.order_id,
  });
  if (!parsed.success) {
    const details = validationError(parsed.error).details?.fieldErrors ?? {};
    for (const [key, messages] of Object.entries(details)) {
      fieldErrors[key] = [...(fieldErrors[key] ?? []), ...messages];
    }
  }
  if (shop.terms && !ACCEPTED.has((fields.terms_accepted ?? '').toLowerCase())) {
    fieldErrors.terms_accepted = [PUBLIC_MESSAGES.termsRequired];
  }

  const first = Object.values(fieldErrors)[0]?.[0];
  if (first || !parsed.success) {
    throw new AppError(400, 'validation_failed', first ?? 'Dati non validi', { fieldErrors });
  }
  // The terms the customer read must be the ones in force now (a page opened before an edit).
  if (shop.terms_version && fields.terms_version && fields.terms_version !== shop.terms_version) {
    throw new AppError(409, 'terms_changed', PUBLIC_MESSAGES.termsChanged);
  }
  return parsed.data;
}

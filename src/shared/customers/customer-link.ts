import * as z from 'zod/mini';
import { blankToNull } from '../form-fields';
import { isUuidShape } from '../uuid';

/**
 * How a ticket, quote or PC build names its customer: `customer_id` beside the typed snapshot
 * (name, e-mail, phone as they were that day). Absent: the typed data finds or creates the
 * customer; null on an edit: the document is no longer linked.
 */
export const CUSTOMER_LINK_MESSAGES = {
  invalid: 'Cliente non valido',
  notFound: 'Cliente non trovato: sceglilo di nuovo dai suggerimenti',
  anonymised: 'Il cliente è stato anonimizzato: non si possono collegarvi nuovi documenti',
  surnameNotInName: 'Il cognome deve essere la parte iniziale o finale del nome scritto',
} as const;

export const customerIdField = z.pipe(
  z.transform(blankToNull),
  z.nullable(
    z
      .string(CUSTOMER_LINK_MESSAGES.invalid)
      .check(z.refine(isUuidShape, CUSTOMER_LINK_MESSAGES.invalid), z.toLowerCase()),
  ),
);

/** What a staff ticket shows of its linked customer (a link to their page, *Da verificare*). */
export const linkedCustomerDto = z.object({
  id: z.string(),
  display_name: z.string(),
  to_review: z.boolean(),
});
export type LinkedCustomerDto = z.output<typeof linkedCustomerDto>;

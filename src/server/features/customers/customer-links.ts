import type { Kysely, Transaction } from 'kysely';
import { CUSTOMER_LINK_MESSAGES } from '../../../shared/customers/customer-link';
import { personNameWithSurname } from '../../../shared/customers/person-name';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { setPrivacyAck } from './customer-links.queries';
import { selectCustomer } from './customers.queries';
import {
  customerSnapshot,
  findOrCreateCustomerForDocument,
  touchCustomerActivity,
} from './document-customers.service';

/** The customer fields a ticket, quote or PC build keeps as typed (undefined: not sent). */
export interface TypedSnapshot {
  customer_name?: string | null;
  customer_email?: string | null;
  customer_phone?: string | null;
}

export interface DocumentLinkRequest {
  /** `customer_id` as the request sent it: a customer chosen, null for none, undefined absent. */
  sent: string | null | undefined;
  /** The customer fields of the request (E.164 phone). */
  typed: TypedSnapshot;
  /** The surname within the typed name, when the counter asked (a new customer's split). */
  lastName?: string | null | undefined;
  /** The document as stored, on an edit. */
  current?: TypedSnapshot & { customer_id: string | null };
  actorId: string | null;
  /** ISO UTC: the document's time, the customer's last activity. */
  now: string;
}

export interface DocumentLink {
  /** The document's customer_id; undefined: leave it as it is. */
  customerId: string | null | undefined;
  /** The chosen customer's data for the snapshot fields the request did not send. */
  fill: { customer_name?: string; customer_email?: string; customer_phone?: string };
}

const SNAPSHOT_KEYS = ['customer_name', 'customer_email', 'customer_phone'] as const;

function refused(message: string, field = 'customer_id'): AppError {
  return new AppError(400, 'validation_failed', message, { fieldErrors: { [field]: [message] } });
}

/** The counter's answer to "which part is the surname?", checked against the name typed. */
function namedSurname(name: string | null, lastName: string | null | undefined) {
  if (!lastName || !name) return undefined;
  const split = personNameWithSurname(name, lastName);
  if (!split) throw refused(CUSTOMER_LINK_MESSAGES.surnameNotInName, 'customer_last_name');
  return split;
}

/** A customer chosen by id: it must exist and still be a person (not anonymised). */
async function chosenCustomer(trx: Kysely<DB>, id: string) {
  const row = await selectCustomer(trx, id);
  if (!row) throw refused(CUSTOMER_LINK_MESSAGES.notFound);
  if (row.anonymised_at !== null) throw refused(CUSTOMER_LINK_MESSAGES.anonymised);
  return row;
}

/**
 * The customer of a ticket, quote or PC build being saved by staff, in its transaction:
 * - a `customer_id` chosen (the counter's suggestion): linked; the snapshot fields not typed are
 *   filled from the customer;
 * - none, on a new document or one not linked yet, with a person typed: the customer found by
 *   phone or e-mail, or created (findOrCreateCustomerForDocument);
 * - null on an edit: unlinked (on a new document null is the same as absent). A linked
 *   document's own edits keep its customer.
 * The linked customer's last activity moves to now.
 */
export async function linkDocumentCustomer(
  trx: Kysely<DB>,
  request: DocumentLinkRequest,
): Promise<DocumentLink> {
  const { sent, typed, current, now } = request;
  if (sent === null && current) return { customerId: null, fill: {} };
  if (sent) {
    const customer = await chosenCustomer(trx, sent);
    await touchCustomerActivity(trx, customer.id, now);
    if (current?.customer_id === sent) return { customerId: undefined, fill: {} };
    const snapshot = customerSnapshot(customer);
    const fill: DocumentLink['fill'] = {};
    for (const key of SNAPSHOT_KEYS) {
      const value = snapshot[key];
      if (typed[key] === undefined && value) fill[key] = value;
    }
    return { customerId: customer.id, fill };
  }
  if (current?.customer_id) {
    await touchCustomerActivity(trx, current.customer_id, now);
    return { customerId: undefined, fill: {} };
  }
  const typedAny = SNAPSHOT_KEYS.some((key) => typed[key] !== undefined);
  if (current && !typedAny) return { customerId: undefined, fill: {} };
  const person = { ...current, ...definedOnly(typed) };
  const found = await findOrCreateCustomerForDocument(trx, {
    name: person.customer_name ?? null,
    split: namedSurname(person.customer_name ?? null, request.lastName),
    email: person.customer_email ?? null,
    phone: person.customer_phone ?? null,
    actor: request.actorId,
    now,
  });
  return { customerId: found?.id ?? (current ? undefined : null), fill: {} };
}

/**
 * The customer of a ticket from the public form: linked only to the one customer holding both
 * the e-mail and the phone typed, else a new one marked *Da verificare*; the terms accepted on
 * the form are their privacy acknowledgement (marketing consent is never inferred from them).
 */
export async function linkPublicIntakeCustomer(
  trx: Transaction<DB>,
  typed: { customer_name: string; customer_email: string; customer_phone?: string | null },
  options: { privacyAckAt: string | null; now: string },
): Promise<string | null> {
  const found = await findOrCreateCustomerForDocument(trx, {
    name: typed.customer_name,
    email: typed.customer_email,
    phone: typed.customer_phone ?? null,
    actor: null,
    now: options.now,
    via: 'public',
  });
  if (found && options.privacyAckAt) await setPrivacyAck(trx, found.id, options.privacyAckAt);
  return found?.id ?? null;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

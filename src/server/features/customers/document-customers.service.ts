import type { Kysely } from 'kysely';
import { emailKey } from '../../../shared/customers/customer-keys';
import { CUSTOMER_MESSAGES } from '../../../shared/customers/customer-schemas';
import {
  customerReadingName,
  type PersonName,
  splitPersonName,
} from '../../../shared/customers/person-name';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { normalizeInternationalPhone } from '../../phone/international-phone';
import { phoneKey } from '../../phone/phone-key';
import { customerColumns, fieldsOf } from './customer-columns';
import {
  type CustomerRow,
  insertCustomer,
  insertCustomerEvent,
  selectByKeys,
  selectCustomer,
  setLastActivity,
  updateCustomerAtVersion,
} from './customers.queries';

/** The fields a document copies from its customer. */
export type DocumentCustomer = Pick<
  CustomerRow,
  'id' | 'kind' | 'first_name' | 'last_name' | 'company_name' | 'display_name' | 'email' | 'phone'
>;

export interface DocumentCustomerInput {
  /** As typed on the document (the snapshot's name), "Nome Cognome". */
  name: string | null;
  /** Where the counter said the surname is; absent, the name is split by splitPersonName. */
  split?: PersonName | undefined;
  email: string | null;
  /** E.164 as the document stores it. */
  phone: string | null;
  /** The account saving the document (null: the public intake). */
  actor: string | null;
  /** ISO UTC: the document's time. */
  now: string;
  /** 'public': the intake form, where only a match of both e-mail and phone links. */
  via?: 'staff' | 'public';
}

/**
 * The customer of a document typed at the counter (or the public intake), found or created:
 * - staff: linked when exactly one customer has this phone or this e-mail (a different customer
 *   holding the other one makes it ambiguous);
 * - public: linked only to the one customer holding both the e-mail and the phone;
 * otherwise a new customer (public: marked to_review, for staff to check or merge). Two people
 * are never merged silently. null when nothing identifies a person (no name, e-mail or phone).
 */
export async function findOrCreateCustomerForDocument(
  trx: Kysely<DB>,
  input: DocumentCustomerInput,
): Promise<{ id: string; created: boolean } | null> {
  const name = input.name?.trim() || null;
  const phone = input.phone ? normalizeInternationalPhone(input.phone) : null;
  const email = input.email?.trim().toLowerCase() || null;
  const keys = { phone: phoneKey(phone), email: emailKey(email) };
  if (!name && !keys.phone && !keys.email) return null;
  const via = input.via ?? 'staff';
  const candidates = keys.phone || keys.email ? await selectByKeys(trx, keys) : [];
  const match = via === 'public' ? matchBoth(candidates, keys) : matchOne(candidates);
  if (match) {
    if (via === 'staff') await fillBlankContacts(trx, match, { email, phone }, input.now);
    await setLastActivity(trx, match.id, input.now);
    return { id: match.id, created: false };
  }
  const id = crypto.randomUUID();
  // An unsure split (three words, no particle) is kept as guessed and left for staff to check.
  const guess = name ? splitPersonName(name) : null;
  const person = input.split ?? guess;
  const unsure = !input.split && guess?.sure === false;
  await insertCustomer(trx, {
    id,
    ...customerColumns({
      kind: 'privato',
      first_name: person?.first_name ?? null,
      last_name: person?.last_name || null,
      company_name: null,
      tax_code: null,
      vat_number: null,
      email,
      pec: null,
      sdi_code: null,
      intent_protocol: null,
      intent_date: null,
      phone,
      phone2: null,
      street: null,
      postal_code: null,
      city: null,
      province: null,
      country: 'IT',
      notes: null,
    }),
    to_review: via === 'public' || unsure ? 1 : 0,
    last_activity_at: input.now,
    created_at: input.now,
    updated_at: input.now,
  });
  await insertCustomerEvent(trx, {
    id: crypto.randomUUID(),
    customer_id: id,
    kind: 'creazione',
    user_id: input.actor,
    details: JSON.stringify({ via }),
    created_at: input.now,
  });
  return { id, created: true };
}

function matchOne(candidates: CustomerRow[]): CustomerRow | null {
  return candidates.length === 1 ? (candidates[0] ?? null) : null;
}

function matchBoth(
  candidates: CustomerRow[],
  keys: { phone: string | null; email: string | null },
): CustomerRow | null {
  if (!keys.phone || !keys.email) return null;
  const both = candidates.filter((c) => c.phone_key === keys.phone && c.email_key === keys.email);
  return both.length === 1 ? (both[0] ?? null) : null;
}

/** A returning customer's missing e-mail or phone, from the document that brought it. */
async function fillBlankContacts(
  trx: Kysely<DB>,
  customer: CustomerRow,
  typed: { email: string | null; phone: string | null },
  now: string,
) {
  const email = customer.email ?? typed.email;
  const phone = customer.phone ?? typed.phone;
  if (email === customer.email && phone === customer.phone) return;
  await updateCustomerAtVersion(trx, customer.id, Number(customer.version), {
    ...customerColumns({ ...fieldsOf(customer), email, phone }),
    updated_at: now,
  });
}

/** The customer fields a document keeps: the name as a person reads it, e-mail and phone. */
export function customerSnapshot(customer: DocumentCustomer): {
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
} {
  return {
    customer_name: customerReadingName(customer),
    customer_email: customer.email,
    customer_phone: customer.phone,
  };
}

/** A document was written for this customer now: the list's "last activity" order. */
export async function touchCustomerActivity(trx: Kysely<DB>, id: string, now: string) {
  await setLastActivity(trx, id, now);
}

/** The customer a document names by `customer_id`; 400 on that field when there is none. */
export async function customerForDocument(trx: Kysely<DB>, id: string): Promise<DocumentCustomer> {
  const row = await selectCustomer(trx, id);
  if (!row) {
    throw new AppError(400, 'validation_failed', CUSTOMER_MESSAGES.notFound, {
      fieldErrors: { customer_id: [CUSTOMER_MESSAGES.notFound] },
    });
  }
  return row;
}

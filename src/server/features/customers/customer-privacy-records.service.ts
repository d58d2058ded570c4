import type { Kysely, Transaction } from 'kysely';
import { CUSTOMER_EVENT_LABELS } from '../../../shared/customers/customer-events';
import { ANONYMISED_NAME, PRIVACY_MESSAGES } from '../../../shared/customers/customer-privacy';
import { CUSTOMER_MESSAGES } from '../../../shared/customers/customer-schemas';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { customerColumns } from './customer-columns';
import { parseDetails, summaryOf } from './customer-events.presenter';
import { forgetNamesInEvents } from './customer-events.service';
import {
  claimForAnonymising,
  customerForExport,
  customerState,
  eventsForExport,
  setCustomerColumns,
} from './customer-privacy.queries';
import { deleteCustomerRow } from './customers.queries';

/**
 * The register's own part of the customer's privacy rights and deletion (the customer-rights
 * feature composes them with the documents'): the row as held, its log as exported, and the
 * row emptied or deleted inside the caller's transaction.
 */
type Db = Kysely<DB> | Transaction<DB>;

/** The customer row with every column but the derived ones (search text, sort name, keys). */
export function customerForPrivacy(db: Db, id: string) {
  return customerForExport(db, id);
}
export type PrivacyCustomerRow = NonNullable<Awaited<ReturnType<typeof customerForPrivacy>>>;

/** The customer's log as the export carries it: what, in words, by whom and when. */
export async function customerEventsForExport(db: Db, customerId: string) {
  return (await eventsForExport(db, customerId)).map((e) => ({
    kind: e.kind,
    label: CUSTOMER_EVENT_LABELS[e.kind] ?? e.kind,
    summary: summaryOf(e.kind, parseDetails(e.details)),
    user_name: e.user_name,
    created_at: toIso(e.created_at),
  }));
}

/**
 * The anonymisation's first statement: the row is taken (version moved) only if it is not
 * anonymised yet, so two admins anonymising at once do it once (409); 404 if there is none.
 */
export async function claimCustomerForAnonymising(trx: Transaction<DB>, id: string) {
  const claimed = await claimForAnonymising(trx, id);
  if (claimed) return claimed;
  if (await customerState(trx, id)) throw conflict(PRIVACY_MESSAGES.alreadyAnonymised);
  throw notFound(CUSTOMER_MESSAGES.notFound);
}
type ClaimedCustomer = Awaited<ReturnType<typeof claimCustomerForAnonymising>>;

/**
 * The claimed row's personal fields emptied (the name becomes 'Cliente anonimizzato', consents
 * withdrawn) and the names its log recorded forgotten.
 */
export async function emptyCustomerRecord(
  trx: Transaction<DB>,
  id: string,
  claimed: ClaimedCustomer,
  at: string,
) {
  const company = claimed.kind === 'azienda';
  await setCustomerColumns(trx, id, {
    ...customerColumns({
      kind: claimed.kind,
      first_name: null,
      last_name: company ? null : ANONYMISED_NAME,
      company_name: company ? ANONYMISED_NAME : null,
      tax_code: null,
      vat_number: null,
      email: null,
      pec: null,
      sdi_code: null,
      intent_protocol: null,
      intent_date: null,
      phone: null,
      phone2: null,
      street: null,
      postal_code: null,
      city: null,
      province: null,
      country: claimed.country,
      notes: null,
    }),
    marketing_consent: 0,
    marketing_consent_at: null,
    to_review: 0,
    anonymised_at: at,
    updated_at: at,
  });
  await forgetNamesInEvents(trx, id);
}

/** The row deleted, in the caller's transaction (a document still linked: the database refuses). */
export function deleteCustomerRecord(trx: Transaction<DB>, id: string) {
  return deleteCustomerRow(trx, id);
}

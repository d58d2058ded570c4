import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { CustomerCountsDto, CustomerDto } from '../../../shared/customers/customer-dto';
import {
  CUSTOMER_MESSAGES,
  type CustomerInput,
  type CustomerPatch,
  customerFieldErrors,
  type ListCustomersQuery,
} from '../../../shared/customers/customer-schemas';
import type { DialectName } from '../../db/database';
import { toBool, toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { decodeCursor, toPage } from '../../http/paging';
import { type CustomerFields, customerColumns } from './customer-columns';
import { customerSearch } from './customer-search';
import { presentCustomer, presentListItem } from './customers.presenter';
import {
  type CustomerRow,
  insertCustomer,
  selectCustomer,
  selectCustomers,
  selectDocumentSummary,
  updateCustomerAtVersion,
} from './customers.queries';

/** The register's pages: list, read, create, edit, delete (CHECKOUT "Customers"). */
export type CustomerDeps = { db: Kysely<DB>; dialect: DialectName; clock: () => Date };

const cursorKey = z.tuple([z.string(), z.string()]);

export async function listCustomers(deps: CustomerDeps, query: ListCustomersQuery) {
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined;
  // A common surname's matches sit together in the name order, so walking that order from A
  // reads most of the register before the first of them ("rossi" at 200,000 customers: 320 ms
  // on SQLite, 166 ms on PostgreSQL). In name order the trigram index names every match and they
  // are sorted instead; the other orders spread matches evenly.
  const search = await customerSearch.forQuery(deps.db, deps.dialect, query.q, {
    sortAll: query.sort === 'name',
  });
  const rows = await selectCustomers(deps.db, {
    ...query,
    limit: query.limit + 1,
    after,
    search,
    sortMatches: search?.sorted,
  });
  const page = toPage(rows, query.limit, (last) => [
    query.sort === 'name'
      ? last.sort_name
      : toIso(query.sort === 'created_at' ? last.created_at : last.last_activity_at),
    last.id,
  ]);
  return { items: page.rows.map(presentListItem), next_cursor: page.next_cursor };
}

/**
 * What a customer has and owes: the one place invoices and payments extend (their counts, and
 * balance_due becoming open tickets and issued invoices less what was paid).
 */
async function customerSummary(db: Kysely<DB>, id: string) {
  const { due_cents, shop_vat_number, ...documents } = await selectDocumentSummary(db, id);
  const counts: CustomerCountsDto = documents;
  return { counts, dueCents: due_cents, shopVatNumber: shop_vat_number };
}

export async function getCustomer(
  deps: Pick<CustomerDeps, 'db'>,
  id: string,
): Promise<CustomerDto> {
  const row = await selectCustomer(deps.db, id);
  if (!row) throw notFound(CUSTOMER_MESSAGES.notFound);
  const { counts, dueCents, shopVatNumber } = await customerSummary(deps.db, id);
  return presentCustomer(row, counts, dueCents, shopVatNumber);
}

const orNull = <T>(value: T | undefined, base: T | null): T | null =>
  value !== undefined ? value : base;

/** The customer as it will be: what was sent over what is stored (nothing stored: a new one). */
function complete(input: CustomerPatch | CustomerInput, base?: CustomerRow): CustomerFields {
  return {
    kind: input.kind ?? base?.kind ?? 'privato',
    first_name: orNull(input.first_name, base?.first_name ?? null),
    last_name: orNull(input.last_name, base?.last_name ?? null),
    company_name: orNull(input.company_name, base?.company_name ?? null),
    tax_code: orNull(input.tax_code, base?.tax_code ?? null),
    vat_number: orNull(input.vat_number, base?.vat_number ?? null),
    email: orNull(input.email, base?.email ?? null),
    pec: orNull(input.pec, base?.pec ?? null),
    sdi_code: orNull(input.sdi_code, base?.sdi_code ?? null),
    intent_protocol: orNull(input.intent_protocol, base?.intent_protocol ?? null),
    intent_date: orNull(input.intent_date, base?.intent_date ?? null),
    phone: orNull(input.phone, base?.phone ?? null),
    phone2: orNull(input.phone2, base?.phone2 ?? null),
    street: orNull(input.street, base?.street ?? null),
    postal_code: orNull(input.postal_code, base?.postal_code ?? null),
    city: orNull(input.city, base?.city ?? null),
    province: orNull(input.province, base?.province ?? null),
    country: input.country ?? base?.country ?? 'IT',
    notes: orNull(input.notes, base?.notes ?? null),
  };
}

/** Marketing consent is never assumed: its date is when it was given, cleared when withdrawn. */
function consentColumns(given: boolean | undefined, base: CustomerRow | undefined, now: string) {
  if (given === undefined) return {};
  if (given && base && toBool(base.marketing_consent)) return {};
  return { marketing_consent: given ? 1 : 0, marketing_consent_at: given ? now : null };
}

export async function createCustomer(deps: CustomerDeps, input: CustomerInput) {
  const now = deps.clock().toISOString();
  const id = crypto.randomUUID();
  await insertCustomer(deps.db, {
    id,
    ...customerColumns(complete(input)),
    ...consentColumns(input.marketing_consent, undefined, now),
    to_review: input.to_review ? 1 : 0,
    last_activity_at: now,
    created_at: now,
    updated_at: now,
  });
  return getCustomer(deps, id);
}

/** An edit of the version the editor read; the rules across fields hold for the result. */
export async function updateCustomer(deps: CustomerDeps, id: string, patch: CustomerPatch) {
  const current = await selectCustomer(deps.db, id);
  if (!current) throw notFound(CUSTOMER_MESSAGES.notFound);
  if (Number(current.version) !== patch.version) throw conflict(CUSTOMER_MESSAGES.versionConflict);
  const fields = complete(patch, current);
  const errors = customerFieldErrors(fields);
  const first = Object.values(errors)[0];
  if (first) {
    const fieldErrors = Object.fromEntries(Object.entries(errors).map(([k, m]) => [k, [m]]));
    throw new AppError(400, 'validation_failed', first, { fieldErrors });
  }
  const now = deps.clock().toISOString();
  const saved = await updateCustomerAtVersion(deps.db, id, patch.version, {
    ...customerColumns(fields),
    ...consentColumns(patch.marketing_consent, current, now),
    ...(patch.to_review === undefined ? {} : { to_review: patch.to_review ? 1 : 0 }),
    updated_at: now,
  });
  if (!saved) throw conflict(CUSTOMER_MESSAGES.versionConflict);
  return getCustomer(deps, id);
}

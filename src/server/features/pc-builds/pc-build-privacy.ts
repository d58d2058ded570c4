import type { Kysely, Transaction } from 'kysely';
import { ANONYMISED_NAME } from '../../../shared/customers/customer-privacy';
import { centsToEuro } from '../../../shared/money';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { anonymiseDocumentSnapshot } from '../../documents/document-privacy';
import { deleteMailByKeys } from '../../mail/outbox-erasure.queries';
import { componentsOf, customerBuildRows } from './pc-build-privacy.queries';
import { pcBuildSearch } from './pc-build-search';

const euros = (cents: number | string) => centsToEuro(Number(cents));

/** A customer's PC builds for the privacy export: the proposal, its components and prices. */
export async function customerPcBuildsForExport(db: Kysely<DB>, customerId: string) {
  const builds = await customerBuildRows(db, customerId);
  if (builds.length === 0) return [];
  const components = new Map<string, Awaited<ReturnType<typeof componentsOf>>>();
  for (const c of await componentsOf(
    db,
    builds.map((b) => b.id),
  ))
    components.set(c.build_id, [...(components.get(c.build_id) ?? []), c]);
  return builds.map((b) => ({
    build_number: b.build_number,
    title: b.title,
    status: b.status,
    customer_name: b.customer_name,
    customer_email: b.customer_email,
    customer_phone: b.customer_phone,
    notes: b.notes,
    vat_rate: b.vat_hundredths / 100,
    taxable: euros(b.taxable_cents),
    vat_amount: euros(b.vat_cents),
    total_amount: euros(b.total_cents),
    created_at: toIso(b.created_at),
    updated_at: toIso(b.updated_at),
    components: (components.get(b.id) ?? []).map((c) => ({
      kind: c.kind,
      description: c.description,
      quantity: Number(c.quantity),
      unit_price: euros(c.unit_price_cents),
      line_total: euros(c.line_total_cents),
    })),
  }));
}

/**
 * Inside the customer's anonymisation: each build's snapshot of the person emptied with its
 * search text, and the e-mails that shared it deleted.
 */
export async function anonymiseCustomerPcBuilds(
  trx: Transaction<DB>,
  customerId: string,
): Promise<number> {
  const builds = await customerBuildRows(trx, customerId);
  for (const b of builds) {
    await anonymiseDocumentSnapshot(trx, 'pc_builds', b.id, {
      customer_name: ANONYMISED_NAME,
      search_text: pcBuildSearch.textOf({
        build_number: b.build_number,
        title: b.title,
        customer_name: ANONYMISED_NAME,
        customer_email: null,
      }),
    });
  }
  await deleteMailByKeys(trx, { prefixes: builds.map((b) => `pc-build-shared:${b.id}:`) });
  return builds.length;
}

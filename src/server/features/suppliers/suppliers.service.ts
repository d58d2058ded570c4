import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  type ListSuppliersQuery,
  SUPPLIER_MESSAGES,
  type SupplierDto,
  type SupplierInput,
  type SupplierPatch,
  supplierInUseMessage,
} from '../../../shared/inventory/suppliers';
import { formatPhone } from '../../../shared/phone-format';
import type { DialectName } from '../../db/database';
import { isForeignKeyViolation } from '../../db/db-errors';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { decodeCursor, toPage } from '../../http/paging';
import { normalizeInternationalPhone } from '../../phone/international-phone';
import { foldForSearch } from '../../search/text-search';
import { supplierSearch } from './supplier-search';
import {
  deleteSupplierRow,
  insertSupplier,
  oldestSupplierNamed,
  oldestSupplierWithVat,
  type SupplierRow,
  selectSupplier,
  selectSuppliers,
  updateSupplierRow,
} from './suppliers.queries';

type Deps = { db: Kysely<DB>; dialect: DialectName; clock: () => Date };

const cursorKey = z.tuple([z.string(), z.string()]);

function present(row: SupplierRow): SupplierDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    phone_display: row.phone ? formatPhone(row.phone) : null,
    address: row.address,
    notes: row.notes,
    vat_number: row.vat_number,
    lead_time_days: row.lead_time_days === null ? null : Number(row.lead_time_days),
    product_count: Number(row.product_count),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export async function listSuppliers(deps: Deps, query: ListSuppliersQuery) {
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined;
  const search = await supplierSearch.forQuery(deps.db, deps.dialect, query.q);
  const rows = await selectSuppliers(deps.db, { ...query, limit: query.limit + 1, after, search });
  const page = toPage(rows, query.limit, (last) => [
    query.sort === 'name' ? last.sort_name : toIso(last.created_at),
    last.id,
  ]);
  return { items: page.rows.map(present), next_cursor: page.next_cursor };
}

export async function getSupplier(deps: Deps, id: string): Promise<SupplierDto> {
  const row = await selectSupplier(deps.db, id);
  if (!row) throw notFound(SUPPLIER_MESSAGES.notFound);
  return present(row);
}

/** The stored columns of what a person typed: folded copies for sorting and search. */
function columnsOf(input: Required<SupplierInput>) {
  const phone = input.phone ? normalizeInternationalPhone(input.phone) : null;
  return {
    name: input.name,
    sort_name: foldForSearch(input.name),
    email: input.email,
    phone,
    address: input.address,
    notes: input.notes,
    vat_number: input.vat_number,
    lead_time_days: input.lead_time_days,
    search_text: supplierSearch.textOf({ ...input, phone }),
  };
}

const complete = (input: SupplierPatch, base?: SupplierDto): Required<SupplierInput> => ({
  name: input.name ?? base?.name ?? '',
  email: input.email !== undefined ? input.email : (base?.email ?? null),
  phone: input.phone !== undefined ? input.phone : (base?.phone ?? null),
  address: input.address !== undefined ? input.address : (base?.address ?? null),
  notes: input.notes !== undefined ? input.notes : (base?.notes ?? null),
  vat_number: input.vat_number !== undefined ? input.vat_number : (base?.vat_number ?? null),
  lead_time_days:
    input.lead_time_days !== undefined ? input.lead_time_days : (base?.lead_time_days ?? null),
});

export async function createSupplier(deps: Deps, input: SupplierInput): Promise<SupplierDto> {
  const now = deps.clock().toISOString();
  const id = crypto.randomUUID();
  await insertSupplier(deps.db, {
    id,
    ...columnsOf(complete(input)),
    created_at: now,
    updated_at: now,
  });
  return getSupplier(deps, id);
}

export async function updateSupplier(deps: Deps, id: string, patch: SupplierPatch) {
  const current = await getSupplier(deps, id);
  await updateSupplierRow(deps.db, id, {
    ...columnsOf(complete(patch, current)),
    updated_at: deps.clock().toISOString(),
  });
  return getSupplier(deps, id);
}

/** SPEC §5: refused while products use it, with their count (the database refuses it too). */
export async function deleteSupplier(deps: Deps, id: string): Promise<void> {
  const current = await getSupplier(deps, id);
  if (current.product_count > 0) {
    throw new AppError(409, 'supplier_in_use', supplierInUseMessage(current.product_count), {
      product_count: current.product_count,
    });
  }
  try {
    await deleteSupplierRow(deps.db, id);
  } catch (error) {
    // A product linked to it in the meantime: the database's RESTRICT said no.
    if (!isForeignKeyViolation(error)) throw error;
    return deleteSupplier(deps, id);
  }
}

/** The id of the supplier with this name (case and accents aside), created when missing (CSV import). */
export async function supplierIdByName(deps: Deps, name: string): Promise<string> {
  return (
    (await oldestSupplierNamed(deps.db, foldForSearch(name))) ??
    (await createSupplier(deps, { name })).id
  );
}

/** The supplier with this P.IVA, created with its name when unknown (supplier invoices). */
export async function supplierIdByVat(deps: Deps, vatNumber: string, name: string) {
  return (
    (await oldestSupplierWithVat(deps.db, vatNumber)) ??
    (await createSupplier(deps, { name, vat_number: vatNumber })).id
  );
}

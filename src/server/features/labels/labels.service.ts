import { type Kysely, sql } from 'kysely';
import {
  LABEL_KINDS,
  type LabelDto,
  type LabelInput,
  type LabelKind,
} from '../../../shared/inventory/labels';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/db-errors';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import type { LabelTable } from '../../db/tables/inventory-tables';
import { AppError, conflict, notFound } from '../../errors';
import { foldForSearch } from '../../search/text-search';

type Deps = { db: Kysely<DB>; clock: () => Date };
type Row = Omit<LabelTable, 'name_key'> & { product_count: number; pc_kind: string | null };

/** The products column that points at this kind. */
const PRODUCT_COLUMN = { brands: 'p.brand_id', categories: 'p.category_id' } as const;

/** Both kinds read through one shape; the category's own column is asked for by name. */
type LabelDB = Omit<DB, 'categories'> & { categories: LabelTable };

function select(db: Kysely<DB>, kind: LabelKind) {
  return (db as unknown as Kysely<LabelDB>)
    .selectFrom(`${kind} as l`)
    .select(['l.id', 'l.name', 'l.description', 'l.created_at', 'l.updated_at'])
    .select((kind === 'categories' ? sql<string | null>`l.pc_kind` : sql<null>`null`).as('pc_kind'))
    .select((eb) =>
      eb
        .selectFrom('products as p')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef(PRODUCT_COLUMN[kind], '=', 'l.id')
        .as('product_count'),
    );
}

function present(row: Row, kind: LabelKind): LabelDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    product_count: Number(row.product_count),
    ...(kind === 'categories' ? { pc_kind: row.pc_kind } : {}),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** Every brand (or category), by name: a shop has tens, never thousands (MODULES). */
export async function listLabels(deps: Deps, kind: LabelKind): Promise<{ items: LabelDto[] }> {
  const rows = (await select(deps.db, kind).orderBy('l.name_key').execute()) as Row[];
  return { items: rows.map((row) => present(row, kind)) };
}

export async function getLabel(deps: Deps, kind: LabelKind, id: string): Promise<LabelDto> {
  const row = (await select(deps.db, kind).where('l.id', '=', id).executeTakeFirst()) as
    | Row
    | undefined;
  if (!row) throw notFound(LABEL_KINDS[kind].notFound);
  return present(row, kind);
}

/** Same name whatever the case, accents or spaces: one label. */
const nameKey = (name: string) => foldForSearch(name);

async function saving<T>(kind: LabelKind, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(LABEL_KINDS[kind].duplicate);
    throw error;
  }
}

export async function createLabel(deps: Deps, kind: LabelKind, input: LabelInput) {
  const now = deps.clock().toISOString();
  const id = crypto.randomUUID();
  await saving(kind, () =>
    deps.db
      .insertInto(kind)
      .values({
        id,
        name: input.name,
        name_key: nameKey(input.name),
        description: input.description ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute(),
  );
  await writePcKind(deps, kind, id, input);
  return getLabel(deps, kind, id);
}

/** A category's PC component kind, when the form sent one (brands have none). */
async function writePcKind(deps: Deps, kind: LabelKind, id: string, input: LabelInput) {
  const pcKind = 'pc_kind' in input ? (input.pc_kind as string | null | undefined) : undefined;
  if (kind !== 'categories' || pcKind === undefined) return;
  await deps.db.updateTable('categories').set({ pc_kind: pcKind }).where('id', '=', id).execute();
}

export async function updateLabel(deps: Deps, kind: LabelKind, id: string, input: LabelInput) {
  await getLabel(deps, kind, id);
  await saving(kind, () =>
    deps.db
      .updateTable(kind)
      .set({
        name: input.name,
        name_key: nameKey(input.name),
        ...(input.description !== undefined ? { description: input.description } : {}),
        updated_at: deps.clock().toISOString(),
      })
      .where('id', '=', id)
      .execute(),
  );
  await writePcKind(deps, kind, id, input);
  return getLabel(deps, kind, id);
}

/** Refused while products use it, with their count (the database's RESTRICT refuses it too). */
export async function deleteLabel(deps: Deps, kind: LabelKind, id: string): Promise<void> {
  const current = await getLabel(deps, kind, id);
  const refuse = (count: number) =>
    new AppError(409, 'label_in_use', LABEL_KINDS[kind].inUse(count), { product_count: count });
  if (current.product_count > 0) throw refuse(current.product_count);
  try {
    await deps.db.deleteFrom(kind).where('id', '=', id).execute();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw refuse((await getLabel(deps, kind, id)).product_count);
  }
}

/** The id of the label with this name, created when missing (the product form and CSV import). */
export async function labelIdByName(deps: Deps, kind: LabelKind, name: string): Promise<string> {
  const existing = await deps.db
    .selectFrom(kind)
    .select('id')
    .where('name_key', '=', nameKey(name))
    .executeTakeFirst();
  return existing?.id ?? (await createLabel(deps, kind, { name })).id;
}

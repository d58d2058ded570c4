import type { Kysely } from 'kysely';
import {
  LABEL_KINDS,
  type LabelDto,
  type LabelInput,
  type LabelKind,
} from '../../../shared/inventory/labels';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/db-errors';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { foldForSearch } from '../../search/text-search';
import {
  deleteLabelRow,
  insertLabel,
  type LabelRow,
  labelIdWithKey,
  selectLabel,
  selectLabels,
  updateCategoryPcKind,
  updateLabelRow,
} from './labels.queries';

type Deps = { db: Kysely<DB>; clock: () => Date };

function present(row: LabelRow, kind: LabelKind): LabelDto {
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
  return { items: (await selectLabels(deps.db, kind)).map((row) => present(row, kind)) };
}

export async function getLabel(deps: Deps, kind: LabelKind, id: string): Promise<LabelDto> {
  const row = await selectLabel(deps.db, kind, id);
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
    insertLabel(deps.db, kind, {
      id,
      name: input.name,
      name_key: nameKey(input.name),
      description: input.description ?? null,
      created_at: now,
      updated_at: now,
    }),
  );
  await writePcKind(deps, kind, id, input);
  return getLabel(deps, kind, id);
}

/** A category's PC component kind, when the form sent one (brands have none). */
async function writePcKind(deps: Deps, kind: LabelKind, id: string, input: LabelInput) {
  const pcKind = 'pc_kind' in input ? (input.pc_kind as string | null | undefined) : undefined;
  if (kind !== 'categories' || pcKind === undefined) return;
  await updateCategoryPcKind(deps.db, id, pcKind);
}

export async function updateLabel(deps: Deps, kind: LabelKind, id: string, input: LabelInput) {
  await getLabel(deps, kind, id);
  await saving(kind, () =>
    updateLabelRow(deps.db, kind, id, {
      name: input.name,
      name_key: nameKey(input.name),
      ...(input.description !== undefined ? { description: input.description } : {}),
      updated_at: deps.clock().toISOString(),
    }),
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
    await deleteLabelRow(deps.db, kind, id);
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw refuse((await getLabel(deps, kind, id)).product_count);
  }
}

/** The id of the label with this name, created when missing (the product form and CSV import). */
export async function labelIdByName(deps: Deps, kind: LabelKind, name: string): Promise<string> {
  return (
    (await labelIdWithKey(deps.db, kind, nameKey(name))) ??
    (await createLabel(deps, kind, { name })).id
  );
}

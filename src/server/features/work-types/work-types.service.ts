import type { Kysely } from 'kysely';
import { centsToEuro, euroToCents } from '../../../shared/money';
import {
  WORK_TYPE_MESSAGES,
  type WorkTypeDto,
  type WorkTypeInput,
} from '../../../shared/work/work-types';
import { isForeignKeyViolation } from '../../db/db-errors';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import {
  deleteWorkTypeRow,
  insertWorkType,
  selectWorkType,
  workTypePriceCents as selectWorkTypePriceCents,
  selectWorkTypes,
  updateWorkTypeRow,
  type WorkTypeRow,
} from './work-types.queries';

/** The type's current price in cents, for a new work log (null: no such type). */
export function workTypePriceCents(db: Kysely<DB>, id: string): Promise<number | null> {
  return selectWorkTypePriceCents(db, id);
}

type Deps = { db: Kysely<DB>; clock: () => Date };

function present(row: WorkTypeRow): WorkTypeDto {
  return {
    id: row.id,
    name: row.name,
    price: centsToEuro(Number(row.price_cents)),
    log_count: Number(row.log_count ?? 0),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** Every work type by name: a shop has tens (SPEC §7 "select ordered by name"). */
export async function listWorkTypes(deps: Deps): Promise<{ items: WorkTypeDto[] }> {
  const rows = await selectWorkTypes(deps.db);
  return { items: rows.map(present) };
}

export async function getWorkType(deps: Deps, id: string): Promise<WorkTypeDto> {
  const row = await selectWorkType(deps.db, id);
  if (!row) throw notFound(WORK_TYPE_MESSAGES.notFound);
  return present(row);
}

export async function createWorkType(deps: Deps, input: WorkTypeInput): Promise<WorkTypeDto> {
  const now = deps.clock().toISOString();
  const id = crypto.randomUUID();
  await insertWorkType(deps.db, {
    id,
    name: input.name,
    price_cents: euroToCents(input.price),
    created_at: now,
    updated_at: now,
  });
  return getWorkType(deps, id);
}

/** A new price applies to new entries only: each entry keeps the price it was logged at. */
export async function updateWorkType(deps: Deps, id: string, input: WorkTypeInput) {
  await getWorkType(deps, id);
  await updateWorkTypeRow(deps.db, id, {
    name: input.name,
    price_cents: euroToCents(input.price),
    updated_at: deps.clock().toISOString(),
  });
  return getWorkType(deps, id);
}

/** Refused while entries use it, with their count (the database's RESTRICT refuses it too). */
export async function deleteWorkType(deps: Deps, id: string): Promise<void> {
  const current = await getWorkType(deps, id);
  const refuse = (count: number) =>
    new AppError(409, 'work_type_in_use', WORK_TYPE_MESSAGES.inUse(count), { log_count: count });
  if (current.log_count > 0) throw refuse(current.log_count);
  try {
    await deleteWorkTypeRow(deps.db, id);
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw refuse((await getWorkType(deps, id)).log_count);
  }
}

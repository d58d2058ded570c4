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

type Deps = { db: Kysely<DB>; clock: () => Date };

function select(db: Kysely<DB>) {
  return db
    .selectFrom('work_types as w')
    .select(['w.id', 'w.name', 'w.price_cents', 'w.created_at', 'w.updated_at'])
    .select((eb) =>
      eb
        .selectFrom('work_logs as l')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('l.work_type_id', '=', 'w.id')
        .as('log_count'),
    );
}
type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function present(row: Row): WorkTypeDto {
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
  const rows = await select(deps.db).orderBy('w.name').orderBy('w.id').execute();
  return { items: rows.map(present) };
}

export async function getWorkType(deps: Deps, id: string): Promise<WorkTypeDto> {
  const row = await select(deps.db).where('w.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(WORK_TYPE_MESSAGES.notFound);
  return present(row);
}

export async function createWorkType(deps: Deps, input: WorkTypeInput): Promise<WorkTypeDto> {
  const now = deps.clock().toISOString();
  const id = crypto.randomUUID();
  await deps.db
    .insertInto('work_types')
    .values({
      id,
      name: input.name,
      price_cents: euroToCents(input.price),
      created_at: now,
      updated_at: now,
    })
    .execute();
  return getWorkType(deps, id);
}

/** A new price applies to new entries only: each entry keeps the price it was logged at. */
export async function updateWorkType(deps: Deps, id: string, input: WorkTypeInput) {
  await getWorkType(deps, id);
  await deps.db
    .updateTable('work_types')
    .set({
      name: input.name,
      price_cents: euroToCents(input.price),
      updated_at: deps.clock().toISOString(),
    })
    .where('id', '=', id)
    .execute();
  return getWorkType(deps, id);
}

/** Refused while entries use it, with their count (the database's RESTRICT refuses it too). */
export async function deleteWorkType(deps: Deps, id: string): Promise<void> {
  const current = await getWorkType(deps, id);
  const refuse = (count: number) =>
    new AppError(409, 'work_type_in_use', WORK_TYPE_MESSAGES.inUse(count), { log_count: count });
  if (current.log_count > 0) throw refuse(current.log_count);
  try {
    await deps.db.deleteFrom('work_types').where('id', '=', id).execute();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw refuse((await getWorkType(deps, id)).log_count);
  }
}

/** The type's current price, for a new entry; 400 in words when the type does not exist. */
export async function workTypePriceCents(db: Kysely<DB>, id: string): Promise<number | null> {
  const row = await db
    .selectFrom('work_types')
    .select('price_cents')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? Number(row.price_cents) : null;
}

import type { Insertable, Kysely, Updateable } from 'kysely';
import {
  FINISHED_TASK_STATUS,
  PRIORITY_RANK,
  type TaskPriority,
} from '../../../shared/tasks/tasks';
import { afterKey } from '../../db/keyset';
import type { DB } from '../../db/schema';
import type { SearchStrategy } from '../../search/text-search';
import { taskSearch } from './task-search';

/** The board's order as one sortable text: priority rank, then the due date, none last. */
export const boardKey = (priority: TaskPriority, dueDate: string | null) =>
  `${PRIORITY_RANK[priority]}|${dueDate ?? '9999-12-31'}`;

function selectWithNames(db: Kysely<DB>) {
  return db
    .selectFrom('tasks as t')
    .leftJoin('users as a', 'a.id', 't.assigned_to')
    .leftJoin('users as c', 'c.id', 't.created_by')
    .leftJoin('tickets as k', 'k.id', 't.ticket_id')
    .select([
      't.id',
      't.title',
      't.description',
      't.due_date',
      't.assigned_to',
      'a.name as assigned_to_name',
      't.status',
      't.priority',
      't.board_key',
      't.ticket_id',
      'k.ticket_number',
      't.created_by',
      'c.name as created_by_name',
      't.version',
      't.created_at',
      't.updated_at',
    ]);
}
export type TaskRow = Awaited<ReturnType<ReturnType<typeof selectWithNames>['execute']>>[number];

export interface TaskFilters {
  status?: TaskRow['status'];
  priority?: TaskPriority;
  assignedTo?: string;
  /** Due dates from..to inclusive (the overdue and soon filters). */
  dueFrom?: string;
  dueTo?: string;
  /** Leaves out finished tasks (the due filters). */
  unfinished?: boolean;
  ticketId?: string;
  search?: { strategy: SearchStrategy; words: string[] };
}

export function selectTasks(
  db: Kysely<DB>,
  filters: TaskFilters,
  limit: number,
  after?: readonly [string, string],
) {
  let select = selectWithNames(db).orderBy('t.board_key').orderBy('t.id').limit(limit);
  if (after) select = select.where(afterKey(['t.board_key', 't.id'], after, 'asc'));
  if (filters.status) select = select.where('t.status', '=', filters.status);
  if (filters.priority) select = select.where('t.priority', '=', filters.priority);
  if (filters.assignedTo) select = select.where('t.assigned_to', '=', filters.assignedTo);
  if (filters.dueFrom) select = select.where('t.due_date', '>=', filters.dueFrom);
  if (filters.dueTo) select = select.where('t.due_date', '<=', filters.dueTo);
  if (filters.unfinished) select = select.where('t.status', '!=', FINISHED_TASK_STATUS);
  if (filters.ticketId) select = select.where('t.ticket_id', '=', filters.ticketId);
  if (filters.search)
    select = select.where(taskSearch.condition(filters.search.strategy, filters.search.words));
  return select.execute();
}

export const selectTask = (db: Kysely<DB>, id: string) =>
  selectWithNames(db).where('t.id', '=', id).executeTakeFirst();

/** An assignee must be an enabled account; a linked ticket must exist (not deleted). */
export async function referencesExist(
  db: Kysely<DB>,
  refs: { assignedTo?: string | null; ticketId?: string | null },
) {
  const [user, ticket] = await Promise.all([
    refs.assignedTo
      ? db
          .selectFrom('users')
          .select('id')
          .where('id', '=', refs.assignedTo)
          // 0/1 binds on both engines (PostgreSQL reads the untyped parameter as a boolean).
          .where((eb) => eb.or([eb('banned', 'is', null), eb('banned', '=', 0)]))
          .executeTakeFirst()
      : true,
    refs.ticketId
      ? db
          .selectFrom('tickets')
          .select('id')
          .where('id', '=', refs.ticketId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      : true,
  ]);
  return { user: Boolean(user), ticket: Boolean(ticket) };
}

export const insertTask = (db: Kysely<DB>, row: Insertable<DB['tasks']>) =>
  db.insertInto('tasks').values(row).execute();

/**
 * The edit of the version the editor read, bumping it: false when someone saved in between (the
 * guarded UPDATE matched nothing).
 */
export async function updateTaskVersion(
  db: Kysely<DB>,
  id: string,
  version: number,
  set: Omit<Updateable<DB['tasks']>, 'version'>,
): Promise<boolean> {
  const result = await db
    .updateTable('tasks')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** false when there was no such task. */
export async function deleteTaskRow(db: Kysely<DB>, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom('tasks').where('id', '=', id).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

import { z } from 'zod';
import { addDays } from '../../../shared/calendar';
import { romeToday } from '../../../shared/format';
import { soonUntil } from '../../../shared/tasks/task-due';
import {
  type ListTasksQuery,
  TASK_MESSAGES,
  type TaskCreateInput,
  type TaskDto,
  type TaskUpdateInput,
} from '../../../shared/tasks/tasks';
import { badRequest, conflict, notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { decodeCursor, toPage } from '../../http/paging';
import { taskSearch } from './task-search';
import { presentTask } from './tasks.presenter';
import {
  boardKey,
  deleteTaskRow,
  insertTask,
  referencesExist,
  selectTask,
  selectTasks,
  type TaskFilters,
  updateTaskVersion,
} from './tasks.queries';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock'>;

const cursorKey = z.tuple([z.string(), z.string()]);

/** The board's filters as rows: `me` is the signed-in account, due windows from Rome's today. */
async function filtersOf(deps: Deps, actorId: string, query: ListTasksQuery): Promise<TaskFilters> {
  const today = romeToday(deps.clock());
  // A finished task is neither overdue nor due soon.
  const due =
    query.due === 'overdue'
      ? { dueTo: addDays(today, -1), unfinished: true }
      : query.due === 'soon'
        ? { dueFrom: today, dueTo: soonUntil(today), unfinished: true }
        : {};
  return {
    status: query.status,
    priority: query.priority,
    assignedTo: query.assigned_to === 'me' ? actorId : query.assigned_to,
    ticketId: query.ticket_id,
    search: await taskSearch.forQuery(deps.db, deps.dialect, query.q),
    ...due,
  };
}

export async function listTasks(deps: Deps, actorId: string, query: ListTasksQuery) {
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined;
  const filters = await filtersOf(deps, actorId, query);
  const rows = await selectTasks(deps.db, filters, query.limit + 1, after);
  const page = toPage(rows, query.limit, (last) => [last.board_key, last.id]);
  const now = deps.clock();
  return { items: page.rows.map((row) => presentTask(row, now)), next_cursor: page.next_cursor };
}

export async function getTask(deps: Pick<Deps, 'db' | 'clock'>, id: string): Promise<TaskDto> {
  const row = await selectTask(deps.db, id);
  if (!row) throw notFound(TASK_MESSAGES.notFound);
  return presentTask(row, deps.clock());
}

async function checkReferences(deps: Pick<Deps, 'db'>, input: Partial<TaskCreateInput>) {
  const found = await referencesExist(deps.db, {
    assignedTo: input.assigned_to,
    ticketId: input.ticket_id,
  });
  if (!found.user) throw badRequest(TASK_MESSAGES.assigneeInvalid);
  if (!found.ticket) throw badRequest(TASK_MESSAGES.ticketInvalid);
}

export async function createTask(deps: Deps, createdBy: string, input: TaskCreateInput) {
  await checkReferences(deps, input);
  const at = deps.clock().toISOString();
  const id = crypto.randomUUID();
  const priority = input.priority ?? 'Normale';
  const dueDate = input.due_date ?? null;
  const description = input.description ?? null;
  await insertTask(deps.db, {
    id,
    title: input.title,
    description,
    due_date: dueDate,
    assigned_to: input.assigned_to ?? null,
    status: input.status ?? 'Assegnato',
    priority,
    board_key: boardKey(priority, dueDate),
    ticket_id: input.ticket_id ?? null,
    created_by: createdBy,
    search_text: taskSearch.textOf({ title: input.title, description }),
    created_at: at,
    updated_at: at,
  });
  return getTask(deps, id);
}

/**
 * An edit of the version the editor last read (the form, or one field inline on a card): the
 * guarded UPDATE matches nothing when someone saved in between, and the edit is refused (409).
 */
export async function updateTask(deps: Deps, id: string, input: TaskUpdateInput) {
  const current = await selectTask(deps.db, id);
  if (!current) throw notFound(TASK_MESSAGES.notFound);
  if (Number(current.version) !== input.version) throw conflict(TASK_MESSAGES.versionConflict);
  await checkReferences(deps, input);
  const next = {
    title: input.title ?? current.title,
    description: input.description === undefined ? current.description : input.description,
    due_date: input.due_date === undefined ? current.due_date : input.due_date,
    assigned_to: input.assigned_to === undefined ? current.assigned_to : input.assigned_to,
    status: input.status ?? current.status,
    priority: input.priority ?? current.priority,
    ticket_id: input.ticket_id === undefined ? current.ticket_id : input.ticket_id,
  };
  const updated = await updateTaskVersion(deps.db, id, input.version, {
    ...next,
    board_key: boardKey(next.priority, next.due_date),
    search_text: taskSearch.textOf(next),
    updated_at: deps.clock().toISOString(),
  });
  if (!updated) throw conflict(TASK_MESSAGES.versionConflict);
  return getTask(deps, id);
}

export async function deleteTask(deps: Pick<Deps, 'db'>, id: string): Promise<void> {
  if (!(await deleteTaskRow(deps.db, id))) throw notFound(TASK_MESSAGES.notFound);
}

import { taskDue } from '../../../shared/tasks/task-due';
import { FINISHED_TASK_STATUS, type TaskDto } from '../../../shared/tasks/tasks';
import { toIso } from '../../db/normalize';
import type { TaskRow } from './tasks.queries';

/**
 * The due colour is read at `now` (the app's clock), never stored: it changes at Rome's midnight.
 * A finished task has none, whatever its date.
 */
export function presentTask(row: TaskRow, now: Date): TaskDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    due_date: row.due_date,
    due: row.status === FINISHED_TASK_STATUS ? 'none' : taskDue(row.due_date, now),
    assigned_to: row.assigned_to,
    assigned_to_name: row.assigned_to_name,
    status: row.status,
    priority: row.priority,
    ticket_id: row.ticket_id,
    ticket_number: row.ticket_number,
    created_by: row.created_by,
    created_by_name: row.created_by_name,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    version: Number(row.version),
  };
}

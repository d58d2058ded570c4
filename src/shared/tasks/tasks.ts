import * as z from 'zod/mini';
import { isCalendarDate, optionalText, requiredText, uuidField } from '../form-fields';
import { pageCursor, pageLimit } from '../paging';
import { TASK_DUES } from './task-due';

/** The task board (SPEC §2 "Task board", §3, §4, §5, §8, §9; MODULES "Tasks"). */
export const TASK_STATUSES = ['Assegnato', 'In lavorazione', 'Ritardo', 'Terminato'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** A finished task has no due colour and is never overdue (SPEC §9 colours are for open work). */
export const FINISHED_TASK_STATUS: TaskStatus = 'Terminato';
export const TASK_PRIORITIES = ['Normale', 'Media', 'Urgente'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** A priority's look on a card (AA text contrast in both themes); Normale stays plain. */
export const TASK_PRIORITY_CLASSES: Record<TaskPriority, string> = {
  Normale: '',
  Media:
    'border-amber-700 bg-amber-50 text-amber-900 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100',
  Urgente:
    'border-red-700 bg-red-100 font-semibold text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100',
};

/** The board's order: the most urgent first (then the nearest due date). */
export const PRIORITY_RANK: Record<TaskPriority, number> = { Urgente: 0, Media: 1, Normale: 2 };

export const TASK_MESSAGES = {
  titleRequired: 'Titolo obbligatorio',
  statusInvalid: 'Stato non valido',
  priorityInvalid: 'Priorità non valida',
  dueInvalid: 'Data di scadenza non valida',
  assigneeInvalid: 'Utente non trovato',
  ticketInvalid: 'Ticket non trovato',
  notFound: 'Task non trovato',
  empty: 'Nessun task trovato',
  deleteFailed: "Errore durante l'eliminazione del task",
  versionConflict: 'Il task è stato modificato da un altro utente: ricarica la pagina e riprova.',
  created: 'Task creato',
  saved: 'Task aggiornato',
} as const;

const dueDate = z.pipe(
  z.transform((value: unknown) => (value === '' || value === undefined ? null : value)),
  z.nullable(
    z.string(TASK_MESSAGES.dueInvalid).check(z.refine(isCalendarDate, TASK_MESSAGES.dueInvalid)),
  ),
);
const nullableId = (message: string) =>
  z.pipe(
    z.transform((value: unknown) => (value === '' ? null : value)),
    z.nullable(uuidField(message)),
  );

const fields = {
  title: requiredText(TASK_MESSAGES.titleRequired, 200),
  description: z.optional(optionalText(5000)),
  due_date: z.optional(dueDate),
  assigned_to: z.optional(nullableId(TASK_MESSAGES.assigneeInvalid)),
  status: z.optional(z.enum(TASK_STATUSES, TASK_MESSAGES.statusInvalid)),
  priority: z.optional(z.enum(TASK_PRIORITIES, TASK_MESSAGES.priorityInvalid)),
  ticket_id: z.optional(nullableId(TASK_MESSAGES.ticketInvalid)),
};

export const taskCreateSchema = z.object(fields);
/** An edit sends what changed and the version it started from (inline edits send one field). */
export const taskUpdateSchema = z.object({
  ...z.partial(z.object(fields)).shape,
  version: z.number('Versione mancante').check(z.int()),
});
export type TaskCreateInput = z.infer<typeof taskCreateSchema>;
export type TaskUpdateInput = z.infer<typeof taskUpdateSchema>;

export const listTasksQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(200))),
  status: z.optional(z.enum(TASK_STATUSES, TASK_MESSAGES.statusInvalid)),
  priority: z.optional(z.enum(TASK_PRIORITIES, TASK_MESSAGES.priorityInvalid)),
  /** A user id, or `me` for the signed-in account. */
  assigned_to: z.optional(z.union([z.literal('me'), uuidField(TASK_MESSAGES.assigneeInvalid)])),
  due: z.optional(z.enum(['overdue', 'soon'], 'Filtro di scadenza non valido')),
  ticket_id: z.optional(uuidField(TASK_MESSAGES.ticketInvalid)),
  limit: pageLimit,
  cursor: pageCursor,
});
export type ListTasksQuery = z.infer<typeof listTasksQuery>;

export const taskDto = z.object({
  id: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  due_date: z.nullable(z.string()),
  due: z.enum(TASK_DUES),
  assigned_to: z.nullable(z.string()),
  assigned_to_name: z.nullable(z.string()),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  ticket_id: z.nullable(z.string()),
  ticket_number: z.nullable(z.string()),
  created_by: z.nullable(z.string()),
  created_by_name: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.number(),
});
export type TaskDto = z.infer<typeof taskDto>;
export const tasksPageDto = z.object({
  items: z.array(taskDto),
  next_cursor: z.nullable(z.string()),
});

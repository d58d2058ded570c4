import { addDays } from '../calendar';
import { romeToday } from '../format';

/**
 * A task's due colour (SPEC §9): overdue red (before today), within 3 days yellow (today to
 * today + 3), later green, none grey. "Today" is the calendar day in Europe/Rome, read from the
 * clock the caller passes, so a test can stand on either side of midnight or a DST change.
 */
export const TASK_DUES = ['overdue', 'soon', 'later', 'none'] as const;
export type TaskDue = (typeof TASK_DUES)[number];
export const SOON_DAYS = 3;

export const TASK_DUE_LABELS: Record<TaskDue, string> = {
  overdue: 'Scaduto',
  soon: 'In scadenza',
  later: 'Nei tempi',
  none: 'Senza scadenza',
};

/** One colour each, 4.5:1 text contrast in both themes. */
export const TASK_DUE_BADGES: Record<TaskDue, string> = {
  overdue: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  soon: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100',
  later: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  none: 'bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-gray-100',
};

/** The last day that still reads as "soon" from today. */
export const soonUntil = (today: string) => addDays(today, SOON_DAYS);

export function taskDue(dueDate: string | null, now: Date): TaskDue {
  if (!dueDate) return 'none';
  const today = romeToday(now);
  if (dueDate < today) return 'overdue';
  return dueDate <= soonUntil(today) ? 'soon' : 'later';
}

import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyPage, preloadPages } from './lazy-page';

const workManagement = () => import('./routes/staff/work-management');
const tasks = () => import('./routes/staff/tasks');
const taskForms = () => import('./routes/staff/task-form-pages');
const tasksPage = lazyPage(tasks, (m) => m.TasksPage);

/** Work management and the task board; router.tsx puts each behind its area's gate. */
export const WORK_ROUTES: Record<string, RouteObject[]> = {
  'work-management': [
    { path: 'work-management', element: lazyPage(workManagement, (m) => m.WorkManagementPage) },
  ],
  tasks: [
    { path: 'tasks', element: tasksPage },
    { path: 'tasks/new', element: lazyPage(taskForms, (m) => m.NewTaskPage) },
    { path: 'tasks/:id/edit', element: lazyPage(taskForms, (m) => m.EditTaskPage) },
  ],
};

/**
 * The board's code and first columns, fetched ahead (the dashboard does it when idle): opening
 * Task from the menu then costs only the render (docs/decisions/016). A failed download is left
 * to the visit, which asks again and shows its own error.
 */
export function preloadTaskBoard(client: QueryClient): void {
  void preloadPages([tasksPage]);
  tasks().then(
    (page) => page.prefetchPage(client, ''),
    () => undefined,
  );
}

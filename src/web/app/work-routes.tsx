import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

const workManagement = () => import('./routes/staff/work-management');
const tasks = () => import('./routes/staff/tasks');
const taskForms = () => import('./routes/staff/task-form-pages');

/** Work management and the task board (issue 16); router.tsx puts each behind its area's gate. */
export const WORK_ROUTES: Record<string, RouteObject[]> = {
  'work-management': [
    { path: 'work-management', element: lazyPage(workManagement, (m) => m.WorkManagementPage) },
  ],
  tasks: [
    { path: 'tasks', element: lazyPage(tasks, (m) => m.TasksPage) },
    { path: 'tasks/new', element: lazyPage(taskForms, (m) => m.NewTaskPage) },
    { path: 'tasks/:id/edit', element: lazyPage(taskForms, (m) => m.EditTaskPage) },
  ],
};

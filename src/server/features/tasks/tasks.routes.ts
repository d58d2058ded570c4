import { Hono } from 'hono';
import {
  listTasksQuery,
  TASK_MESSAGES,
  taskCreateSchema,
  taskUpdateSchema,
} from '../../../shared/tasks/tasks';
import { requireSession, sessionOf } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { idParam, parseJson, parseQuery } from '../../http/validate';
import { createTask, deleteTask, getTask, listTasks, updateTask } from './tasks.service';

const taskId = (c: Parameters<typeof idParam>[0]) => idParam(c, TASK_MESSAGES.notFound);

/** /api/tasks: every signed-in account (SPEC §6 "Tasks: any signed-in user"). */
export function tasksRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession())
    .get('/', async (c) =>
      c.json(await listTasks(c.get('deps'), sessionOf(c).user.id, parseQuery(c, listTasksQuery))),
    )
    .post('/', async (c) => {
      const input = await parseJson(c, taskCreateSchema);
      return c.json(await createTask(c.get('deps'), sessionOf(c).user.id, input), 201);
    })
    .get('/:id', async (c) => c.json(await getTask(c.get('deps'), taskId(c))))
    .patch('/:id', async (c) => {
      const id = taskId(c);
      return c.json(await updateTask(c.get('deps'), id, await parseJson(c, taskUpdateSchema)));
    })
    .delete('/:id', async (c) => {
      await deleteTask(c.get('deps'), taskId(c));
      return c.body(null, 204);
    });
}

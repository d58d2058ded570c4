import {
  listTasksQuery,
  TASK_MESSAGES,
  taskCreateSchema,
  taskDto,
  tasksPageDto,
  taskUpdateSchema,
} from '../../../shared/tasks/tasks';
import { sessionOf } from '../../auth/session';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { createTask, deleteTask, getTask, listTasks, updateTask } from './tasks.service';

const taskId = (c: Parameters<typeof idParam>[0]) => idParam(c, TASK_MESSAGES.notFound);

/** Tasks: every signed-in account (SPEC §6 "Tasks: any signed-in user"). */
export const tasksFeature: ServerFeature = {
  name: 'tasks',
  bases: ['/api/tasks'],
  tables: ['tasks'],
  routes: [
    route({
      method: 'GET',
      path: '/api/tasks',
      summary: 'Task, una pagina alla volta, in ordine di priorità e scadenza (filtri)',
      access: 'session',
      query: listTasksQuery,
      response: tasksPageDto,
      handler: async (c, { query }) =>
        c.json(await listTasks(c.get('deps'), sessionOf(c).user.id, query)),
    }),
    route({
      method: 'POST',
      path: '/api/tasks',
      summary: 'Nuovo task',
      access: 'session',
      body: taskCreateSchema,
      response: taskDto,
      status: 201,
      handler: async (c, { body }) =>
        c.json(await createTask(c.get('deps'), sessionOf(c).user.id, body), 201),
    }),
    route({
      method: 'GET',
      path: '/api/tasks/:id',
      summary: 'Un task',
      access: 'session',
      response: taskDto,
      handler: async (c) => c.json(await getTask(c.get('deps'), taskId(c))),
    }),
    route({
      method: 'PATCH',
      path: '/api/tasks/:id',
      summary: 'Modifica di un task (con la versione letta; 409 se superata)',
      access: 'session',
      body: taskUpdateSchema,
      response: taskDto,
      handler: async (c, { body }) => c.json(await updateTask(c.get('deps'), taskId(c), body)),
    }),
    route({
      method: 'DELETE',
      path: '/api/tasks/:id',
      summary: 'Elimina un task',
      access: 'session',
      status: 204,
      handler: async (c) => {
        await deleteTask(c.get('deps'), taskId(c));
        return c.body(null, 204);
      },
    }),
  ],
};

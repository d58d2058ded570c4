import { Hono } from 'hono';
import {
  assignableUsersQuery,
  createUserSchema,
  listUsersQuery,
  updateUserSchema,
} from '../../../shared/users';
import { requireAdmin } from '../../auth/policies';
import { requireSession, sessionOf } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { idParam, parseJson, parseQuery } from '../../http/validate';
import {
  assignableUsers,
  createUser,
  listUsers,
  USER_NOT_FOUND,
  updateUser,
} from './users.service';

export function usersRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession())
    .get('/assignable', async (c) =>
      c.json(await assignableUsers(c.get('deps').db, parseQuery(c, assignableUsersQuery))),
    )
    .get('/', requireAdmin(), async (c) =>
      c.json(await listUsers(c.get('deps').db, parseQuery(c, listUsersQuery))),
    )
    .post('/', requireAdmin(), async (c) => {
      const input = await parseJson(c, createUserSchema);
      return c.json(await createUser(c.get('deps'), input), 201);
    })
    .patch('/:id', requireAdmin(), async (c) => {
      const id = idParam(c, USER_NOT_FOUND);
      const input = await parseJson(c, updateUserSchema);
      const { db, auth, clock } = c.get('deps');
      const actor = sessionOf(c).user.id;
      const user = await updateUser({ db, auth, now: clock().toISOString() }, actor, id, input);
      return c.json(user);
    });
}

import { pageDto } from '../../../shared/page-dto';
import {
  assignableUsersQuery,
  createUserSchema,
  listUsersQuery,
  updateUserSchema,
  userDto,
} from '../../../shared/users';
import { sessionOf } from '../../auth/session';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import {
  assignableUsers,
  createUser,
  listUsers,
  USER_NOT_FOUND,
  updateUser,
} from './users.service';

/** Accounts: admins manage them; everyone may pick whom to assign a ticket to. */
export const usersFeature: ServerFeature = {
  name: 'users',
  bases: ['/api/users'],
  tables: [],
  routes: [
    route({
      method: 'GET',
      path: '/api/users/assignable',
      summary: 'Account a cui assegnare un ticket',
      access: 'session',
      query: assignableUsersQuery,
      handler: async (c, { query }) => c.json(await assignableUsers(c.get('deps').db, query)),
    }),
    route({
      method: 'GET',
      path: '/api/users',
      summary: 'Account, dal più recente',
      access: 'admin',
      query: listUsersQuery,
      response: pageDto(userDto),
      handler: async (c, { query }) => c.json(await listUsers(c.get('deps').db, query)),
    }),
    route({
      method: 'POST',
      path: '/api/users',
      summary: 'Nuovo account',
      access: 'admin',
      body: createUserSchema,
      response: userDto,
      status: 201,
      handler: async (c, { body }) => c.json(await createUser(c.get('deps'), body), 201),
    }),
    route({
      method: 'PATCH',
      path: '/api/users/:id',
      summary: 'Ruolo, nome, password o disattivazione',
      access: 'admin',
      body: updateUserSchema,
      response: userDto,
      handler: async (c, { body }) => {
        const id = idParam(c, USER_NOT_FOUND);
        const { db, auth, clock } = c.get('deps');
        const actor = sessionOf(c).user.id;
        return c.json(await updateUser({ db, auth, now: clock().toISOString() }, actor, id, body));
      },
    }),
  ],
};

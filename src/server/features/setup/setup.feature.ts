import { route, type ServerFeature } from '../../http/server-feature';
import { refusedLookup } from '../public/public-responses';
import { setupNeededAnswer } from './setup.presenter';
import { setupSchema } from './setup.schemas';
import { completeSetup, setupNeeded } from './setup.service';

/** First run: whether an administrator is still missing, and creating the first one. */
export const setupFeature: ServerFeature = {
  name: 'setup',
  bases: ['/api/setup'],
  tables: [],
  routes: [
    route({
      method: 'GET',
      path: '/api/setup',
      summary: 'Se serve la configurazione iniziale',
      access: 'public',
      // The login page asks it without an account: limited like the customers' lookups.
      handler: async (c) =>
        (await refusedLookup(c)) ?? c.json(setupNeededAnswer(await setupNeeded(c.get('deps').db))),
    }),
    route({
      method: 'POST',
      path: '/api/setup',
      summary: 'Primo amministratore (link di configurazione)',
      access: 'public',
      body: setupSchema,
      status: 201,
      handler: async (c, { body }) => {
        const { db, auth, clock } = c.get('deps');
        return c.json(await completeSetup({ db, auth, now: clock() }, body), 201);
      },
    }),
  ],
};

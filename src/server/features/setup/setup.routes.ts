import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/validate';
import { setupSchema } from './setup.schemas';
import { completeSetup, setupNeeded } from './setup.service';

export function setupRoutes() {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ needed: await setupNeeded(c.get('deps').db) }))
    .post('/', async (c) => {
      const input = await parseJson(c, setupSchema);
      const { db, auth, clock } = c.get('deps');
      return c.json(await completeSetup({ db, auth, now: clock() }, input), 201);
    });
}

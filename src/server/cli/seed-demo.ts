import { readEnv } from '../env';
import { createLogger } from '../logger';
// The features' domain-event handlers (a ticket's e-mail, its deposit) are registered there.
import '../server-features';
import { openServices } from '../services';
import { seedDemo } from './seed-demo-run';

/** npm run seed:demo: demo data for a fresh install (seed-demo-run.ts), and how to sign in. */
const env = readEnv();
const { database, deps } = await openServices(env, createLogger('warn'));
try {
  const origin = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  await seedDemo(deps, origin, (line) => process.stdout.write(`${line}\n`));
} finally {
  await database.close();
}

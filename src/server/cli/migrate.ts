import { readEnv } from '../env';
import { createLogger } from '../logger';
import { openServices } from '../services';

/** npm run db:migrate: applies pending migrations and exits (the server also does it on start). */
const logger = createLogger('info');
try {
  const { database } = await openServices(readEnv(), logger);
  await database.close();
  process.stdout.write('Database aggiornato.\n');
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

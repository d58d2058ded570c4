import { readEnv } from '../env';
import { AppError } from '../errors';
import { createUser } from '../features/users/users.service';
import { createLogger } from '../logger';
import { openServices } from '../services';
import { EXIT, parseUserCreateArgs, USAGE } from './user-create-args';

/** npm run user:create -- --email E --password P --role admin|employee|user [--name N] */
const args = parseUserCreateArgs(process.argv.slice(2));
if (args.kind === 'help') {
  process.stdout.write(USAGE);
} else if (args.kind === 'invalid') {
  for (const error of args.errors) process.stderr.write(`Errore: ${error}\n`);
  process.stderr.write(`\n${USAGE}`);
  process.exitCode = EXIT.invalidInput;
} else {
  process.exitCode = await create(args.input);
}

async function create(input: Parameters<typeof createUser>[1]): Promise<number> {
  let services: Awaited<ReturnType<typeof openServices>>;
  try {
    services = await openServices(readEnv(), createLogger('warn'));
  } catch (error) {
    // Configuration, AUTH_SECRET file or database: the message says which, no stack trace.
    process.stderr.write(`Errore: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.notCreated;
  }
  try {
    const user = await createUser(services.deps, input);
    process.stdout.write(`Account creato: ${user.email} (${user.role})\n`);
    return EXIT.created;
  } catch (error) {
    process.stderr.write(`Errore: ${error instanceof AppError ? error.message : String(error)}\n`);
    return EXIT.notCreated;
  } finally {
    await services.database.close();
  }
}

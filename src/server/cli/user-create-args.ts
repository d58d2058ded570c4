import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { createUserSchema } from '../../shared/users';
import { assertAcceptablePassword } from '../auth/password-policy';
import { AppError } from '../errors';

/** Exit codes of npm run user:create, as the usage text states them. */
export const EXIT = { created: 0, notCreated: 1, invalidInput: 2 } as const;

export const USAGE = `Uso: npm run user:create -- --email EMAIL --password PASSWORD [--role RUOLO] [--name NOME]
  --email     indirizzo dell'account (obbligatorio)
  --password  almeno 10 caratteri, non tra le più comuni (obbligatoria)
  --role      admin, employee o user (predefinito: user)
  --name      nome mostrato (predefinito: la parte dell'email prima di @)
Un valore che inizia con '-' si scrive attaccato: --password=-la-mia-password
Codici di uscita: 0 account creato; 1 account non creato (email già registrata, database non
raggiungibile o configurazione non valida); 2 argomenti non validi.
`;

export type UserCreateArgs =
  | { kind: 'create'; input: z.infer<typeof createUserSchema> }
  | { kind: 'help' }
  | { kind: 'invalid'; errors: string[] };

/** The command line, checked entirely before anything is opened: every problem in Italian. */
export function parseUserCreateArgs(argv: string[]): UserCreateArgs {
  let values: { email?: string; password?: string; role?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string', default: 'user' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { kind: 'invalid', errors: [argumentError(error)] };
  }
  if (values.help) return { kind: 'help' };

  const parsed = createUserSchema.safeParse({
    email: values.email ?? '',
    password: values.password ?? '',
    role: values.role,
    name: values.name ?? values.email?.split('@')[0] ?? '',
  });
  if (!parsed.success)
    return {
      kind: 'invalid',
      errors: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    };
  try {
    assertAcceptablePassword(parsed.data.password);
  } catch (error) {
    if (error instanceof AppError)
      return { kind: 'invalid', errors: [`password: ${error.message}`] };
    throw error;
  }
  return { kind: 'create', input: parsed.data };
}

/** node:util's parseArgs errors, said in Italian. */
function argumentError(error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
  const option = quoted.split(' ')[0];
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `opzione sconosciuta: ${option}`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return `manca il valore di ${option}`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `argomento inatteso: ${quoted}`;
    default:
      return `argomenti non validi (${message})`;
  }
}

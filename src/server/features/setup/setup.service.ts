import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { consumeSetupToken, replaceSetupToken } from '../../auth/setup-token.queries';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { countUsers, createUser } from '../users/users.service';
import type { setupSchema } from './setup.schemas';

/** The one-time link that lets the first person become admin is valid for a day. */
const VALID_MS = 24 * 60 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function setupNeeded(db: Kysely<DB>): Promise<boolean> {
  return (await countUsers(db)) === 0;
}

/** A fresh token (only its hash is stored); earlier links stop working. */
export async function issueSetupToken(db: Kysely<DB>, now: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const at = now.toISOString();
  await replaceSetupToken(db, {
    hash: hash(token),
    expiresAt: new Date(now.getTime() + VALID_MS).toISOString(),
    at,
  });
  return token;
}

export async function completeSetup(
  deps: { db: Kysely<DB>; auth: Auth; now: Date },
  input: z.infer<typeof setupSchema>,
) {
  if (!(await setupNeeded(deps.db))) {
    throw new AppError(409, 'setup_done', 'La configurazione iniziale è già stata completata');
  }
  // Consuming the token first means two simultaneous requests cannot both create an admin.
  const consumed = await consumeSetupToken(deps.db, hash(input.token), deps.now.toISOString());
  if (!consumed) {
    throw new AppError(
      403,
      'invalid_setup_token',
      'Link di configurazione non valido o scaduto: riavvia Sportello per ottenerne uno nuovo.',
    );
  }
  return createUser(deps, {
    email: input.email,
    name: input.name,
    password: input.password,
    role: 'admin',
  });
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** As env.ts asks of AUTH_SECRET. */
export const AUTH_SECRET_MIN_LENGTH = 32;

/**
 * AUTH_SECRET when given; otherwise one generated at the first start and kept in DATA_DIR, so
 * sessions and encrypted 2FA secrets survive a restart. Several processes must share AUTH_SECRET.
 * A kept secret that is empty or too short stops the start: replacing it silently would sign
 * everyone out and make every enrolled 2FA secret unreadable.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  const existing = readKeptSecret(file);
  if (existing !== null) return existing;

  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' never overwrites: a concurrent first start keeps whichever secret was written first.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
    return waitForConcurrentWriter(file);
  }
}

/** The kept secret, null when there is no file yet; throws when it is unusable. */
function readKeptSecret(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return null;
    throw new Error(`Impossibile leggere ${file}: ${(error as Error).message}`);
  }
  const secret = text.trim();
  if (secret.length < AUTH_SECRET_MIN_LENGTH) throw new Error(tooShortMessage(file, secret));
  return secret;
}

/** The other process created the file a moment ago and may still be writing it. */
function waitForConcurrentWriter(file: string): string {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let attempt = 1; ; attempt += 1) {
    try {
      const secret = readKeptSecret(file);
      if (secret !== null) return secret;
      if (attempt >= 10) throw new Error(`Impossibile leggere ${file}: il file è sparito`);
    } catch (error) {
      if (attempt >= 10) throw error;
    }
    Atomics.wait(pause, 0, 0, 50);
  }
}

function tooShortMessage(file: string, secret: string): string {
  const what = secret === '' ? 'è vuoto' : `contiene solo ${secret.length} caratteri`;
  return (
    `Il file ${file} ${what}: la chiave AUTH_SECRET deve avere almeno ` +
    `${AUTH_SECRET_MIN_LENGTH} caratteri. Ripristinalo da un backup, oppure imposta AUTH_SECRET, ` +
    `oppure eliminalo per generarne uno nuovo (tutti dovranno accedere di nuovo e riattivare la ` +
    'verifica in due passaggi).'
  );
}

function isCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === code;
}

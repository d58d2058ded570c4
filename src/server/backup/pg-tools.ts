import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { childProcessEnv } from '../env';
import { REDACTED, redactCredentials } from '../logger';

/**
 * The URL without its password, and the password (decoded) apart: from the user-info part or a
 * `password=` parameter. Plain text work, because the URL class keeps the password of a URL with
 * no host (`postgres://user:pw@/db?host=/var/run/postgresql`, a Unix socket).
 */
function splitPassword(url: string): { url: string; password: string | null } {
  let password: string | null = null;
  const stripped = url
    .replace(
      /^([a-z][a-z0-9+.-]*:\/\/[^:@/?#]*):([^@/?#]*)@/i,
      (_all, user: string, secret: string) => {
        password = decodeURIComponent(secret);
        return `${user}@`;
      },
    )
    .replace(/([?&])password=([^&#]*)&?/, (_all, separator: string, secret: string) => {
      password ??= decodeURIComponent(secret);
      return separator;
    })
    .replace(/[?&]$/, '');
  return { url: stripped, password };
}

/** A passfile line matching any host, port, database and user (backslash and colon escaped). */
const passfileLine = (password: string) =>
  `*:*:*:*:${password.replaceAll('\\', '\\\\').replaceAll(':', '\\:')}\n`;

/**
 * Runs pg_dump or pg_restore on the database of `url`. The password never goes on the command
 * line (where `ps` and every error text show it) nor in the environment (which a failing tool
 * may print): it is written to a passfile readable only by this user, removed afterwards. A
 * failure throws the tool's own message with every URL's password redacted.
 */
export async function runPgTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  url: string,
): Promise<void> {
  const { url: withoutPassword, password } = splitPassword(url);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sportello-pg-'));
  try {
    const passfile = path.join(dir, 'pgpass');
    if (password !== null) await fs.writeFile(passfile, passfileLine(password), { mode: 0o600 });
    // PGPASSWORD, if the operator set one, would win over the URL's own password.
    const env =
      password === null
        ? childProcessEnv({})
        : childProcessEnv({ PGPASSFILE: passfile, PGPASSWORD: undefined });
    await promisify(execFile)(tool, [...args, `--dbname=${withoutPassword}`], {
      env,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: Error & { stderr?: string }) => {
      const said = error.stderr?.trim() || error.message;
      const text = password ? said.replaceAll(password, REDACTED) : said;
      throw new Error(`${tool} non riuscito: ${redactCredentials(text)}`);
    });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

import { type DestinationStream, pino } from 'pino';

/** What replaces a redacted value in the log. */
export const REDACTED = '[redatto]';

/**
 * Field names that may carry a secret wherever they appear: credentials, session and TOTP
 * material, cookies in both directions, and URLs that can embed a password (SMTP, PostgreSQL).
 * Compared without case, so `Cookie` and `Set-Cookie` headers are caught too.
 */
const SECRET_KEYS = new Set(
  [
    'password',
    'newPassword',
    'currentPassword',
    'token',
    'accessToken',
    'refreshToken',
    'idToken',
    'sessionToken',
    'secret',
    'backupCodes',
    'backup_codes',
    'authorization',
    'cookie',
    'set-cookie',
    'smtpUrl',
    'SMTP_URL',
    'databaseUrl',
    'DATABASE_URL',
    'AUTH_SECRET',
  ].map((key) => key.toLowerCase()),
);

/** Deep enough for `req.headers.cookie` or `body.user.password`; logged objects are small. */
const MAX_DEPTH = 6;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of `value` with every secret field replaced, made only where something changes (the
 * logged object itself is never touched). pino's own path-based redaction costs about 150 µs a
 * line with wildcards at every depth; this walk costs about a microsecond for a request line.
 * Errors and other class instances are left to pino's serializers.
 */
function redact(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, i) => {
      const cleaned = redact(item, depth + 1);
      if (cleaned !== item) {
        copy ??= [...value];
        copy[i] = cleaned;
      }
    });
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const cleaned = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : redact(item, depth + 1);
    if (cleaned !== item) {
      copy ??= { ...value };
      copy[key] = cleaned;
    }
  }
  return copy ?? value;
}

let stdout: DestinationStream | undefined;

/**
 * Standard output written once per turn of the event loop: the request lines of the requests
 * answered in one turn (several clients at once) share one system call instead of one each
 * (bench/results/profile.md). Written synchronously, and at exit whatever is still gathered, so
 * process.exit() and a crash lose nothing logged before them.
 */
function stdoutByTurn(): DestinationStream {
  if (stdout) return stdout;
  const out = pino.destination({ dest: 1, sync: true });
  let gathered = '';
  const flush = () => {
    if (!gathered) return;
    const text = gathered;
    gathered = '';
    out.write(text);
  };
  process.on('exit', flush);
  stdout = {
    write(line: string) {
      if (!gathered) setImmediate(flush);
      gathered += line;
    },
  };
  return stdout;
}

/** JSON lines; anything that could carry a secret is redacted before it is written. */
export function createLogger(level: string, destination?: DestinationStream) {
  const options = {
    level,
    base: undefined,
    formatters: {
      log: (object: Record<string, unknown>) => redact(object, 0) as Record<string, unknown>,
    },
  };
  return pino(options, destination ?? stdoutByTurn());
}

export type Logger = ReturnType<typeof createLogger>;

/**
 * An error text with the password of every URL in it redacted (`postgres://user:…@host`, a
 * `password=` query parameter): errors of tools and drivers may quote their connection string.
 */
export function redactCredentials(text: string): string {
  return text
    .replaceAll(/([a-z][a-z0-9+.-]*:\/\/[^\s/:@]*):[^\s/@]*@/gi, `$1:${REDACTED}@`)
    .replaceAll(/([?&]password=)[^\s&#]*/gi, `$1${REDACTED}`);
}

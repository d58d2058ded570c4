import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env: every setting, validated, with a clear message on error. */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** STORAGE=s3: any S3-compatible service (AWS S3, MinIO, Cloudflare R2, Backblaze B2, Wasabi). */
const s3Settings = {
  STORAGE: z.enum(['local', 's3'], 'STORAGE deve essere local oppure s3').default('local'),
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      error:
        'S3_ENDPOINT deve essere un URL http:// o https://, es. https://s3.eu-south-1.amazonaws.com',
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'S3_REGION non valida: es. eu-south-1, us-east-1, auto (Cloudflare R2)')
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9.-]{1,61}[A-Za-z0-9]$/,
      'S3_BUCKET non valido: da 3 a 63 caratteri tra lettere, cifre, punti e trattini',
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PREFIX: z
    .string()
    .regex(
      /^(?!.*\.\.)[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/,
      'S3_PREFIX non valido: una cartella come negozio/ o sportello/allegati/ (lettere, cifre, . _ -)',
    )
    .optional(),
};

const seconds = (name: string, max: number, fallback: number) =>
  z.coerce
    .number()
    .int(`${name} deve essere un numero intero di secondi`)
    .min(1, `${name} deve essere tra 1 e ${max} secondi`)
    .max(max, `${name} deve essere tra 1 e ${max} secondi`)
    .default(fallback);

const connections = (name: string) =>
  z.coerce
    .number()
    .int(`${name} deve essere un numero intero`)
    .min(1, `${name} deve essere almeno 1`)
    .max(1_000_000, `${name} deve essere al massimo 1000000`);

/** What one server accepts from the network (http/listener.ts). */
const listenerSettings = {
  HTTP_MAX_CONNECTIONS: connections('HTTP_MAX_CONNECTIONS').default(1000),
  /** Absent: 100, or HTTP_MAX_CONNECTIONS behind a proxy (every client has the proxy's address). */
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: connections('HTTP_MAX_CONNECTIONS_PER_ADDRESS').optional(),
  HTTP_HEADERS_TIMEOUT_SECONDS: seconds('HTTP_HEADERS_TIMEOUT_SECONDS', 600, 20),
  HTTP_REQUEST_TIMEOUT_SECONDS: seconds('HTTP_REQUEST_TIMEOUT_SECONDS', 86_400, 600),
  HTTP_BODY_TIMEOUT_SECONDS: seconds('HTTP_BODY_TIMEOUT_SECONDS', 600, 10),
  HTTP_IDLE_TIMEOUT_SECONDS: seconds('HTTP_IDLE_TIMEOUT_SECONDS', 3600, 120),
  HTTP_KEEP_ALIVE_SECONDS: seconds('HTTP_KEEP_ALIVE_SECONDS', 3600, 65),
};

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL deve iniziare con postgres://')
      .optional(),
    PUBLIC_URL: z
      .url('PUBLIC_URL deve essere un URL, es. https://assistenza.esempio.it')
      .optional(),
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET deve avere almeno 32 caratteri').optional(),
    TRUST_PROXY: booleanFlag.default(false),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(720).default(120),
    SIGN_IN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10000).default(10),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL deve iniziare con smtp:// o smtps://')
      .optional(),
    MAIL_FROM: z.string().optional(),
    OLD_TICKETS_CHECK_HOUR: z.coerce
      .number()
      .int()
      .min(0, "OLD_TICKETS_CHECK_HOUR deve essere un'ora tra 0 e 23")
      .max(23, "OLD_TICKETS_CHECK_HOUR deve essere un'ora tra 0 e 23")
      .default(8),
    ...listenerSettings,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    ...s3Settings,
  })
  .superRefine((env, ctx) => {
    const missing = env.STORAGE === 's3' ? missingS3Settings(env) : [];
    if (env.STORAGE === 's3' && env.DATABASE_URL && !env.AUTH_SECRET)
      missing.push({
        path: 'AUTH_SECRET',
        message:
          'AUTH_SECRET è obbligatorio con DATABASE_URL e STORAGE=s3: ogni istanza deve avere lo stesso (nessun dato resta nella cartella locale)',
      });
    for (const { path, message } of missing)
      ctx.addIssue({ code: 'custom', path: [path], message });
  });

export type Env = z.infer<typeof envSchema> & { dataDir: string };

/**
 * What STORAGE=s3 (and `npm run storage:copy`) cannot do without: a bucket, a region on AWS,
 * and both halves of a key or neither (then the AWS SDK's own chain: an IAM role, ~/.aws).
 */
export function missingS3Settings(
  env: Pick<
    Env,
    'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
  >,
): { path: string; message: string }[] {
  const missing: { path: string; message: string }[] = [];
  if (!env.S3_BUCKET)
    missing.push({ path: 'S3_BUCKET', message: 'S3_BUCKET è obbligatorio per lo storage S3' });
  if (!env.S3_REGION && !env.S3_ENDPOINT)
    missing.push({
      path: 'S3_REGION',
      message: 'S3_REGION è obbligatorio su AWS (senza S3_ENDPOINT), es. eu-south-1',
    });
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    missing.push({
      path: env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      message: 'S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY vanno indicati insieme',
    });
  return missing;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configurazione non valida:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

/**
 * The environment a child process (pg_dump, pg_restore) runs with: this process's own, with
 * `changes` applied; a change to undefined removes the variable.
 */
export function childProcessEnv(changes: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...changes };
  for (const [name, value] of Object.entries(changes)) if (value === undefined) delete env[name];
  return env;
}

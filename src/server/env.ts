import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env: every setting, validated, with a clear message on error. */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL deve iniziare con postgres://')
    .optional(),
  PUBLIC_URL: z.url('PUBLIC_URL deve essere un URL, es. https://assistenza.esempio.it').optional(),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string };

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

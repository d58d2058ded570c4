import { type Env, missingS3Settings } from '../env';
import { createLocalDiskStorage } from './local-disk-storage';
import type { S3StorageConfig } from './s3-config';
import type { Storage } from './storage';

type StorageEnv = Pick<
  Env,
  | 'STORAGE'
  | 'dataDir'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>;

/**
 * The storage STORAGE names, ready: for S3 the bucket has answered, so a wrong endpoint, key or
 * bucket stops the start with a message saying which, instead of failing the first upload.
 */
export async function openStorage(env: StorageEnv): Promise<Storage> {
  if (env.STORAGE === 'local') return createLocalDiskStorage(env.dataDir);
  return openS3Storage(env);
}

/** The bucket of the S3_* settings, checked (also for `storage:copy` while STORAGE=local). */
export async function openS3Storage(env: StorageEnv): Promise<Storage> {
  // Loaded only here: a shop on local files never loads the AWS SDK (memory, start-up time).
  const { createS3Storage } = await import('./s3-storage');
  const storage = createS3Storage(s3ConfigOf(env));
  await storage.check();
  return storage;
}

export function s3ConfigOf(env: StorageEnv): S3StorageConfig {
  const missing = missingS3Settings(env);
  if (missing.length > 0 || !env.S3_BUCKET)
    throw new Error(`Configurazione S3 incompleta: ${missing.map((m) => m.message).join('; ')}`);
  const prefix = env.S3_PREFIX?.replace(/\/?$/, '/') ?? '';
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    bucket: env.S3_BUCKET,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix,
  };
}

import type { S3StorageConfig } from './s3-config';

interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

/** The HTTP status of an S3 answer, or undefined when no answer came (network, DNS, timeout). */
export function s3StatusOf(error: unknown): number | undefined {
  return (error as SdkError | null)?.$metadata?.httpStatusCode;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * What the bucket check at start found, in words an owner can act on: the endpoint cannot be
 * reached, the credentials are refused, the bucket does not exist, or it lives in another region.
 */
export function s3StartError(error: unknown, config: S3StorageConfig): Error {
  const sdk = (error ?? {}) as SdkError;
  const where = config.endpoint ?? `AWS S3 (${config.region})`;
  const bucket = `«${config.bucket}»`;
  const status = s3StatusOf(error);
  let message: string;
  if (status === undefined || NETWORK_CODES.has(sdk.code ?? '') || sdk.name === 'TimeoutError') {
    message = `endpoint S3 non raggiungibile (${where}): ${sdk.code ?? sdk.name ?? ''} ${sdk.message ?? ''}. Controlla S3_ENDPOINT e la rete.`;
  } else if (status === 401 || status === 403) {
    message = `credenziali S3 rifiutate per il bucket ${bucket} su ${where} (${sdk.name}): controlla S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY e i permessi della chiave sul bucket.`;
  } else if (status === 404) {
    message = `il bucket ${bucket} non esiste su ${where}: crealo, oppure correggi S3_BUCKET.`;
  } else if (status === 301 || status === 400) {
    message = `il bucket ${bucket} non risponde nella regione ${config.region}: correggi S3_REGION (o S3_FORCE_PATH_STYLE per endpoint come MinIO).`;
  } else {
    message = `bucket ${bucket} su ${where} non utilizzabile: ${sdk.name ?? ''} (HTTP ${status}).`;
  }
  return new Error(`Archivio file S3: ${message.replaceAll(/\s+/g, ' ')}`, { cause: error });
}

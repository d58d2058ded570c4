import type { Readable } from 'node:stream';

/**
 * Where stored files live (attachments, the shop's logo). Keys are relative paths such as
 * `ticket-attachments/{ticketId}/{uuid}.jpg`; the local-disk driver keeps them under DATA_DIR, the
 * S3 driver in a bucket (STORAGE=s3), and callers never know which.
 */
export interface Storage {
  /** 'local' or 's3': what /api/health reports. */
  readonly driver: StorageDriver;
  /**
   * Stores the whole file under the key, atomically: a reader sees all of it or nothing, and an
   * existing file under the key is replaced. `size`, when the caller knows it, lets the S3 driver
   * stream the file in one request instead of buffering parts.
   */
  put(key: string, data: Buffer | Readable, size?: number): Promise<void>;
  /** Size and last change of a stored file, or null when there is none. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /**
   * The file's bytes, or the inclusive byte range [start, end] of them; a missing file rejects
   * with StoredFileMissing before any byte is sent.
   */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored file whose key is under the folder `prefix` (for sweeps and copies). */
  list(prefix: string): AsyncIterable<StoredFileInfo & { key: string }>;
}

export type StorageDriver = 'local' | 's3';

export interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
  /** The content's MD5 (hex) when the driver knows it without reading (an S3 single-part ETag). */
  md5?: string;
}

export class StoredFileMissing extends Error {
  constructor(readonly key: string) {
    super(`file non trovato nell'archivio: ${key}`);
  }
}

const KEY_SHAPE = /^[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;
const PREFIX_SHAPE = /^[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Keys are built by us from UUIDs; anything else (such as '..') is a bug, refused loudly. */
export function assertStorageKey(key: string, allowPrefix = false): void {
  if (!(allowPrefix ? PREFIX_SHAPE : KEY_SHAPE).test(key) || key.includes('..'))
    throw new Error(`chiave di archivio non valida: ${key}`);
}

import type { Readable } from 'node:stream';

/**
 * Where attachment files live. Keys are relative paths such as
 * `ticket-attachments/{ticketId}/{uuid}.jpg`; the local-disk implementation keeps them under
 * DATA_DIR, and an S3-compatible one could keep them in a bucket without callers changing.
 */
export interface Storage {
  /**
   * Stores the whole file under a new key, atomically: a reader sees all of it or nothing.
   * Keys are fresh UUIDs, so a put never meets an existing file.
   */
  put(key: string, data: Buffer | Readable): Promise<void>;
  /** Size and last change of a stored file, or null when there is none. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** The file's bytes, or the inclusive byte range [start, end] of them. */
  read(key: string, range?: { start: number; end: number }): Readable;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored file whose key starts with prefix (for the orphan sweep). */
  list(prefix: string): AsyncIterable<StoredFileInfo & { key: string }>;
}

export interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
}

const KEY_SHAPE = /^[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;
const PREFIX_SHAPE = /^[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Keys are built by us from UUIDs; anything else (such as '..') is a bug, refused loudly. */
export function assertStorageKey(key: string, allowPrefix = false): void {
  if (!(allowPrefix ? PREFIX_SHAPE : KEY_SHAPE).test(key) || key.includes('..'))
    throw new Error(`chiave di archivio non valida: ${key}`);
}

import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3StorageConfig } from './s3-config';
import { s3StartError, s3StatusOf } from './s3-errors';
import { assertStorageKey, type Storage, StoredFileMissing } from './storage';

/** Files of known size up to this go up in one streamed PUT; S3 allows 5 GiB. */
const SINGLE_PUT_MAX_BYTES = 100 * 1024 * 1024;
/** The smallest part S3 accepts: what a multipart upload of unknown length buffers at a time. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Files in an S3-compatible bucket. Every object is written whole by one PUT (or a multipart
 * upload completed in one call), so readers see all of a file or nothing, as on disk. Checksums
 * are sent only where the protocol requires them: the SDK's default (a CRC trailer in aws-chunked
 * encoding) is not understood by every S3-compatible service, and one we test against stored the
 * chunk framing as part of the file (docs/decisions/020-object-storage.md).
 */
export function createS3Storage(config: S3StorageConfig): Storage & { check(): Promise<void> } {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const Bucket = config.bucket;
  const objectKey = (key: string, allowPrefix = false) => {
    assertStorageKey(key, allowPrefix);
    return `${config.prefix}${key}`;
  };

  return {
    driver: 's3',

    async check() {
      await client.send(new HeadBucketCommand({ Bucket })).catch((error: unknown) => {
        throw s3StartError(error, config);
      });
    },

    async put(key, data, size) {
      const Key = objectKey(key);
      if (Buffer.isBuffer(data) || (size !== undefined && size <= SINGLE_PUT_MAX_BYTES)) {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: data,
            ContentLength: Buffer.isBuffer(data) ? data.length : size,
          }),
        );
        return;
      }
      // Length unknown: parts of 5 MB, one at a time, so memory stays at one part per upload.
      await new Upload({
        client,
        params: { Bucket, Key, Body: data },
        partSize: PART_BYTES,
        queueSize: 1,
      }).done();
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return {
          size: head.ContentLength ?? 0,
          modifiedAt: head.LastModified ?? new Date(0),
          md5: plainMd5(head.ETag),
        };
      } catch (error) {
        if (s3StatusOf(error) === 404) return null;
        throw error;
      }
    },

    async read(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(object.Body instanceof Readable)) throw new Error('risposta S3 senza corpo');
        return object.Body;
      } catch (error) {
        if (s3StatusOf(error) === 404) throw new StoredFileMissing(key);
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async *list(prefix) {
      const Prefix = `${objectKey(prefix, true)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield {
            key: object.Key.slice(config.prefix.length),
            size: object.Size ?? 0,
            modifiedAt: object.LastModified ?? new Date(0),
            md5: plainMd5(object.ETag),
          };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** A single-part upload's ETag is the content's MD5; a multipart one ("…-3") is not. */
function plainMd5(etag: string | undefined): string | undefined {
  const value = etag?.replaceAll('"', '').toLowerCase();
  return value && /^[0-9a-f]{32}$/.test(value) ? value : undefined;
}

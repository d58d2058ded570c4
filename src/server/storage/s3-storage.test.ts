import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { S3_TEST_KEY, type S3TestServer, startS3TestServer } from '../test/s3-test-server';
import { openStorage, s3ConfigOf } from './open-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';
import { describeStorageContract } from './storage-contract';

let s3: S3TestServer;
let storage: Storage;
beforeAll(async () => {
  s3 = await startS3TestServer();
  // A prefix, as a shop sharing its bucket would set: every key lives under it.
  storage = await openStorage(readEnv({ ...s3.env, S3_PREFIX: 'negozio/uno' }));
});
afterAll(() => s3.close());

describeStorageContract('S3 (s3rver over HTTP)', () => storage);

describe('S3 storage', () => {
  const configOf = (env: Record<string, string>) => s3ConfigOf(readEnv({ ...s3.env, ...env }));

  it('keeps every object under S3_PREFIX, and lists keys without it', async () => {
    await storage.put('shop-logo/logo.png', Buffer.from('png'));
    const bare = createS3Storage(configOf({}));
    expect(await bare.stat('negozio/uno/shop-logo/logo.png')).toMatchObject({ size: 3 });
    expect(await bare.stat('shop-logo/logo.png')).toBeNull();
    const keys = [];
    for await (const entry of storage.list('shop-logo')) keys.push(entry.key);
    expect(keys).toEqual(['shop-logo/logo.png']);
  });

  it('stops the start naming what is wrong: endpoint, credentials, bucket', async () => {
    await expect(
      openStorage(readEnv({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' })),
    ).rejects.toThrow(/endpoint S3 non raggiungibile \(http:\/\/127\.0\.0\.1:9\).*S3_ENDPOINT/);
    await expect(
      openStorage(readEnv({ ...s3.env, S3_ACCESS_KEY_ID: `${S3_TEST_KEY.id}-SBAGLIATA` })),
    ).rejects.toThrow(/credenziali S3 rifiutate per il bucket «sportello-test».*S3_ACCESS_KEY_ID/);
    await expect(openStorage(readEnv({ ...s3.env, S3_BUCKET: 'non-esiste' }))).rejects.toThrow(
      /il bucket «non-esiste» non esiste su http:\/\/127\.0\.0\.1:\d+: crealo, oppure correggi S3_BUCKET/,
    );
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver accepts this key pair only (it checks the key id; a wrong one is refused with 403). */
export const S3_TEST_KEY = { id: 'S3RVER', secret: 'S3RVER' };

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** STORAGE=s3 and the S3_* settings that reach this server, as the app reads them. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (the npm package s3rver: the S3 REST protocol over HTTP, objects on
 * the local disk) on 127.0.0.1 and a free port, with one empty bucket. Never an SDK mock: requests
 * go through the AWS SDK's signing, HTTP and XML parsing as they would to AWS or MinIO.
 */
export async function startS3TestServer(bucket = 'sportello-test'): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3_TEST_KEY.id,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEY.secret,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

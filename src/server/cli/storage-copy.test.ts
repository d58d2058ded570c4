import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { createLocalDiskStorage } from '../storage/local-disk-storage';
import { openS3Storage } from '../storage/open-storage';
import type { Storage } from '../storage/storage';
import { type S3TestServer, startS3TestServer } from '../test/s3-test-server';
import { serverEntry } from '../test/server-entry';

/** Moving a shop's files to the bucket and back, as the owner runs it. */
let s3: S3TestServer;
let bucket: Storage;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-copy-'));
const shop = path.join(root, 'negozio');
const back = path.join(root, 'ritorno');
const files: Record<string, Buffer> = {
  'ticket-attachments/t1/a.jpg': randomBytes(40_000),
  'ticket-attachments/t2/b.mp4': randomBytes(600_000),
  'shop-logo/logo.png': randomBytes(3_000),
  'supplier-invoices/f1.xml': randomBytes(8_000),
};

beforeAll(async () => {
  s3 = await startS3TestServer();
  bucket = await openS3Storage(readEnv(s3.env));
  const local = createLocalDiskStorage(shop);
  for (const [key, data] of Object.entries(files)) await local.put(key, data);
  fs.writeFileSync(path.join(shop, 'sportello.db'), 'non è un file da copiare');
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(root, { recursive: true, force: true });
});

function storageCopy(to: string, dataDir: string) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--no-warnings', ...serverEntry('cli/storage-copy'), '--to', to],
      { env: { ...process.env, ...s3.env, STORAGE: 'local', DATA_DIR: dataDir } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code) : 0, out: stdout + stderr }),
    );
  });
}

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

describe('npm run storage:copy', () => {
  it('copies every file to the bucket with checksums, and again only what is missing or different', async () => {
    // An earlier, interrupted run left one file in place and a different one under another key.
    await bucket.put('shop-logo/logo.png', files['shop-logo/logo.png'] ?? Buffer.alloc(0));
    await bucket.put('ticket-attachments/t1/a.jpg', Buffer.from('un altro contenuto'));

    const first = await storageCopy('s3', shop);
    expect(first.code).toBe(0);
    expect(first.out).toContain('copiato ticket-attachments/t1/a.jpg (40000 byte)');
    expect(first.out).toContain('copiato ticket-attachments/t2/b.mp4 (600000 byte)');
    expect(first.out).toContain('copiato supplier-invoices/f1.xml (8000 byte)');
    expect(first.out).not.toContain('copiato shop-logo');
    expect(first.out).toContain(
      'Fatto: 3 file copiati (0.6 MB), 1 già presente e identico, 0 non riusciti.',
    );
    for (const [key, data] of Object.entries(files))
      expect(md5(await buffer(await bucket.read(key)))).toBe(md5(data));
    const keys = [];
    for (const folder of ['ticket-attachments', 'shop-logo', 'supplier-invoices'])
      for await (const file of bucket.list(folder)) keys.push(file.key);
    expect(keys.sort()).toEqual(Object.keys(files).sort());

    const again = await storageCopy('s3', shop);
    expect(again.out).toContain('Fatto: 0 file copiati (0.0 MB), 4 già presenti e identici');
  }, 120_000);

  it('brings the files back into an empty data folder', async () => {
    const result = await storageCopy('local', back);
    expect(result.code).toBe(0);
    expect(result.out).toContain('Fatto: 4 file copiati');
    for (const [key, data] of Object.entries(files))
      expect(fs.readFileSync(path.join(back, ...key.split('/')))).toEqual(data);
  }, 120_000);

  it('refuses to start without a destination, or without S3 settings', async () => {
    const none = await storageCopy('nas', shop);
    expect(none).toMatchObject({ code: 1 });
    expect(none.out).toContain('Uso: npm run storage:copy -- --to s3|local');
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { type Storage, StoredFileMissing } from './storage';

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

async function keysUnder(storage: Storage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of storage.list(prefix)) keys.push(entry.key);
  return keys.sort();
}

/**
 * What every storage driver promises the app: the same suite runs against the local
 * disk and against a real S3-compatible server over HTTP.
 */
export function describeStorageContract(name: string, storageOf: () => Storage): void {
  describe(`storage contract: ${name}`, () => {
    const folder = `contract-${crypto.randomUUID()}`;

    it('stores a buffer, a stream of known size and a stream of unknown length (multipart)', async () => {
      const storage = storageOf();
      const small = Buffer.from('ciao mondo');
      const medium = randomBytes(300_000);
      const large = randomBytes(12 * 1024 * 1024 + 17);
      await storage.put(`${folder}/t1/a.txt`, small);
      await storage.put(`${folder}/t1/b.bin`, Readable.from([medium]), medium.length);
      const chunks = [large.subarray(0, 4_000_000), large.subarray(4_000_000)];
      await storage.put(`${folder}/t1/c.bin`, Readable.from(chunks));

      expect(await buffer(await storage.read(`${folder}/t1/a.txt`))).toEqual(small);
      expect(md5(await buffer(await storage.read(`${folder}/t1/b.bin`)))).toBe(md5(medium));
      expect(md5(await buffer(await storage.read(`${folder}/t1/c.bin`)))).toBe(md5(large));
      expect(await storage.stat(`${folder}/t1/c.bin`)).toMatchObject({ size: large.length });
      const info = await storage.stat(`${folder}/t1/a.txt`);
      expect(info?.size).toBe(small.length);
      expect(Math.abs((info?.modifiedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    });

    it('reads an inclusive byte range', async () => {
      const storage = storageOf();
      await storage.put(`${folder}/t2/r.txt`, Buffer.from('0123456789'));
      const range = await storage.read(`${folder}/t2/r.txt`, { start: 2, end: 5 });
      expect((await buffer(range)).toString()).toBe('2345');
      const last = await storage.read(`${folder}/t2/r.txt`, { start: 9, end: 9 });
      expect((await buffer(last)).toString()).toBe('9');
    });

    it('replaces a file stored again under the same key', async () => {
      const storage = storageOf();
      await storage.put(`${folder}/t3/o.txt`, Buffer.from('prima versione, più lunga'));
      await storage.put(`${folder}/t3/o.txt`, Buffer.from('dopo'));
      expect((await buffer(await storage.read(`${folder}/t3/o.txt`))).toString()).toBe('dopo');
      expect(await storage.stat(`${folder}/t3/o.txt`)).toMatchObject({ size: 4 });
    });

    it('answers a missing key with null and StoredFileMissing, and deletes idempotently', async () => {
      const storage = storageOf();
      expect(await storage.stat(`${folder}/none/x.jpg`)).toBeNull();
      await expect(storage.read(`${folder}/none/x.jpg`)).rejects.toBeInstanceOf(StoredFileMissing);
      await storage.put(`${folder}/t4/d.txt`, Buffer.from('via'));
      await storage.delete(`${folder}/t4/d.txt`);
      await storage.delete(`${folder}/t4/d.txt`);
      expect(await storage.stat(`${folder}/t4/d.txt`)).toBeNull();
      await expect(storage.read(`${folder}/t4/d.txt`)).rejects.toBeInstanceOf(StoredFileMissing);
    });

    it('lists the files under a folder prefix only, with their sizes', async () => {
      const storage = storageOf();
      await storage.put(`${folder}-sibling/t5/s.txt`, Buffer.from('accanto'));
      await storage.put(`${folder}/t5/l.txt`, Buffer.from('lista'));
      expect(await keysUnder(storage, `${folder}/t5`)).toEqual([`${folder}/t5/l.txt`]);
      expect(await keysUnder(storage, folder)).toEqual([
        `${folder}/t1/a.txt`,
        `${folder}/t1/b.bin`,
        `${folder}/t1/c.bin`,
        `${folder}/t2/r.txt`,
        `${folder}/t3/o.txt`,
        `${folder}/t5/l.txt`,
      ]);
      for await (const entry of storage.list(`${folder}/t5`)) expect(entry.size).toBe(5);
      expect(await keysUnder(storage, 'nothing-here')).toEqual([]);
    });

    it('refuses keys that could escape their place', async () => {
      const storage = storageOf();
      await expect(storage.put('../evil/x.jpg', Buffer.from('x'))).rejects.toThrow();
      await expect(storage.read(`${folder}/../../etc/passwd`)).rejects.toThrow();
      await expect(storage.delete('/etc/passwd')).rejects.toThrow();
    });
  });
}

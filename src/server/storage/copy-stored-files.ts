import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import type { Storage } from './storage';

export interface CopyReport {
  copied: number;
  /** Already at the destination with the same content (checked), so left as they were. */
  unchanged: number;
  bytes: number;
  failed: { key: string; error: string }[];
}

/**
 * Copies every file under `folders` from one storage to the other (local disk ⇄ bucket), checking
 * each by its MD5: a file already there with the same content is left alone, so a second run (or
 * one after an interruption) copies only what is missing or different; a copied file is read back
 * (or its ETag compared) before it counts. A file that fails is reported and the copy goes on.
 */
export async function copyStoredFiles(
  from: Storage,
  to: Storage,
  folders: string[],
  onCopied: (key: string, size: number) => void = () => undefined,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, unchanged: 0, bytes: 0, failed: [] };
  for (const folder of folders) {
    for await (const file of from.list(folder)) {
      try {
        const md5 = file.md5 ?? (await md5Of(await from.read(file.key)));
        if (await holdsSame(to, file.key, file.size, md5)) {
          report.unchanged += 1;
          continue;
        }
        const hash = createHash('md5');
        const source = await from.read(file.key);
        const counted = new PassThrough();
        source.on('error', (error) => counted.destroy(error));
        source.on('data', (chunk: Buffer) => hash.update(chunk));
        await to.put(file.key, source.pipe(counted), file.size);
        if (hash.digest('hex') !== md5) throw new Error('il file è cambiato durante la copia');
        if (!(await holdsSame(to, file.key, file.size, md5)))
          throw new Error('la copia non corrisponde all’originale (MD5 diverso)');
        report.copied += 1;
        report.bytes += file.size;
        onCopied(file.key, file.size);
      } catch (error) {
        report.failed.push({
          key: file.key,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  }
  return report;
}

/** The destination has the key with this size and MD5 (from its listing, or by reading it). */
async function holdsSame(storage: Storage, key: string, size: number, md5: string) {
  const info = await storage.stat(key);
  if (!info || info.size !== size) return false;
  if (info.md5 === md5) return true;
  return (await md5Of(await storage.read(key))) === md5;
}

async function md5Of(stream: Readable): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

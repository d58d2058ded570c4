import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type Storage, type StoredFileInfo, StoredFileMissing } from './storage';

/**
 * Files under a root folder (DATA_DIR). A put writes a temporary file beside the target, flushes
 * it to disk and renames it into place, so a crash never leaves a half-written attachment.
 */
export function createLocalDiskStorage(root: string): Storage {
  const base = path.resolve(root);
  const fileOf = (key: string, allowPrefix = false) => {
    assertStorageKey(key, allowPrefix);
    return path.join(base, ...key.split('/'));
  };

  return {
    driver: 'local',

    async put(key, data) {
      const target = fileOf(key);
      const temp = `${target}.${crypto.randomUUID()}.tmp`;
      try {
        await writeNew(temp, Buffer.isBuffer(data) ? Readable.from([data]) : data);
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },

    async stat(key) {
      try {
        const info = await fs.stat(fileOf(key));
        return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async read(key, range) {
      // Opened before the stream is handed out, so a missing file is an answer, not a broken body.
      const handle = await fs.open(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new StoredFileMissing(key) : error;
      });
      return handle.createReadStream(range);
    },

    async delete(key) {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      // The ticket's folder goes with its last file (a put racing with this recreates it).
      if (path.dirname(file) !== base) await fs.rmdir(path.dirname(file)).catch(() => undefined);
    },

    async *list(prefix) {
      for await (const entry of walk(fileOf(prefix, true))) {
        yield { key: path.relative(base, entry.file).split(path.sep).join('/'), ...entry.info };
      }
    },
  };
}

/**
 * Writes a new file and flushes it to disk, creating its folder (again, if a delete removed it
 * meanwhile).
 */
async function writeNew(file: string, source: Readable): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const out = await fs.open(file, 'wx').catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    await fs.mkdir(path.dirname(file), { recursive: true });
    return fs.open(file, 'wx');
  });
  // flush: fsync before close, so the rename publishes bytes that are on disk.
  await pipeline(source, out.createWriteStream({ flush: true }));
}

async function* walk(dir: string): AsyncGenerator<{ file: string; info: StoredFileInfo }> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(file);
    else if (entry.isFile()) {
      const info = await fs.stat(file).catch(() => null);
      if (info) yield { file, info: { size: info.size, modifiedAt: info.mtime } };
    }
  }
}

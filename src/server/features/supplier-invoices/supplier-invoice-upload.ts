import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import {
  type AsyncFlateStreamHandler,
  Unzip,
  type UnzipDecoder,
  type UnzipDecoderConstructor,
  UnzipInflate,
  UnzipPassThrough,
} from 'fflate';
import {
  SUPPLIER_INVOICE_MESSAGES as M,
  SUPPLIER_INVOICE_UPLOAD_BYTES,
  SUPPLIER_INVOICE_ZIP_ENTRY_BYTES,
} from '../../../shared/inventory/supplier-invoices';
import { AppError, badRequest } from '../../errors';

export interface ReceivedFile {
  name: string;
  path: string;
}

/** The files of the multipart field `files`, each written to a temporary folder. */
export async function receiveInvoiceFiles(
  request: Request,
): Promise<{ files: ReceivedFile[]; cleanup: () => Promise<void> }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !request.body)
    throw badRequest(M.noFiles);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sportello-fatture-'));
  const cleanup = () => fs.rm(dir, { recursive: true, force: true });
  try {
    const files = await writeParts(request.body, contentType, dir);
    if (files.length === 0) throw badRequest(M.noFiles);
    return { files, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

function writeParts(body: ReadableStream<Uint8Array>, contentType: string, dir: string) {
  return new Promise<ReceivedFile[]>((resolve, reject) => {
    const files: ReceivedFile[] = [];
    const writes: Promise<void>[] = [];
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { fileSize: SUPPLIER_INVOICE_UPLOAD_BYTES, files: 1000 },
      });
    } catch {
      reject(badRequest(M.noFiles));
      return;
    }
    parser.on('file', (field, stream, info) => {
      if (field !== 'files') {
        stream.resume();
        return;
      }
      const file = {
        name: path.basename(info.filename || 'fattura.xml'),
        path: path.join(dir, `${files.length}`),
      };
      files.push(file);
      stream.on('limit', () => reject(new AppError(413, 'file_too_large', M.tooLarge)));
      writes.push(pipeline(stream, createWriteStream(file.path)));
    });
    parser.on('error', () => reject(badRequest(M.noFiles)));
    parser.on('close', () => Promise.all(writes).then(() => resolve(files), reject));
    Readable.fromWeb(body as NodeReadableStream<Uint8Array>)
      .on('error', reject)
      .pipe(parser);
  });
}

/** Shaped as fflate's FlateError (whose own codes are 0–14) to travel through `ondata`. */
class EntryTooLarge extends Error {
  readonly code = -1;
}

/** Compressed bytes handed to the inflater at a time: at most ~4 MB come out of each (1:1032). */
const INFLATE_SLICE = 4096;

/**
 * A zip entry decoder (stored or deflated) that gives up once the entry has grown past
 * SUPPLIER_INVOICE_ZIP_ENTRY_BYTES: it reports EntryTooLarge and inflates nothing more, so a zip
 * bomb costs the cap plus one slice, not its whole inflated size. (fflate's own decoders cannot
 * be stopped: `terminate` does nothing for them.)
 */
function capped(Decoder: UnzipDecoderConstructor): UnzipDecoderConstructor {
  return class Capped implements UnzipDecoder {
    static compression = Decoder.compression;
    ondata: AsyncFlateStreamHandler = () => {};
    private readonly decoder = new Decoder('');
    private size = 0;
    private stopped = false;
    constructor() {
      this.decoder.ondata = (error, data, final) => {
        if (this.stopped) return;
        this.size += data?.length ?? 0;
        if (error || this.size <= SUPPLIER_INVOICE_ZIP_ENTRY_BYTES)
          return this.ondata(error, data, final);
        this.stopped = true;
        this.ondata(new EntryTooLarge(), new Uint8Array(0), true);
      };
    }
    push(chunk: Uint8Array, final: boolean) {
      // An empty chunk (the end of the entry) is one slice too.
      for (let at = 0; at === 0 || at < chunk.length; at += INFLATE_SLICE) {
        if (this.stopped) return;
        const end = at + INFLATE_SLICE;
        this.decoder.push(chunk.subarray(at, end), final && end >= chunk.length);
      }
    }
  };
}

export type ZipEntry = { name: string; bytes: Buffer } | { name: string; refused: string };

/**
 * The entries of a zip, one at a time, read from disk in chunks: a zip of thousands of invoices
 * never sits whole in memory, only the entry being imported. An entry that grows too large is
 * refused on its own (`refused`), the others still come.
 */
export async function* zipEntries(zipPath: string): AsyncGenerator<ZipEntry> {
  const ready: ZipEntry[] = [];
  let failure: unknown = null;
  const unzip = new Unzip((entry) => {
    if (entry.name.endsWith('/') || entry.name.startsWith('__MACOSX/')) return;
    const name = path.basename(entry.name);
    let chunks: Uint8Array[] = [];
    entry.ondata = (error, data, final) => {
      if (error instanceof EntryTooLarge) {
        chunks = [];
        ready.push({ name, refused: M.zipEntryTooLarge });
        return;
      }
      if (error) failure = error;
      else chunks.push(data);
      if (final && !error) ready.push({ name, bytes: Buffer.concat(chunks) });
    };
    entry.start();
  });
  unzip.register(capped(UnzipPassThrough));
  unzip.register(capped(UnzipInflate));
  const push = (chunk: Uint8Array, final = false) => {
    try {
      unzip.push(chunk, final);
    } catch {
      failure = failure ?? new Error('zip');
    }
    if (failure) throw badRequest(M.badZip);
  };
  for await (const chunk of createReadStream(zipPath)) {
    push(chunk as Buffer);
    while (ready.length > 0) yield ready.shift() as ZipEntry;
  }
  push(new Uint8Array(0), true);
  while (ready.length > 0) yield ready.shift() as ZipEntry;
}

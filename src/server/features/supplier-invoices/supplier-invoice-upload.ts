import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { Unzip, UnzipInflate } from 'fflate';
import {
  SUPPLIER_INVOICE_MESSAGES as M,
  SUPPLIER_INVOICE_UPLOAD_BYTES,
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

/**
 * The entries of a zip, one at a time, read from disk in chunks: a zip of thousands of invoices
 * never sits whole in memory, only the entry being imported.
 */
export async function* zipEntries(
  zipPath: string,
): AsyncGenerator<{ name: string; bytes: Buffer }> {
  const ready: { name: string; bytes: Buffer }[] = [];
  let failure: unknown = null;
  const unzip = new Unzip((entry) => {
    if (entry.name.endsWith('/') || entry.name.startsWith('__MACOSX/')) return;
    const chunks: Uint8Array[] = [];
    entry.ondata = (error, data, final) => {
      if (error) failure = error;
      else chunks.push(data);
      if (final && !error)
        ready.push({ name: path.basename(entry.name), bytes: Buffer.concat(chunks) });
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
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
    while (ready.length > 0) yield ready.shift() as { name: string; bytes: Buffer };
  }
  push(new Uint8Array(0), true);
  while (ready.length > 0) yield ready.shift() as { name: string; bytes: Buffer };
}

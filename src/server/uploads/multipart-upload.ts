import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import {
  ATTACHMENT_MESSAGES,
  type AttachmentType,
  MAX_ATTACHMENT_BYTES,
  MAX_FILES_PER_UPLOAD,
} from '../../shared/tickets/attachment-rules';
import { AppError, badRequest } from '../errors';
import { UPLOAD_BODY_BYTES } from '../http/body-limits';
import { SNIFF_BYTES, sniffAttachmentType } from './file-sniff';

export interface StagedFile {
  /** A temporary copy on local disk, removed by cleanup(). */
  path: string;
  originalName: string;
  size: number;
  type: AttachmentType;
}

export interface StagedUpload {
  files: StagedFile[];
  /** The text fields, when asked for with `withFields` (empty otherwise). */
  fields: Record<string, string>;
  cleanup(): Promise<void>;
}

/** For the public form, which sends its text fields and optional files in one body. */
export interface ReceiveOptions {
  /** Keep text fields (up to 20,000 bytes each) instead of ignoring them. */
  withFields?: boolean;
  /** A body without any file is fine. */
  filesOptional?: boolean;
  /** The one text field allowed past 20,000 bytes (the public form's drawn signature). */
  largeField?: { name: string; maxBytes: number };
}

const FIELD_BYTES = 20_000;

export const tooLarge = () => new AppError(413, 'file_too_large', ATTACHMENT_MESSAGES.tooLarge);

/**
 * Reads the multipart body as a stream, writing each file of the field `files` to a temporary
 * folder while counting its bytes. A file that passes 10 MB stops the upload at once (413) and is
 * never held in memory; an 11th file is refused (400); every file's type is judged by its first
 * bytes (415). On any failure the temporary folder is removed before the error is thrown.
 */
export async function receiveUploadedFiles(
  request: Request,
  options: ReceiveOptions = {},
): Promise<StagedUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !request.body) {
    throw badRequest('Invia i file come multipart/form-data nel campo "files".');
  }
  if (Number(request.headers.get('content-length') ?? 0) > UPLOAD_BODY_BYTES) throw tooLarge();

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sportello-upload-'));
  const cleanup = () => fs.rm(dir, { recursive: true, force: true });
  try {
    const { files, fields } = await parse(request.body, contentType, dir, options);
    if (files.length === 0 && !options.filesOptional) throw badRequest(ATTACHMENT_MESSAGES.noFiles);
    return { files, fields, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

function parse(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  dir: string,
  options: ReceiveOptions,
) {
  const fields: Record<string, string> = {};
  return new Promise<{ files: StagedFile[]; fields: Record<string, string> }>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        limits: {
          // busboy calls a file that reaches the limit truncated; exactly 10 MB is allowed.
          fileSize: MAX_ATTACHMENT_BYTES + 1,
          files: MAX_FILES_PER_UPLOAD,
          fields: 20,
          fieldSize: options.withFields
            ? Math.max(FIELD_BYTES, options.largeField?.maxBytes ?? 0)
            : 1024,
          parts: MAX_FILES_PER_UPLOAD + 20,
        },
      });
    } catch {
      reject(badRequest('Richiesta multipart non valida'));
      return;
    }
    const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
    const pending: Promise<StagedFile>[] = [];
    const receiving = new Set<Readable>();
    let failed = false;

    // Stops reading the body, so the rest of the upload is never received, let alone buffered,
    // and ends the files being written; rejects once their handles are closed. Each file stream is
    // destroyed *with* the error: destroyed without one, its write pipeline never settled and the
    // request waited for it forever (a hang over a real socket, with the temporary file kept).
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.destroy();
      const reason = error instanceof Error ? error : new Error(String(error));
      for (const stream of receiving) stream.destroy(reason);
      void Promise.allSettled(pending).then(() => reject(error));
    };

    parser.on('file', (field, stream, info) => {
      // A body cut inside any file part errors that part's stream: unheard, the error ended the
      // whole process (found by the fuzz drill).
      stream.on('error', () => fail(badRequest('Richiesta multipart non valida')));
      if (failed || field !== 'files') {
        stream.resume();
        if (!failed) fail(badRequest('Campo non previsto: allega i file nel campo "files".'));
        return;
      }
      receiving.add(stream);
      stream.on('limit', () => fail(tooLarge()));
      const staged = stageFile(stream, path.join(dir, String(pending.length)), info.filename ?? '');
      staged.catch(fail).finally(() => receiving.delete(stream));
      pending.push(staged);
    });
    if (options.withFields) {
      parser.on('field', (name, value, info) => {
        const large = name === options.largeField?.name;
        if (info.valueTruncated || (!large && Buffer.byteLength(value) > FIELD_BYTES))
          fail(badRequest(`Campo troppo lungo: ${name}`));
        else fields[name] = value;
      });
    }
    parser.on('filesLimit', () => fail(badRequest(ATTACHMENT_MESSAGES.tooMany)));
    parser.on('partsLimit', () => fail(badRequest('Troppe parti nella richiesta')));
    parser.on('fieldsLimit', () => fail(badRequest('Troppi campi nella richiesta')));
    parser.on('error', () => fail(badRequest('Richiesta multipart non valida')));
    parser.on('close', () => {
      Promise.all(pending).then((files) => (failed ? undefined : resolve({ files, fields })), fail);
    });
    // The app's body cap (http/body-limits.ts) fails the stream with its own 413.
    source.on('error', (error) =>
      fail(error instanceof AppError ? error : badRequest('Caricamento interrotto')),
    );
    source.pipe(parser);
  });
}

/** Browsers send a '"' in a file name as %22 (HTML spec, multipart/form-data encoding). */
function uploadedName(raw: string): string {
  return raw.replaceAll('%22', '"').slice(0, 255) || 'file';
}

/** Copies one file part to disk, keeping its first bytes to judge the type once it is complete. */
async function stageFile(
  stream: Readable,
  file: string,
  originalName: string,
): Promise<StagedFile> {
  const head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (headBytes < SNIFF_BYTES) {
        head.push(chunk);
        headBytes += chunk.length;
      }
      done(null, chunk);
    },
  });
  await pipeline(stream, meter, createWriteStream(file));
  if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge();
  const type = await sniffAttachmentType(
    Buffer.concat(head).subarray(0, SNIFF_BYTES),
    originalName,
  );
  return { path: file, originalName: uploadedName(originalName), size, type };
}

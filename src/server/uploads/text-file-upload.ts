import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { AppError, badRequest } from '../errors';

export const TEXT_FILE_MESSAGES = {
  notMultipart: 'Invia il file come multipart/form-data nel campo "file".',
  missing: 'Nessun file ricevuto: scegli un file CSV.',
  tooLarge: (megabytes: number) => `Il file deve essere inferiore a ${megabytes} MB.`,
  invalid: 'Richiesta multipart non valida',
} as const;

/**
 * One text file (a CSV to import) from the multipart field `file`, handed to `onChunk` piece by
 * piece as the bytes arrive. Past `maxBytes` the upload stops at once with 413 and `tooLarge` (the
 * generic message by default); what `onChunk` throws stops it too and is the answer.
 */
export function streamTextFile(
  request: Request,
  limit: { maxBytes: number; tooLarge?: string },
  onChunk: (chunk: Buffer) => void,
): Promise<void> {
  const { maxBytes } = limit;
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !request.body) {
    return Promise.reject(badRequest(TEXT_FILE_MESSAGES.notMultipart));
  }
  const tooLarge = new AppError(
    413,
    'file_too_large',
    limit.tooLarge ?? TEXT_FILE_MESSAGES.tooLarge(maxBytes / 1024 / 1024),
  );
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes + 64 * 1024) {
    return Promise.reject(tooLarge);
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { files: 1, fileSize: maxBytes + 1, fields: 5, parts: 6 },
      });
    } catch {
      reject(badRequest(TEXT_FILE_MESSAGES.invalid));
      return;
    }
    const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
    let received = false;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };
    parser.on('file', (field, stream) => {
      // A body cut inside any file part errors that part's stream: unheard, that error ended the
      // whole process (found by the fuzz drill).
      stream.on('error', () => fail(badRequest(TEXT_FILE_MESSAGES.invalid)));
      if (field !== 'file') {
        stream.resume();
        return;
      }
      received = true;
      stream.on('data', (chunk: Buffer) => {
        if (settled) return;
        try {
          onChunk(chunk);
        } catch (error) {
          fail(error);
        }
      });
      stream.on('limit', () => fail(tooLarge));
    });
    parser.on('error', () => fail(badRequest(TEXT_FILE_MESSAGES.invalid)));
    parser.on('close', () => {
      if (settled) return;
      if (!received) return fail(badRequest(TEXT_FILE_MESSAGES.missing));
      settled = true;
      resolve();
    });
    // The app's body cap (http/body-limits.ts) fails the stream with its own 413.
    source.on('error', (error) =>
      fail(error instanceof AppError ? error : badRequest(TEXT_FILE_MESSAGES.invalid)),
    );
    source.pipe(parser);
  });
}

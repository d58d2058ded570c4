import { Readable } from 'node:stream';
import { notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import type { AttachmentRow } from './attachments.queries';
import { ATTACHMENT_NOT_FOUND } from './attachments.service';

/**
 * An attachment as an HTTP response: the type we sniffed (never the one the uploader claimed),
 * nosniff so the browser does not guess another, a Content-Disposition whose file name cannot
 * break the header, private caching (SPEC §9: 3600 s) and byte ranges, which Safari needs to play
 * a video at all.
 */
export async function attachmentResponse(
  deps: Pick<AppDeps, 'storage' | 'logger'>,
  row: AttachmentRow,
  rangeHeader: string | undefined,
): Promise<Response> {
  const info = await deps.storage.stat(row.storage_key);
  if (!info) {
    deps.logger.error({ attachment: row.id, key: row.storage_key }, 'file allegato mancante');
    throw notFound(ATTACHMENT_NOT_FOUND);
  }
  const headers = new Headers({
    'Content-Type': row.mime_type,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': contentDisposition(row.original_name),
    'Cache-Control': 'private, max-age=3600',
    'Accept-Ranges': 'bytes',
  });
  const range = parseRange(rangeHeader, info.size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${info.size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  headers.set('Content-Length', String(Math.max(0, end - start + 1)));
  if (range) headers.set('Content-Range', `bytes ${start}-${end}/${info.size}`);
  const body =
    info.size === 0
      ? null
      : (Readable.toWeb(
          await deps.storage.read(row.storage_key, { start, end }),
        ) as ReadableStream);
  return new Response(body, { status: range ? 206 : 200, headers });
}

/** inline, with an ASCII fallback name and the real one in RFC 5987 form. */
export function contentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replaceAll(/[^\w.\- ]/g, '_')
      .slice(0, 100)
      .trim() || 'allegato';
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name.slice(0, 200))}`;
}

/** One range of the form bytes=a-b, a- or -n; anything else (or several ranges) means whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of a zip download: its bytes at once, or streamed (an attachment read from storage). */
export interface ZipEntry {
  name: string;
  data: Uint8Array | string | AsyncIterable<Uint8Array>;
  /** Already compressed (JPEG, PNG, PDF, zip): stored as is, since deflating it again only costs CPU. */
  stored?: boolean;
}

/**
 * A zip built as it is sent (the privacy export with a customer's attachments, the month's
 * invoices for the accountant): entries are read one after the other, so memory holds one chunk,
 * not the archive. A failing entry errors the stream, which aborts the download instead of
 * handing over a truncated zip that looks complete.
 */
export function zipStream(
  entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const zip = new Zip((error, chunk) => {
        if (error) controller.error(error);
        else controller.enqueue(chunk);
      });
      try {
        for await (const entry of entries) {
          const file = entry.stored
            ? new ZipPassThrough(entry.name)
            : new ZipDeflate(entry.name, { level: 6 });
          zip.add(file);
          if (typeof entry.data === 'string') file.push(encoder.encode(entry.data), true);
          else if (entry.data instanceof Uint8Array) file.push(entry.data, true);
          else {
            for await (const chunk of entry.data) file.push(chunk);
            file.push(new Uint8Array(0), true);
          }
        }
        zip.end();
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
}

/** The answer of a zip download, named for the user's disk. */
export function zipResponse(
  fileName: string,
  entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>,
): Response {
  return new Response(zipStream(entries), {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${fileName.replaceAll('"', '')}"`,
      'cache-control': 'no-store',
    },
  });
}

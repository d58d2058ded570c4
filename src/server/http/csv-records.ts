/**
 * The reading of a CSV as Excel in Italy writes it, as the bytes arrive (the writing is csv.ts):
 * quoted fields, `""` inside quotes, CRLF or LF; a file saved with `,` is recognised by its
 * header. The products' import and the repair price list's import share it.
 */
import { badRequest } from '../errors';
import { streamTextFile } from '../uploads/text-file-upload';
/**
 * Text in, records out, a piece at a time: a record is handed to `onRecord` as soon as its line
 * ends (a line break inside quotes belongs to the field). Blank lines are skipped.
 */
export class CsvRecords {
  private separator: ';' | ',' | null = null;
  private row: string[] = [];
  private field = '';
  private quoted = false;
  /** A quote just closed or a CR just ended a line: its meaning depends on the next character. */
  private pending: '"' | '\r' | null = null;
  private firstLine = '';

  constructor(private readonly onRecord: (record: string[]) => void) {}

  write(text: string): void {
    for (const char of text) this.take(char);
  }

  end(): void {
    if (this.separator === null) this.decideSeparator();
    this.pending = null;
    if (this.field !== '' || this.row.length > 0) this.endRecord();
  }

  private decideSeparator() {
    this.separator = this.firstLine.includes(';') || !this.firstLine.includes(',') ? ';' : ',';
    const text = this.firstLine;
    this.firstLine = '';
    this.write(text);
  }

  private take(char: string) {
    // The separator is read from the header line: hold it until the line ends.
    if (this.separator === null) {
      this.firstLine += char;
      if (char === '\n' || char === '\r') this.decideSeparator();
      return;
    }
    if (this.pending === '\r') {
      this.pending = null;
      if (char === '\n') return;
    }
    if (this.pending === '"') {
      this.pending = null;
      if (char === '"') {
        this.field += '"';
        return;
      }
      this.quoted = false;
    }
    if (this.quoted) {
      if (char === '"') this.pending = '"';
      else this.field += char;
    } else if (char === '"' && this.field === '') this.quoted = true;
    else if (char === this.separator) {
      this.row.push(this.field);
      this.field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r') this.pending = '\r';
      this.endRecord();
    } else this.field += char;
  }

  private endRecord() {
    this.row.push(this.field);
    const record = this.row;
    this.row = [];
    this.field = '';
    if (record.some((f) => f.trim() !== '')) this.onRecord(record);
  }
}

/** The rows of a whole CSV text, each a list of fields (the header included). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const reader = new CsvRecords((record) => rows.push(record));
  reader.write(text.startsWith('\uFEFF') ? text.slice(1) : text);
  reader.end();
  return rows;
}

/**
 * Bytes in, text out, for a file whose encoding nobody said: a BOM means UTF-8; without one the
 * file is read as UTF-8 until a byte sequence is not UTF-8, and then the whole file (from its
 * first byte again, through `restart`) as Windows-1252, what Excel in Italy saves as plain "CSV".
 * The bytes are kept until the end for that: the import's size limit bounds them.
 */
export class CsvDecoder {
  private decoder = new TextDecoder('utf-8', { fatal: true });
  private readonly seen: Uint8Array[] = [];
  private settled = false;
  private sink: Pick<CsvRecords, 'write' | 'end'>;

  constructor(private readonly restart: () => Pick<CsvRecords, 'write' | 'end'>) {
    this.sink = restart();
  }

  write(bytes: Uint8Array): void {
    if (!this.settled) this.seen.push(bytes);
    this.decode(bytes, true);
  }

  end(): void {
    this.decode(new Uint8Array(), false);
    this.sink.end();
  }

  private decode(bytes: Uint8Array, stream: boolean) {
    let text: string;
    try {
      text = this.decoder.decode(bytes, { stream });
    } catch {
      // With a BOM the file said UTF-8: a bad byte in it is replaced (�), not a reason to guess.
      const first = this.seen[0] ?? new Uint8Array();
      const bom = first[0] === 0xef && first[1] === 0xbb && first[2] === 0xbf;
      this.settled = true;
      this.decoder = new TextDecoder(bom ? 'utf-8' : 'windows-1252');
      this.sink = this.restart();
      text = this.seen.map((chunk) => this.decoder.decode(chunk, { stream: true })).join('');
      this.seen.length = 0;
    }
    if (text) this.sink.write(text);
  }
}

/**
 * An import's header: each known column's field by position (case-insensitive names). Unknown
 * columns are refused by name; the required ones must be there.
 */
export function readCsvHeader<F extends string>(
  record: string[],
  fieldOf: ReadonlyMap<string, F>,
  required: readonly F[],
  messages: { unknownColumns: (names: string[]) => string; header: string },
): [number, F][] {
  const columns: [number, F][] = [];
  const unknown: string[] = [];
  record.forEach((raw, index) => {
    const name = raw.replace(/^\uFEFF/, '').trim();
    const field = fieldOf.get(name.toLowerCase());
    if (field) columns.push([index, field]);
    else if (name !== '') unknown.push(name);
  });
  if (unknown.length > 0) throw badRequest(messages.unknownColumns(unknown));
  if (!required.every((field) => columns.some(([, f]) => f === field))) {
    throw badRequest(messages.header);
  }
  return columns;
}

/** "'=1" was written by the export to stop Excel running a formula: read back as "=1". */
export const undefusedCsvField = (field: string) =>
  /^'[=+\-@]/.test(field) ? field.slice(1) : field;

/**
 * An import's file (multipart field `file`), read as it arrives: decoded (UTF-8 or
 * Windows-1252), split into records and handed to a fresh `rows` (made again when the decoding
 * restarts), so a wrong header or a row past the limit stops the upload there.
 */
export async function receiveCsvImport<R extends { add(record: string[]): void; finish(): void }>(
  request: Request,
  limit: { maxBytes: number; tooLarge: string },
  fresh: () => R,
): Promise<R> {
  let rows = fresh();
  const decoder = new CsvDecoder(() => {
    rows = fresh();
    return new CsvRecords((record) => rows.add(record));
  });
  await streamTextFile(request, limit, (chunk) => decoder.write(chunk));
  decoder.end();
  rows.finish();
  return rows;
}

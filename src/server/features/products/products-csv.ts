/**
 * Products as CSV the way Excel in Italy writes and reads it (MODULES "Products": UTF-8 with a
 * BOM, `;` between fields, decimal comma), and the reading of such a file back as it arrives:
 * quoted fields, `""` inside quotes, CRLF or LF; a file saved with `,` is recognised by its header.
 */
export const CSV_HEADERS = [
  'SKU',
  'EAN',
  'Nome',
  'Marca',
  'Categoria',
  'Fornitore',
  'Quantità',
  'Prezzo',
  'Costo',
  'Descrizione',
  'Scorta minima',
] as const;

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

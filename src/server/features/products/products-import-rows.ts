import * as z from 'zod/mini';
import { productInputSchema } from '../../../shared/inventory/products';
import {
  IMPORT_LIMITS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_TOO_LARGE,
} from '../../../shared/inventory/products-import';
import { plural, pluralWord } from '../../../shared/plural';
import { badRequest } from '../../errors';
import { readCsvHeader, receiveCsvImport, undefusedCsvField } from '../../http/csv-records';
import { CSV_HEADERS } from './products-csv';

export const IMPORT_MESSAGES = {
  empty: 'Il file è vuoto: serve la riga di intestazione e almeno un prodotto.',
  header: `Intestazione non riconosciuta: servono almeno le colonne SKU e Nome (le colonne sono ${CSV_HEADERS.join(', ')}).`,
  unknownColumns: (names: string[]) =>
    `${pluralWord(names.length, 'Colonna non riconosciuta', 'Colonne non riconosciute')}: ${names.join(', ')}. Le colonne possibili sono ${CSV_HEADERS.join(', ')}.`,
  tooMany: `Il file ha più di 50.000 righe (${IMPORT_LIMITS}).`,
  tooLarge: IMPORT_TOO_LARGE,
  duplicateSku: 'SKU ripetuto nel file',
  refused: (count: number) =>
    `Importazione annullata: ${plural(count, 'riga ha', 'righe hanno')} errori. Non è stato salvato nulla.`,
} as const;

/** Each column's field; brand, category and supplier are names, found or created on import. */
export const COLUMN_OF = {
  sku: 'SKU',
  ean: 'EAN',
  name: 'Nome',
  brand: 'Marca',
  category: 'Categoria',
  supplier: 'Fornitore',
  quantity: 'Quantità',
  price: 'Prezzo',
  cost: 'Costo',
  description: 'Descrizione',
  min_stock: 'Scorta minima',
} as const satisfies Record<string, (typeof CSV_HEADERS)[number]>;
export type ImportField = keyof typeof COLUMN_OF;
const FIELD_OF = new Map(
  Object.entries(COLUMN_OF).map(([field, header]) => [header.toLowerCase(), field as ImportField]),
);
const NAMES = new Set<ImportField>(['brand', 'category', 'supplier']);
/** An empty cell in these columns leaves the value as it is (0 for a new product). */
const KEEP_WHEN_EMPTY = new Set<ImportField>(['quantity', 'price', 'min_stock']);

type ProductFields = z.infer<typeof productInputSchema>;
/** One product of the file: only the columns the file has (an absent column is not a change). */
export interface ImportRow {
  line: number;
  values: Pick<ProductFields, 'sku' | 'name'> &
    Partial<Omit<ProductFields, 'brand_id' | 'category_id' | 'supplier_id'>> &
    Partial<Record<'brand' | 'category' | 'supplier', string | null>>;
}

/**
 * The file's records checked one by one as they arrive: the header first (unknown columns are
 * refused by name), then each row with its line number and reason.
 */
export class ImportRows {
  rows: ImportRow[] = [];
  errors: { line: number; message: string }[] = [];
  total = 0;
  private columns: [number, ImportField][] | null = null;
  private readonly seen = new Set<string>();

  add(record: string[]): void {
    if (!this.columns)
      this.columns = readCsvHeader(record, FIELD_OF, ['sku', 'name'], IMPORT_MESSAGES);
    else this.addRow(record);
  }

  finish(): void {
    if (this.total === 0) throw badRequest(IMPORT_MESSAGES.empty);
  }

  private addRow(record: string[]) {
    this.total += 1;
    if (this.total > IMPORT_MAX_ROWS) throw badRequest(IMPORT_MESSAGES.tooMany);
    const line = this.total + 1;
    const input: Record<string, string> = {};
    const names: ImportRow['values'] = { sku: '', name: '' };
    for (const [index, field] of this.columns ?? []) {
      const value = undefusedCsvField((record[index] ?? '').trim());
      if (NAMES.has(field)) names[field as 'brand'] = value || null;
      else if (value !== '' || !KEEP_WHEN_EMPTY.has(field)) input[field] = value;
    }
    const parsed = z.safeParse(productInputSchema, input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        const header = COLUMN_OF[field as ImportField] ?? field;
        this.errors.push({ line, message: `${header}: ${issue.message}` });
      }
      return;
    }
    if (this.seen.has(parsed.data.sku)) {
      this.errors.push({ line, message: `SKU: ${IMPORT_MESSAGES.duplicateSku}` });
      return;
    }
    this.seen.add(parsed.data.sku);
    this.rows.push({ line, values: { ...names, ...parsed.data } });
  }
}

/**
 * POST /api/products/import's file, read as it arrives: decoded (UTF-8 or Windows-1252), split
 * into records and checked row by row, so a wrong header or the 50,001st row stops the upload
 * there. At most 5 MB, with the import's own message beyond.
 */
export function receiveImport(request: Request): Promise<ImportRows> {
  return receiveCsvImport(
    request,
    { maxBytes: IMPORT_MAX_BYTES, tooLarge: IMPORT_MESSAGES.tooLarge },
    () => new ImportRows(),
  );
}

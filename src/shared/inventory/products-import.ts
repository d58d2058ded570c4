/** The product CSV the README promises: 5 MB and 50,000 rows a file. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;
export const IMPORT_LIMITS =
  'al massimo 50.000 righe e 5 MB per importazione: dividilo in più file';
export const IMPORT_TOO_LARGE = `Il file supera 5 MB (${IMPORT_LIMITS}).`;

/** POST /api/products/import's answer: the check (a dry run) and the import say the same. */
export interface ImportFieldChange {
  /** The column's header, as in the file: 'Prezzo', 'Quantità'… */
  field: string;
  /** As the export writes it ('24,90'); '' for none. */
  from: string;
  to: string;
}

export interface ImportReport {
  dry_run: boolean;
  rows: number;
  created: number;
  updated: number;
  errors: { line: number; message: string }[];
  /** Per stored product the file changes, each field from what it is to what it would be. */
  changes: { line: number; sku: string; fields: ImportFieldChange[] }[];
}

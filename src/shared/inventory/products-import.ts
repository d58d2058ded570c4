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

/**
 * Products as CSV the way Excel in Italy writes and reads it (MODULES "Products": UTF-8 with a
 * BOM, `;` between fields, decimal comma; written by http/csv.ts, read by http/csv-records.ts).
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

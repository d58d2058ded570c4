import { BOM } from '../../http/csv';

/**
 * Products as CSV the way Excel in Italy writes and reads it (MODULES "Products": UTF-8 with a
 * BOM, `;` between fields, decimal comma), and the reading of such a file back: quoted fields,
 * `""` inside quotes, CRLF or LF, a BOM or not; a file saved with `,` is recognised by its header.
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
] as const;

/** The rows of a CSV text, each a list of fields (the header included). */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const separator = firstLine.includes(';') || !firstLine.includes(',') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

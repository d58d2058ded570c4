/**
 * CSV the way Excel in Italy writes and reads it (MODULES "Products", "Work management"): UTF-8
 * with a BOM, `;` between fields, decimal comma. Products' export and the payroll export share it.
 */
export const BOM = '\uFEFF';

/** The headers of a CSV download saved as `fileName` (every export's answer). */
export function csvDownloadHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
  };
}

/**
 * A field quoted when it has to be; a leading = + - @ is defused (no formula runs in Excel),
 * except on a plain negative amount (-0,50), which Excel must still read as a number.
 */
export function csvField(value: string): string {
  const number = /^-\d+(,\d+)?$/.test(value);
  const safe = !number && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(';')}\r\n`;

/**
 * Cents as Excel in Italy shows euros: 12990 → "129,90", -50 → "-0,50". The sign is written
 * apart from the digits: a credit note of less than a euro has no "-0" to carry it.
 */
export function csvEuros(cents: number | null): string {
  if (cents === null) return '';
  const abs = Math.abs(cents);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

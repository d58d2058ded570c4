/**
 * CSV the way Excel in Italy writes and reads it (MODULES "Products", "Work management"): UTF-8
 * with a BOM, `;` between fields, decimal comma. Products' export and the payroll export share it.
 */
export const BOM = '\uFEFF';

/** A field quoted when it has to be; a leading = + - @ is defused (no formula runs in Excel). */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (fields: readonly string[]) => `${fields.map(csvField).join(';')}\r\n`;

/** Cents as Excel in Italy shows euros: 12990 → "129,90". */
export const csvEuros = (cents: number | null) =>
  cents === null
    ? ''
    : `${Math.trunc(cents / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

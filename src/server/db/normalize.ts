/**
 * The two engines hand back the same value in different shapes (stack-probe §4): these helpers
 * turn a row's values into one JSON shape whichever engine read them. What we write works on
 * both as it is: booleans as 1/0, instants as ISO text.
 */
const CANONICAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function toIso(value: string | Date): string;
export function toIso(value: string | Date | null | undefined): string | null;
export function toIso(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  // What we and better-auth write: already the canonical form (most rows; skip the round trip).
  if (CANONICAL_ISO.test(value)) return value;
  // SQLite keeps what was written; better-auth and we write ISO, CURRENT_TIMESTAMP does not.
  return new Date(value.includes('T') ? value : `${value.replace(' ', 'T')}Z`).toISOString();
}

export function toBool(value: boolean | number | string | null | undefined): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Constraint violations as each driver reports them (stack-probe §4). */
function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * A write that lost a race it can win by trying again: a PostgreSQL deadlock or serialization
 * failure (two imports touching the same warehouse totals in a different order), or SQLite still
 * busy after its timeout. The request answers 503 with Retry-After instead of a 500.
 */
export function isTransientConflict(error: unknown): boolean {
  const code = codeOf(error);
  return code === '40P01' || code === '40001' || code === 'SQLITE_BUSY';
}

/**
 * Where a long migration reports its progress (the customers backfill at a million tickets takes
 * minutes): the server's log once `services.ts` has set it, nowhere in tests.
 */
export type MigrationLog = (fields: Record<string, unknown>, message: string) => void;

let log: MigrationLog = () => {};

export function reportMigrationProgressTo(next: MigrationLog): void {
  log = next;
}

export function migrationProgress(fields: Record<string, unknown>, message: string): void {
  log(fields, message);
}

import path from 'node:path';
import { createDatabase, type Database } from '../../../src/server/db/database';
import type { Stack } from './stacks';

/** The stack's own database, for what no API can set up (close it after use). */
export function openStackDatabase(stack: Stack): Database {
  return createDatabase({
    databaseUrl: stack.databaseUrl,
    sqliteFile: path.join(stack.dataDir, 'sportello.db'),
  });
}

import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../backup/restore-backup';
import { MIGRATIONS } from '../db/migrator';
import { readEnv } from '../env';
import { createLogger } from '../logger';
import { openServices } from '../services';

/**
 * npm run restore -- ARCHIVIO [--data-dir CARTELLA]: into an empty data folder only (and, for a
 * PostgreSQL backup, the empty database of DATABASE_URL); then the migrations of this version.
 */
try {
  const { values, positionals } = parseArgs({
    options: { 'data-dir': { type: 'string' } },
    allowPositionals: true,
  });
  const [archive] = positionals;
  if (!archive) throw new Error('Uso: npm run restore -- ARCHIVIO [--data-dir CARTELLA]');
  const base = readEnv();
  const dataDir = path.resolve(values['data-dir'] ?? base.dataDir);
  const manifest = await restoreBackup(path.resolve(archive), {
    dataDir,
    databaseUrl: base.DATABASE_URL,
    knownMigrations: Object.keys(MIGRATIONS),
  });
  const { database } = await openServices({ ...base, dataDir }, createLogger('warn'));
  await database.close();
  const { tickets, users, attachments } = manifest.counts;
  process.stdout.write(
    `Ripristinato in ${dataDir}: ${tickets} ticket, ${users} account, ${attachments} allegati (backup del ${manifest.created_at}, versione ${manifest.app_version}).\n`,
  );
} catch (error) {
  process.stderr.write(
    `Ripristino non riuscito: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}

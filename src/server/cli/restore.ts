import path from 'node:path';
import { parseArgs } from 'node:util';
import { plural } from '../../shared/plural';
import { restoreBackup } from '../backup/restore-backup';
import { moveRestoredFilesTo } from '../backup/restore-stored-files';
import { MIGRATIONS } from '../db/migrator';
import { readEnv } from '../env';
import { createLogger, redactCredentials } from '../logger';
import { openServices } from '../services';

/**
 * npm run restore -- ARCHIVIO [--data-dir CARTELLA]: into an empty data folder only (and, for a
 * PostgreSQL backup, the empty database of DATABASE_URL); then the migrations of this version;
 * with STORAGE=s3 the stored files (STORED_FOLDERS) then go to the bucket.
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
  const { database, deps } = await openServices({ ...base, dataDir }, createLogger('warn'));
  try {
    const { tickets, users, attachments } = manifest.counts;
    process.stdout.write(
      `Ripristinato in ${dataDir}: ${tickets} ticket, ${users} account, ${plural(attachments, 'allegato', 'allegati')} (backup del ${manifest.created_at}, versione ${manifest.app_version}).\n`,
    );
    if (deps.storage.driver === 's3') {
      const moved = await moveRestoredFilesTo(deps.storage, dataDir);
      process.stdout.write(`File nel bucket «${base.S3_BUCKET}»: ${moved}.\n`);
    }
  } finally {
    await database.close();
  }
  // The SDK keeps idle connections to the bucket open; they would hold the command for seconds.
  process.exit(0);
} catch (error) {
  process.stderr.write(
    `Ripristino non riuscito: ${redactCredentials(error instanceof Error ? error.message : String(error))}\n`,
  );
  process.exit(1);
}

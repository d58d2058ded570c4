import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../backup/create-backup';
import { readEnv } from '../env';
import { backupSourceOf } from '../features/backups/backups.service';
import { createLogger, redactCredentials } from '../logger';
import { openServices } from '../services';

/**
 * npm run backup [-- --to CARTELLA]: one archive of the database, the files and the auth secret,
 * safe while the app runs. Default folder: DATA_DIR/backups.
 */
try {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const env = readEnv();
  const { database, deps } = await openServices(env, createLogger('warn'));
  try {
    const archive = await createBackup(
      backupSourceOf(deps),
      // As given: the backup checks the folder (it must exist; no .. segments) before resolving it.
      values.to ?? path.join(env.dataDir, 'backups'),
    );
    const megabytes = (fs.statSync(archive).size / 1024 / 1024).toFixed(1);
    process.stdout.write(`Backup creato: ${archive} (${megabytes} MB)\n`);
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(
    `Backup non riuscito: ${redactCredentials(error instanceof Error ? error.message : String(error))}\n`,
  );
  process.exit(1);
}

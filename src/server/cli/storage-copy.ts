import { parseArgs } from 'node:util';
import { plural } from '../../shared/plural';
import { readEnv } from '../env';
import { copyStoredFiles } from '../storage/copy-stored-files';
import { createLocalDiskStorage } from '../storage/local-disk-storage';
import { openS3Storage } from '../storage/open-storage';
import { STORED_FOLDERS } from '../storage/stored-folders';

/**
 * npm run storage:copy -- --to s3|local: moves a shop's files between DATA_DIR and the bucket of
 * the S3_* settings (every folder of STORED_FOLDERS), checking each; safe to run again, and a run after an
 * interruption copies only what is still missing. Then switch STORAGE and restart.
 */
const USAGE = 'Uso: npm run storage:copy -- --to s3|local';
try {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  if (values.to !== 's3' && values.to !== 'local') throw new Error(USAGE);
  const env = readEnv();
  const local = createLocalDiskStorage(env.dataDir);
  const bucket = await openS3Storage(env);
  const [from, to] = values.to === 's3' ? [local, bucket] : [bucket, local];
  const where = { local: `cartella ${env.dataDir}`, s3: `bucket «${env.S3_BUCKET}»` };
  const fromName = values.to === 's3' ? where.local : where.s3;
  process.stdout.write(`Copia dei file da ${fromName} a ${where[values.to]}…\n`);
  const report = await copyStoredFiles(from, to, STORED_FOLDERS, (key, size) =>
    process.stdout.write(`  copiato ${key} (${size} byte)\n`),
  );
  for (const { key, error } of report.failed)
    process.stdout.write(`  NON copiato ${key}: ${error}\n`);
  const megabytes = (report.bytes / 1024 / 1024).toFixed(1);
  process.stdout.write(
    `Fatto: ${plural(report.copied, 'file copiato', 'file copiati')} (${megabytes} MB), ${plural(report.unchanged, 'già presente e identico', 'già presenti e identici')}, ${plural(report.failed.length, 'non riuscito', 'non riusciti')}.\n`,
  );
  if (report.failed.length > 0) {
    process.stdout.write('Esegui di nuovo il comando: riprende dai file mancanti.\n');
    process.exit(1);
  }
  process.stdout.write(
    `Ora imposta STORAGE=${values.to} e riavvia Sportello (ripeti la copia subito prima, se nel frattempo sono arrivati file).\n`,
  );
  // The SDK keeps idle connections to the bucket open; they would hold the command for seconds.
  process.exit(0);
} catch (error) {
  process.stderr.write(
    `Copia non riuscita: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../db/migrator';
import { readEnv } from '../env';
import { backupSourceOf } from '../features/backups/backups.service';
import { importSupplierInvoiceFile } from '../features/supplier-invoices/supplier-invoice-import.service';
import { createTicket } from '../features/tickets/tickets.service';
import { createLogger } from '../logger';
import { openServices, type Services } from '../services';
// A ticket's creation emits its domain events: their handlers are registered by the features.
import '../server-features';
import { supplierInvoiceXml } from '../test/fatturapa-kit';
import { type S3TestServer, startS3TestServer } from '../test/s3-test-server';
import { emptyPgDatabase, TEST_DIALECT } from '../test/test-database';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';
import { moveRestoredFilesTo } from './restore-stored-files';

/**
 * Object storage (docs/decisions/020-object-storage.md): with STORAGE=s3 the backup archive
 * holds the bucket's objects, and a restore puts them back into a bucket.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-backup-s3-'));
const drops: (() => Promise<void>)[] = [];
let s3: S3TestServer;
let source: Services;

/** The settings of an install on the test bucket (under `prefix`) and, on PostgreSQL, an empty database. */
async function envFor(dataDir: string, prefix: string) {
  let url: string | undefined;
  if (TEST_DIALECT === 'postgres') {
    const empty = await emptyPgDatabase();
    drops.push(empty.drop);
    url = empty.url;
  }
  return readEnv({
    ...s3.env,
    S3_PREFIX: prefix,
    DATA_DIR: dataDir,
    AUTH_SECRET: 'x'.repeat(40),
    ...(url ? { DATABASE_URL: url } : {}),
  });
}

beforeAll(async () => {
  s3 = await startS3TestServer();
  source = await openServices(
    await envFor(path.join(root, 'sorgente'), 'sorgente'),
    createLogger('silent'),
  );
}, 60_000);
afterAll(async () => {
  await source.database.close();
  for (const drop of drops) await drop();
  await s3.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe(`backup of a shop on S3 (${TEST_DIALECT})`, () => {
  it('archives the bucket objects and restores them into a bucket, byte for byte', async () => {
    const ticket = await createTicket(
      source.deps,
      {
        description: 'Vetro rotto',
        customer_name: 'Cliente',
        customer_email: 'cliente@esempio.it',
        device_type: 'Tablet',
        priority: 'medium',
      },
      { actorId: null, via: 'staff' },
    );
    const photo = randomBytes(200_000);
    const key = `ticket-attachments/${ticket.id}/foto.jpg`;
    await source.deps.storage.put(key, photo);
    await source.deps.storage.put('shop-logo/logo.png', Buffer.from('logo'));
    const pdf = randomBytes(5_000);
    const received = Buffer.from(
      supplierInvoiceXml({
        number: 'FP-1',
        lines: [{ description: 'Display', quantity: '1.00', unitPrice: '10.00', total: '10.00' }],
        attachment: { name: 'ddt.pdf', bytes: pdf },
      }),
    );
    const [imported] = await importSupplierInvoiceFile(source.deps, {
      fileName: 'IT00743110157_00001.xml',
      bytes: received,
      source: 'upload',
    });
    const invoice = await source.deps.db
      .selectFrom('supplier_invoices')
      .select(['file_key', 'attachments'])
      .where('id', '=', imported?.id ?? '')
      .executeTakeFirstOrThrow();
    // Nothing of the files is in DATA_DIR: they come from the bucket.
    expect(fs.existsSync(path.join(root, 'sorgente', 'ticket-attachments'))).toBe(false);

    fs.mkdirSync(path.join(root, 'archivi'));
    const archive = await createBackup(backupSourceOf(source.deps), path.join(root, 'archivi'));

    const dataDir = path.join(root, 'ripristinato');
    const target = await envFor(dataDir, 'ripristino');
    const manifest = await restoreBackup(archive, {
      dataDir,
      databaseUrl: target.DATABASE_URL,
      knownMigrations: Object.keys(MIGRATIONS),
    });
    expect(manifest.files.map((f) => f.path)).toEqual(
      expect.arrayContaining([`files/${key}`, 'files/shop-logo/logo.png']),
    );
    const restored = await openServices(target, createLogger('silent'));
    try {
      expect(await moveRestoredFilesTo(restored.deps.storage, dataDir)).toBe(4);
      expect(await buffer(await restored.deps.storage.read(key))).toEqual(photo);
      // The supplier's file as received and its attachment, under supplier-invoices/.
      expect(await buffer(await restored.deps.storage.read(invoice.file_key))).toEqual(received);
      const [attachment] = JSON.parse(invoice.attachments) as { key: string }[];
      expect(await buffer(await restored.deps.storage.read(attachment?.key ?? ''))).toEqual(pdf);
      expect(fs.existsSync(path.join(dataDir, 'ticket-attachments'))).toBe(false);
      const row = await restored.deps.db
        .selectFrom('tickets')
        .select('id')
        .where('id', '=', ticket.id)
        .executeTakeFirst();
      expect(row).toEqual({ id: ticket.id });
    } finally {
      await restored.database.close();
    }
  }, 60_000);
});

import { randomUUID } from 'node:crypto';
import type { RefusedFilesDto } from '../../../shared/sdi/sdi-received';
import { toIso } from '../../db/normalize';
import { AppError } from '../../errors';
import type { AppDeps } from '../../http/context';
import { shopVatNumber } from '../invoices/invoices.service';
import { importSupplierInvoiceFile } from '../supplier-invoices/supplier-invoices.service';
import {
  countRefusedFiles,
  insertReceivedFile,
  selectReceivedProviderIds,
  selectRefusedFiles,
} from './sdi.queries';
import { ChannelUnavailable, type ReceivedFileRef } from './sdi-channel';
import { configuredChannel } from './sdi-settings.service';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock' | 'storage' | 'sdiBox'>;
type Configured = NonNullable<Awaited<ReturnType<typeof configuredChannel>>>;

/**
 * Supplier invoices from the channel (TILL.md § Supplier invoices): each file the intermediary
 * lists is downloaded once and handed to the supplier-invoices feature as an `sdi` import. The
 * intermediary's id is kept whatever the outcome, so a file listed again is skipped; a file the
 * import refuses (unreadable, already uploaded by hand) keeps the reason instead of invoices.
 */
export async function receiveSupplierInvoices(deps: Deps): Promise<number> {
  const configured = await configuredChannel(deps);
  if (!configured) return 0;
  try {
    return await receiveFrom(deps, configured);
  } catch (error) {
    // The intermediary away: the files stay listed there, taken at a later pass.
    if (error instanceof ChannelUnavailable) return 0;
    throw error;
  }
}

async function receiveFrom(deps: Deps, configured: Configured) {
  const listed = await configured.channel.receivedInvoices(await shopVatNumber(deps));
  const known = await selectReceivedProviderIds(
    deps.db,
    listed.map((f) => f.providerId),
  );
  let imported = 0;
  for (const ref of listed)
    if (!known.has(ref.providerId)) imported += await takeReceivedFile(deps, configured, ref);
  return imported;
}

/**
 * The intermediary's webhook for a received file (A-Cube's `supplier-invoice` event): the same
 * download and import as polling, answered only once stored; a file already taken is a no-op.
 */
export async function receiveSupplierInvoiceEvent(
  deps: Deps,
  configured: Configured,
  ref: ReceivedFileRef,
): Promise<{ stored: boolean }> {
  const known = await selectReceivedProviderIds(deps.db, [ref.providerId]);
  if (known.has(ref.providerId)) return { stored: false };
  await takeReceivedFile(deps, configured, ref);
  return { stored: true };
}

/** Downloads one listed file, imports it and keeps its id (with the reason of a refusal). */
async function takeReceivedFile(deps: Deps, configured: Configured, ref: ReceivedFileRef) {
  const bytes = await configured.channel.receivedFile(ref.providerId);
  let ids: string[] = [];
  let error: string | null = null;
  try {
    const invoices = await importSupplierInvoiceFile(deps, {
      fileName: ref.fileName,
      bytes,
      source: 'sdi',
    });
    ids = invoices.map((i) => i.id);
  } catch (refusal) {
    // A refusal is the file's (4xx): kept with its reason. Anything else is retried next pass.
    if (!(refusal instanceof AppError) || refusal.status >= 500) throw refusal;
    error = refusal.message;
  }
  await insertReceivedFile(deps.db, {
    id: randomUUID(),
    provider_id: ref.providerId,
    channel: configured.id,
    file_name: ref.fileName,
    supplier_invoice_ids: JSON.stringify(ids),
    error,
    received_at: deps.clock().toISOString(),
  });
  return ids.length;
}

/** The files refused above, newest first, so the page of the fatture passive can show them. */
export async function listRefusedFiles(
  deps: Pick<AppDeps, 'db'>,
  limit: number,
): Promise<RefusedFilesDto> {
  const [rows, total] = await Promise.all([
    selectRefusedFiles(deps.db, limit),
    countRefusedFiles(deps.db),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    file_name: row.file_name,
    received_at: toIso(row.received_at),
    reason: row.error ?? '',
  }));
  return { items, total };
}

import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import type {
  SdiNotificationTable,
  SdiReceivedFileTable,
  SdiSettingsTable,
  SdiTransmissionState,
  SdiTransmissionTable,
} from '../../db/tables/sdi-tables';

type Db = Kysely<DB>;

export function selectSdiSettings(db: Db) {
  return db.selectFrom('sdi_settings').selectAll().where('id', '=', 1).executeTakeFirst();
}

export async function upsertSdiSettings(db: Db, row: Omit<SdiSettingsTable, 'id'>) {
  await db
    .insertInto('sdi_settings')
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}

export async function insertTransmission(db: Db, row: SdiTransmissionTable) {
  await db.insertInto('sdi_transmissions').values(row).execute();
}

export function selectTransmissions(db: Db, invoiceId: string) {
  return db
    .selectFrom('sdi_transmissions')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('send_number')
    .execute();
}

/** Every send of these invoices, oldest first: the month's zip lists them. */
export function selectTransmissionsOf(db: Db, invoiceIds: readonly string[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sdi_transmissions')
    .selectAll()
    .where('invoice_id', 'in', invoiceIds)
    .orderBy('created_at')
    .orderBy('invoice_id')
    .orderBy('send_number')
    .execute();
}

/** The latest send of each invoice asked about: what its transmission state is. */
export function selectLatestStates(db: Db, invoiceIds: readonly string[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sdi_transmissions as t')
    .select(['t.invoice_id', 't.state'])
    .where('t.invoice_id', 'in', invoiceIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sdi_transmissions as later')
            .select('later.id')
            .whereRef('later.invoice_id', '=', 't.invoice_id')
            .whereRef('later.send_number', '>', 't.send_number'),
        ),
      ),
    )
    .execute();
}

export function selectTransmissionByProviderId(db: Db, providerId: string) {
  return db
    .selectFrom('sdi_transmissions')
    .selectAll()
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
}

/**
 * Sends waiting, due now and not leased by a live worker: the queue's pick, oldest first; sends
 * due in the same instant in the order they were made, then by id, so every pass picks alike.
 */
export function selectDueIds(db: Db, now: string, limit: number) {
  return db
    .selectFrom('sdi_transmissions')
    .select('id')
    .where('state', '=', 'in_coda')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('next_attempt_at')
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Takes the lease on one row; false when another worker took it first. */
export async function leaseTransmission(db: Db, id: string, now: string, until: string) {
  const result = await db
    .updateTable('sdi_transmissions')
    .set({ lease_until: until })
    .where('id', '=', id)
    .where('state', '=', 'in_coda')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export function selectTransmission(db: Db, id: string) {
  return db.selectFrom('sdi_transmissions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markSent(db: Db, id: string, providerId: string, at: string) {
  await db
    .updateTable('sdi_transmissions')
    .set({
      state: 'inviata',
      provider_id: providerId,
      sent_at: at,
      lease_until: null,
      last_error: null,
      attempts: sql`attempts + 1`,
    })
    .where('id', '=', id)
    .execute();
}

export async function markRetry(db: Db, id: string, nextAttemptAt: string, error: string) {
  await db
    .updateTable('sdi_transmissions')
    .set({
      next_attempt_at: nextAttemptAt,
      lease_until: null,
      last_error: error,
      attempts: sql`attempts + 1`,
    })
    .where('id', '=', id)
    .execute();
}

export async function setTransmissionState(db: Db, id: string, state: SdiTransmissionState) {
  await db.updateTable('sdi_transmissions').set({ state }).where('id', '=', id).execute();
}

/**
 * Sends the SDI may still answer about: what polling asks the intermediary about. Every send still
 * `inviata`; a `mancata_consegna` only when the file went to a PA (FormatoTrasmissione FPA12,
 * field 1.1.3 of the file sent: Sportello's invoices carry no PA flag), its MC came at or after
 * `undeliveredSince` and no AT has closed it. Each pass reads the MCs of that window alone
 * (`sdi_notifications_type_idx`), not every MC of the shop's life.
 */
export function selectAwaitingAnswer(db: Db, channel: string, undeliveredSince: string) {
  const sent = db
    .selectFrom('sdi_transmissions as t')
    .select(['t.id', 't.provider_id'])
    .where('t.channel', '=', channel)
    .where('t.state', '=', 'inviata')
    .where('t.provider_id', 'is not', null);
  const undeliveredToPa = db
    .selectFrom('sdi_notifications as mc')
    .innerJoin('sdi_transmissions as t', 't.id', 'mc.transmission_id')
    .select(['t.id', 't.provider_id'])
    .where('mc.type', '=', 'MC')
    .where('mc.received_at', '>=', undeliveredSince)
    .where('t.channel', '=', channel)
    .where('t.state', '=', 'mancata_consegna')
    .where('t.provider_id', 'is not', null)
    .where('t.xml', 'like', '%<FormatoTrasmissione>FPA12</FormatoTrasmissione>%')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sdi_notifications as at')
            .select('at.id')
            .whereRef('at.transmission_id', '=', 't.id')
            .where('at.type', '=', 'AT'),
        ),
      ),
    );
  return sent.union(undeliveredToPa).execute();
}

/** Stores a notification once: false when its provider id was already stored. */
export async function insertNotification(db: Db, row: SdiNotificationTable) {
  const result = await db
    .insertInto('sdi_notifications')
    .values(row)
    .onConflict((oc) => oc.column('provider_notification_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export function selectNotifications(db: Db, transmissionIds: readonly string[]) {
  if (transmissionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sdi_notifications')
    .selectAll()
    .where('transmission_id', 'in', transmissionIds)
    .orderBy('received_at')
    .orderBy('id')
    .execute();
}

export function selectNotification(db: Db, id: string) {
  return db.selectFrom('sdi_notifications').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Issued invoices never queued, issued (last written) since `since` (when automatic send was
 * switched on: a later save of the settings must not move it): what *invio automatico* sends.
 * Read here so the invoices feature need not know the SDI channel exists.
 */
export function selectIssuedUnsent(db: Db, since: string, limit: number) {
  return db
    .selectFrom('invoices as i')
    .select('i.id')
    .where('i.status', '=', 'emessa')
    .where('i.issued_xml', 'is not', null)
    .where('i.updated_at', '>=', since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sdi_transmissions as t').select('t.id').whereRef('t.invoice_id', '=', 'i.id'),
        ),
      ),
    )
    .orderBy('i.updated_at')
    .limit(limit)
    .execute();
}

/** Which of these received files were already taken (imported or refused). */
export async function selectReceivedProviderIds(db: Db, providerIds: readonly string[]) {
  if (providerIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('sdi_received_files')
    .select('provider_id')
    .where('provider_id', 'in', providerIds)
    .execute();
  return new Set(rows.map((r) => r.provider_id));
}

export async function insertReceivedFile(db: Db, row: SdiReceivedFileTable) {
  await db
    .insertInto('sdi_received_files')
    .values(row)
    .onConflict((oc) => oc.column('provider_id').doNothing())
    .execute();
}

/** The received files the import refused, newest first. */
export function selectRefusedFiles(db: Db, limit: number) {
  return db
    .selectFrom('sdi_received_files')
    .select(['id', 'file_name', 'received_at', 'error'])
    .where('error', 'is not', null)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countRefusedFiles(db: Db): Promise<number> {
  const row = await db
    .selectFrom('sdi_received_files')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('error', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

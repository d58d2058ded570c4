import { randomUUID } from 'node:crypto';
import type { SdiCorrection } from '../../../shared/sdi/sdi-correction';
import { LATE_RESEND_MESSAGE, resendTooLate } from '../../../shared/sdi/sdi-resend';
import { toIso } from '../../db/normalize';
import { conflict } from '../../errors';
import type { AppDeps } from '../../http/context';
import {
  correctRejectedFile,
  invoiceXml,
  renameIssuedFileForResend,
} from '../invoices/invoices.service';
import {
  insertTransmission,
  leaseTransmission,
  markRetry,
  markSent,
  selectDueIds,
  selectNotifications,
  selectTransmission,
  selectTransmissions,
} from './sdi.queries';
import { ChannelUnavailable, type SdiChannel } from './sdi-channel';
import { configuredChannel } from './sdi-settings.service';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock' | 'sdiBox'>;

/** How long a worker holds a send: longer than the channel's timeout, so two never overlap. */
const LEASE_MS = 60_000;
/** Backoff of a send the intermediary could not take: 30 s doubling up to 30 min. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 30 * 60_000;
const BATCH = 50;

export const SDI_MESSAGES = {
  manual:
    'Il canale è "manuale": scarica il file XML e caricalo sul portale Fatture e Corrispettivi',
  busy: "La fattura è già in invio o consegnata all'SDI",
  lateResend: LATE_RESEND_MESSAGE,
  notRejected: 'Si corregge e si reinvia solo una fattura scartata dallo SDI',
};

/**
 * *Invia allo SDI*: a queue row holding the exact file (its id); the worker sends it. With a
 * correction (*Correggi e reinvia*) only a scartata invoice goes, its file rewritten first.
 */
export async function enqueueSend(
  deps: Deps,
  invoiceId: string,
  userId: string | null,
  correction?: SdiCorrection,
) {
  const issued = await invoiceXml(deps, invoiceId);
  const channel = await configuredChannel(deps);
  if (!channel) throw conflict(SDI_MESSAGES.manual);
  const previous = await selectTransmissions(deps.db, invoiceId);
  if (previous.some((t) => t.state !== 'scartata')) throw conflict(SDI_MESSAGES.busy);
  if (correction && previous.length === 0) throw conflict(SDI_MESSAGES.notRejected);
  const now = deps.clock().toISOString();
  const rejectedAt = await lastRejectionAt(
    deps,
    previous.map((t) => t.id),
  );
  if (rejectedAt && resendTooLate(rejectedAt, deps.clock()))
    throw conflict(SDI_MESSAGES.lateResend);
  // A resend needs a file name the SDI has not seen; the first send keeps the file it sent.
  const file = correction
    ? await correctRejectedFile(deps, invoiceId, correction)
    : previous.length > 0
      ? await renameIssuedFileForResend(deps, invoiceId)
      : issued;
  const id = randomUUID();
  await insertTransmission(deps.db, {
    id,
    invoice_id: invoiceId,
    // Sends are never deleted: the next number; the unique index refuses a racing twin.
    send_number: previous.length + 1,
    channel: channel.id,
    file_name: file.fileName,
    xml: file.xml,
    state: 'in_coda',
    provider_id: null,
    attempts: 0,
    next_attempt_at: now,
    lease_until: null,
    last_error: null,
    sent_at: null,
    created_at: now,
    created_by: userId,
  });
  return id;
}

async function lastRejectionAt(deps: Deps, transmissionIds: string[]) {
  const rejections = (await selectNotifications(deps.db, transmissionIds)).filter(
    (n) => n.type === 'NS',
  );
  const last = rejections.at(-1);
  return last ? toIso(last.received_at) : null;
}

/**
 * One attempt at one send: leased (so no other worker sends it meanwhile), sent with its row id
 * as idempotency key, marked sent; a failure puts it back with a later attempt (never dropped).
 * 'unavailable' when the intermediary is away, 'skipped' when another worker holds it.
 */
async function attemptSend(
  deps: Deps,
  channel: SdiChannel,
  id: string,
): Promise<'sent' | 'failed' | 'unavailable' | 'skipped'> {
  const at = deps.clock();
  const until = new Date(at.getTime() + LEASE_MS).toISOString();
  if (!(await leaseTransmission(deps.db, id, at.toISOString(), until))) return 'skipped';
  const row = await selectTransmission(deps.db, id);
  if (!row) return 'skipped';
  try {
    const { providerId } = await channel.send({
      fileName: row.file_name,
      xml: row.xml,
      idempotencyKey: row.id,
    });
    await markSent(deps.db, id, providerId, deps.clock().toISOString());
    return 'sent';
  } catch (error) {
    const delay = Math.min(RETRY_BASE_MS * 2 ** row.attempts, RETRY_MAX_MS);
    const next = new Date(deps.clock().getTime() + delay).toISOString();
    await markRetry(deps.db, id, next, String((error as Error).message));
    return error instanceof ChannelUnavailable ? 'unavailable' : 'failed';
  }
}

/**
 * *Invia allo SDI* tries at once (a person waiting sees the answer); a failure leaves the row
 * queued for the job, as for any other send.
 */
export async function sendNow(deps: Deps, transmissionId: string): Promise<void> {
  const channel = await configuredChannel(deps);
  if (channel) await attemptSend(deps, channel.channel, transmissionId);
}

/** One pass of the queue: every due send attempted; returns how many were sent. */
export async function processSdiQueue(deps: Deps): Promise<number> {
  const channel = await configuredChannel(deps);
  if (!channel) return 0;
  let sent = 0;
  for (;;) {
    const due = await selectDueIds(deps.db, deps.clock().toISOString(), BATCH);
    if (due.length === 0) return sent;
    let progressed = false;
    for (const { id } of due) {
      const outcome = await attemptSend(deps, channel.channel, id);
      if (outcome === 'sent') {
        sent += 1;
        progressed = true;
      }
      // An outage answers every send alike: the rest waits for the next pass.
      if (outcome === 'unavailable') return sent;
    }
    if (!progressed) return sent;
  }
}

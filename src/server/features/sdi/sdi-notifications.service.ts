import { randomUUID } from 'node:crypto';
import type { SdiNotificationType, SdiTransmissionState } from '../../db/tables/sdi-tables';
import { notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import {
  insertNotification,
  selectAwaitingAnswer,
  selectTransmissionByProviderId,
  setTransmissionState,
} from './sdi.queries';
import type { ChannelNotification } from './sdi-channel';
import { configuredChannel } from './sdi-settings.service';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'sdiBox'>;

/**
 * Where each notification takes the send (SDI specifications, allegato B): RC delivered; NS
 * rejected (the invoice counts as not issued); MC and AT not delivered, the file is in the
 * buyer's cassetto fiscale; NE the public buyer's outcome after delivery; DT the PA's 15 days ran
 * out. NE and DT never undo a delivery.
 */
const NEXT_STATE: Record<SdiNotificationType, SdiTransmissionState> = {
  RC: 'consegnata',
  NS: 'scartata',
  MC: 'mancata_consegna',
  AT: 'mancata_consegna',
  NE: 'consegnata',
  DT: 'decorrenza_termini',
};

export const UNKNOWN_SEND = 'Notifica per un invio che Sportello non conosce';

/**
 * Stores a notification once and moves its send, in one transaction: a failure between the two
 * keeps neither, so the intermediary's retry (or the next poll) stores it and moves the send; a
 * repeat of one already stored is answered as such (idempotent).
 */
export async function recordNotification(deps: Deps, n: ChannelNotification) {
  const transmission = await selectTransmissionByProviderId(deps.db, n.providerId);
  if (!transmission) throw notFound(UNKNOWN_SEND);
  return deps.db.transaction().execute(async (trx) => {
    const stored = await insertNotification(trx, {
      id: randomUUID(),
      provider_notification_id: n.id,
      transmission_id: transmission.id,
      type: n.type,
      errors: JSON.stringify(n.errors),
      file_name: n.fileName,
      file: n.file,
      received_at: deps.clock().toISOString(),
    });
    if (stored) await setTransmissionState(trx, transmission.id, NEXT_STATE[n.type]);
    return { stored };
  });
}

/**
 * How long after an MC a PA's send is still asked about. For a PA (FPA12) the SDI keeps trying
 * to deliver for 10 days after the MC, then sends RC, or AT (attestazione di avvenuta
 * trasmissione con impossibilità di recapito) if it never got through (Specifiche tecniche
 * FatturaPA, the notifications; decision 045): 15 days leave the SDI and the intermediary five
 * days' delay. A private or business buyer's (FPR12) MC is final: the file is in the buyer's
 * cassetto fiscale and nothing follows it.
 */
const PA_AFTER_MC_MS = 15 * 24 * 60 * 60_000;

/**
 * Polling, the fallback of shops the intermediary cannot call: asks about every send still
 * awaiting an answer (`selectAwaitingAnswer`).
 */
export async function pollSdiNotifications(deps: Deps): Promise<number> {
  const configured = await configuredChannel(deps);
  if (!configured) return 0;
  const undeliveredSince = new Date(deps.clock().getTime() - PA_AFTER_MC_MS).toISOString();
  let stored = 0;
  for (const row of await selectAwaitingAnswer(deps.db, configured.id, undeliveredSince)) {
    if (!row.provider_id) continue;
    for (const n of await configured.channel.notifications(row.provider_id))
      if ((await recordNotification(deps, n)).stored) stored += 1;
  }
  return stored;
}

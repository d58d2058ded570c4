import { toIso } from '../../db/normalize';
import type { AppDeps } from '../../http/context';
import { selectIssuedUnsent, selectSdiSettings } from './sdi.queries';
import { pollSdiNotifications } from './sdi-notifications.service';
import { enqueueSend, processSdiQueue } from './sdi-queue.service';
import { receiveSupplierInvoices } from './sdi-received.service';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock' | 'storage' | 'sdiBox'>;

/**
 * Automatic send at issue: invoices issued since it was switched on join the queue. Found by
 * this pass rather than hooked into issuing, so invoices never depends on the SDI channel.
 */
export async function enqueueIssuedInvoices(deps: Deps): Promise<number> {
  // Set only while automatic send is on, on a channel that sends (sdi-settings.service).
  const since = (await selectSdiSettings(deps.db))?.send_on_issue_since;
  if (!since) return 0;
  const rows = await selectIssuedUnsent(deps.db, toIso(since), 500);
  for (const { id } of rows) await enqueueSend(deps, id, null);
  return rows.length;
}

/**
 * One pass of the background job: queue what is due, send, read the SDI's answers, then take
 * the supplier invoices received.
 */
export async function runSdiChannel(deps: Deps) {
  const queued = await enqueueIssuedInvoices(deps);
  const sent = await processSdiQueue(deps);
  const notifications = await pollSdiNotifications(deps);
  const received = await receiveSupplierInvoices(deps);
  return { queued, sent, notifications, received };
}

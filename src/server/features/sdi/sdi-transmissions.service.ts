import type { TransmissionStatus } from '../../../shared/sdi/sdi-transmission';
import { toIso } from '../../db/normalize';
import type { SdiTransmissionState } from '../../db/tables/sdi-tables';
import { notFound } from '../../errors';
import type { AppDeps, SdiStateCondition } from '../../http/context';
import {
  selectLatestStates,
  selectNotification,
  selectNotifications,
  selectTransmissions,
} from './sdi.queries';
import { invoiceInSdiState } from './sdi-state.queries';

type Deps = Pick<AppDeps, 'db'>;

/** TILL.md's states: a send still in the queue is, for the shop, an invoice yet to be sent. */
const statusOf = (state: SdiTransmissionState | undefined): TransmissionStatus =>
  !state || state === 'in_coda' ? 'da_inviare' : state;

/** Each invoice's transmission status, for lists (the invoices feature never reads our tables). */
export async function transmissionStatuses(deps: Deps, invoiceIds: readonly string[]) {
  const rows = await selectLatestStates(deps.db, invoiceIds);
  const byId = new Map(rows.map((r) => [r.invoice_id, r.state]));
  return Object.fromEntries(invoiceIds.map((id) => [id, statusOf(byId.get(id))]));
}

/** The invoice's journey: the latest send on top, every send and notification kept. */
export async function invoiceTransmission(deps: Deps, invoiceId: string) {
  const sends = await selectTransmissions(deps.db, invoiceId);
  const notifications = await selectNotifications(
    deps.db,
    sends.map((s) => s.id),
  );
  const history = sends.map((s) => ({
    id: s.id,
    state: s.state,
    file_name: s.file_name,
    provider_id: s.provider_id,
    attempts: s.attempts,
    last_error: s.last_error,
    created_at: toIso(s.created_at),
    sent_at: toIso(s.sent_at),
    notifications: notifications
      .filter((n) => n.transmission_id === s.id)
      .map((n) => ({
        id: n.id,
        type: n.type,
        received_at: toIso(n.received_at),
        errors: JSON.parse(n.errors) as { code: string; description: string }[],
        file_name: n.file_name,
      })),
  }));
  const latest = history.at(-1);
  return {
    status: statusOf(latest?.state),
    provider_id: latest?.provider_id ?? null,
    sent_at: latest?.sent_at ?? null,
    file_name: latest?.file_name ?? null,
    notifications: latest?.notifications ?? [],
    sends: history,
  };
}

/** A sent file (the exact XML) or a notification file, by id: what the journey lists. */
export async function sdiFile(deps: Deps, invoiceId: string, fileId: string) {
  const sends = await selectTransmissions(deps.db, invoiceId);
  const send = sends.find((s) => s.id === fileId);
  if (send) return { name: send.file_name, data: send.xml };
  const notification = await selectNotification(deps.db, fileId);
  if (notification?.file && sends.some((s) => s.id === notification.transmission_id))
    return { name: notification.file_name ?? `${notification.type}.xml`, data: notification.file };
  throw notFound('File SDI non trovato');
}

/** The invoices list's `?sdi=` filter, given to the invoices feature through AppDeps. */
export const sdiStateCondition: SdiStateCondition = (status) => (eb) =>
  invoiceInSdiState(eb, status);

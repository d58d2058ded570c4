import { timingSafeEqual } from 'node:crypto';
import { AppError, badRequest, notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { parseAcubeNotification, parseAcubeSupplierInvoiceEvent } from './acube-channel';
import { ChannelUnavailable } from './sdi-channel';
import { recordNotification } from './sdi-notifications.service';
import { receiveSupplierInvoiceEvent } from './sdi-received.service';
import { configuredChannel } from './sdi-settings.service';

const unauthorized = () => new AppError(401, 'unauthorized', 'Webhook non autenticato');

/**
 * POST /webhooks/sdi/:channel. A-Cube lets the account set a header its webhooks carry; Sportello
 * asks for `Authorization: Bearer <webhook secret>` and compares in constant time. The answer is
 * 2xx only once the notification (or the received supplier invoice) is stored, so the
 * intermediary retries anything lost; 503 when the received file cannot be downloaded yet.
 */
export async function receiveWebhook(
  deps: Pick<AppDeps, 'db' | 'dialect' | 'clock' | 'storage' | 'sdiBox'>,
  channelId: string,
  authorization: string | undefined,
  body: unknown,
) {
  const configured = await configuredChannel(deps);
  if (!configured || configured.id !== channelId) throw notFound('Canale SDI non attivo');
  if (
    !configured.webhookSecret ||
    !sameText(authorization ?? '', `Bearer ${configured.webhookSecret}`)
  )
    throw unauthorized();
  const received = parseAcubeSupplierInvoiceEvent(body);
  if (received)
    return receiveSupplierInvoiceEvent(deps, configured, received).catch((error: unknown) => {
      if (error instanceof ChannelUnavailable)
        throw new AppError(503, 'unavailable', 'Fattura ricevuta non ancora scaricabile');
      throw error;
    });
  const notification = parseAcubeNotification(body);
  if (!notification) throw badRequest('Notifica SDI non leggibile');
  return recordNotification(deps, notification);
}

function sameText(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

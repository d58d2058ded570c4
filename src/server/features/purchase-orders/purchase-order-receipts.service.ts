import {
  overReceiptMessage,
  PURCHASE_ORDER_MESSAGES,
  type ReceiveInput,
} from '../../../shared/inventory/purchase-orders';
import { isTicketStatus } from '../../../shared/tickets/ticket-status';
import { AppError, notFound } from '../../errors';
import type { MailRuntime } from '../../mail/mail-runtime';
import { brandingFrom } from '../../mail/templates/branding';
import { readSettings } from '../../settings/settings-store';
import { receiveStock, reserveForTicket } from '../products/products.service';
import { moveTicketStatus } from '../tickets/tickets.service';
import { type PartArrival, queuePartArrivedMail } from './part-arrived-mail.service';
import { settleReceivedStatus } from './purchase-order-invoice-receipts.service';
import { addReceived, insertReceipt, selectLines } from './purchase-orders.queries';
import { type Deps, getPurchaseOrder, lockedOrderIn } from './purchase-orders.service';

/**
 * Goods arriving against a sent order: per line, one `carico` at the line's unit cost through
 * receiveStock (the one cost rule) and a receipt row linking its movement. More than ordered is
 * refused with what was ordered unless confirmed; the status follows what is left to arrive.
 * A line for a ticket holds its pieces for that ticket, and the ticket, if still waiting in
 * *Parti ordinate*, moves on to the status of Impostazioni → Ticket (history and customer message
 * as any status change); its technician gets an e-mail per part, queued in the same transaction.
 */
export async function receivePurchaseOrder(
  deps: Deps & { mail: MailRuntime },
  id: string,
  input: ReceiveInput,
  userId: string | null,
) {
  const ids = input.lines.map((l) => l.line_id);
  if (new Set(ids).size !== ids.length) {
    throw new AppError(400, 'validation_error', PURCHASE_ORDER_MESSAGES.duplicateLine);
  }
  const settings = await readSettings(deps.db);
  const branding = brandingFrom(settings, deps.mail.linkOrigin);
  const arrivedStatus = settings.ticket_part_arrived_status;
  const to = isTicketStatus(arrivedStatus) ? arrivedStatus : 'In lavorazione';
  const result = await deps.db.transaction().execute(async (trx) => {
    await lockedOrderIn(
      trx,
      deps.dialect,
      id,
      ['inviato', 'parzialmente_ricevuto'],
      PURCHASE_ORDER_MESSAGES.notReceivable,
    );
    const lines = new Map((await selectLines(trx, id)).map((l) => [l.id, l]));
    const at = deps.clock().toISOString();
    const arrivals: PartArrival[] = [];
    for (const { line_id, quantity } of input.lines) {
      const line = lines.get(line_id);
      if (!line) throw notFound(PURCHASE_ORDER_MESSAGES.lineNotFound);
      const ordered = Number(line.quantity);
      const received = Number(line.received_quantity);
      if (received + quantity > ordered && !input.confirm_over) {
        throw new AppError(
          409,
          'over_receipt',
          overReceiptMessage(line.description, ordered, received),
          {
            line_id,
            ordered,
            received,
          },
        );
      }
      const movementId = line.product_id
        ? await receiveStock(trx, deps.dialect, {
            productId: line.product_id,
            quantity,
            unitCostCents: Number(line.unit_cost_cents),
            userId,
            ticketId: line.ticket_id,
            note: null,
            at,
          })
        : null;
      if (movementId && line.product_id && line.ticket_id) {
        await reserveForTicket(trx, {
          productId: line.product_id,
          ticketId: line.ticket_id,
          lineId: line_id,
          quantity,
          userId,
          at,
        });
      }
      const receiptId = crypto.randomUUID();
      if (movementId && line.ticket_id) {
        arrivals.push({ receiptId, ticketId: line.ticket_id, part: line.description, quantity });
      }
      await addReceived(trx, line_id, quantity);
      await insertReceipt(trx, {
        id: receiptId,
        line_id,
        quantity,
        movement_id: movementId,
        user_id: userId,
        created_at: at,
      });
    }
    let queued = false;
    const context = { branding, adminAddress: settings.email_admin_address, at };
    for (const arrival of arrivals) {
      await moveTicketStatus(trx, {
        ticketId: arrival.ticketId,
        from: 'Parti ordinate',
        to,
        by: userId,
        at,
      });
      queued = (await queuePartArrivedMail(trx, context, arrival)) || queued;
    }
    await settleReceivedStatus(trx, id, at);
    return { order: await getPurchaseOrder(trx, id), queued };
  });
  if (result.queued) deps.mail.nudge();
  return result.order;
}

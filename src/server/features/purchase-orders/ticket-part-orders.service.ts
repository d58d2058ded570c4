import type { PartOrderInput } from '../../../shared/inventory/purchase-orders';
import { euroToCents } from '../../../shared/money';
import { TICKET_NOT_FOUND } from '../../../shared/tickets/ticket-messages';
import { notFound } from '../../errors';
import { createProduct } from '../products/products.service';
import { addAutomaticNote, isLiveTicket, moveTicketStatus } from '../tickets/tickets.service';
import { appendLine, lockOpenDraftOf } from './purchase-orders.queries';
import {
  type Deps,
  getPurchaseOrder,
  insertDraft,
  referencesChecked,
} from './purchase-orders.service';

/** A part typed by hand becomes a warehouse product (no stock yet), so it can be held and used. */
async function productFor(deps: Deps, input: PartOrderInput, userId: string) {
  if (input.product_id) return input.product_id;
  const sku = `RIC-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const product = await createProduct(
    deps,
    {
      sku,
      name: input.description.slice(0, 200),
      supplier_id: input.supplier_id,
      cost: input.unit_cost,
    },
    userId,
  );
  return product.id;
}

/**
 * *Ordina ricambio*: the part joins the supplier's newest draft (or a new one) as a line for the
 * ticket, the ticket moves to *Parti ordinate* (history and customer message as any status
 * change) and an automatic note says what was ordered where. One transaction.
 */
export async function orderPartForTicket(
  deps: Deps,
  ticketId: string,
  input: PartOrderInput,
  userId: string,
) {
  if (!(await isLiveTicket(deps.db, ticketId))) throw notFound(TICKET_NOT_FOUND);
  const productId = await productFor(deps, input, userId);
  const at = deps.clock();
  return referencesChecked(() =>
    deps.db.transaction().execute(async (trx) => {
      const orderId =
        (await lockOpenDraftOf(trx, deps.dialect, input.supplier_id)) ??
        (await insertDraft(trx, at, { supplier_id: input.supplier_id, userId }));
      const line = {
        id: crypto.randomUUID(),
        order_id: orderId,
        product_id: productId,
        description: input.description,
        quantity: input.quantity,
        unit_cost_cents: euroToCents(input.unit_cost),
        ticket_id: ticketId,
        received_quantity: 0,
      };
      await appendLine(trx, line);
      const order = await getPurchaseOrder(trx, orderId);
      const iso = at.toISOString();
      await moveTicketStatus(trx, { ticketId, to: 'Parti ordinate', by: userId, at: iso });
      await addAutomaticNote(
        trx,
        ticketId,
        `Ordinato ricambio «${input.description}» × ${input.quantity} (${order.code}, ${order.supplier_name})`,
        iso,
      );
      const added = order.lines.find((l) => l.id === line.id);
      if (!added) throw notFound(TICKET_NOT_FOUND);
      return { order, line: added };
    }),
  );
}

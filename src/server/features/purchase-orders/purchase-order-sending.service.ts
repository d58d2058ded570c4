import type { Kysely } from 'kysely';
import { PURCHASE_ORDER_MESSAGES } from '../../../shared/inventory/purchase-orders';
import {
  purchaseOrderPdfName,
  type SentPurchaseOrderDto,
} from '../../../shared/purchase-orders/order-sending';
import type { DB } from '../../db/schema';
import { notFound } from '../../errors';
import { isSingleAddress } from '../../mail/header-safety';
import type { MailRuntime } from '../../mail/mail-runtime';
import { enqueueMessage } from '../../mail/outbox.queries';
import { brandingFrom, type MailBranding } from '../../mail/templates/branding';
import { purchaseOrderSentMail } from '../../mail/templates/purchase-order-sent';
import { readSettings } from '../../settings/settings-store';
import { selectOrderSupplier } from './purchase-order-documents.queries';
import { type OrderParties, purchaseOrderPdf } from './purchase-order-pdf';
import { updateOrderRow } from './purchase-orders.queries';
import { type Deps, getPurchaseOrder, lockedOrderIn } from './purchase-orders.service';

/** The shop from its settings, the supplier from its record, and the supplier's address. */
async function partiesOf(
  db: Kysely<DB>,
  orderId: string,
  branding: MailBranding,
): Promise<OrderParties & { email: string }> {
  const supplier = await selectOrderSupplier(db, orderId);
  if (!supplier) throw notFound(PURCHASE_ORDER_MESSAGES.notFound);
  return {
    shop: { name: branding.shopName, lines: branding.contacts },
    supplier: {
      name: supplier.name,
      lines: [
        supplier.address,
        supplier.vat_number && `P.IVA ${supplier.vat_number}`,
        supplier.phone,
        supplier.email,
      ].filter((line): line is string => Boolean(line?.trim())),
    },
    email: supplier.email?.trim() ?? '',
  };
}

/** The order's PDF as it stands (any status): what *Stampa PDF* downloads. */
export async function purchaseOrderDocument(
  deps: Pick<Deps, 'db'> & { mail: MailRuntime },
  id: string,
) {
  const order = await getPurchaseOrder(deps.db, id);
  const branding = brandingFrom(await readSettings(deps.db), deps.mail.linkOrigin);
  const pdf = await purchaseOrderPdf(order, await partiesOf(deps.db, id, branding));
  return { pdf, fileName: purchaseOrderPdfName(order.code) };
}

/**
 * *Invia al fornitore*: the draft becomes *inviato* and, in the same transaction, the e-mail with
 * the order's PDF is queued in the outbox (bytes stored with it: a retry sends the same file). A
 * supplier without an e-mail address is still marked sent — the shop orders by phone or prints
 * the PDF — and the answer says no e-mail left (`emailed_to: null`).
 */
export async function sendPurchaseOrder(
  deps: Deps & { mail: MailRuntime },
  id: string,
): Promise<SentPurchaseOrderDto> {
  const branding = brandingFrom(await readSettings(deps.db), deps.mail.linkOrigin);
  const result = await deps.db.transaction().execute(async (trx) => {
    await lockedOrderIn(trx, deps.dialect, id, ['bozza'], PURCHASE_ORDER_MESSAGES.notDraft);
    const now = deps.clock().toISOString();
    await updateOrderRow(trx, id, { status: 'inviato', sent_at: now, updated_at: now });
    const order = await getPurchaseOrder(trx, id);
    const parties = await partiesOf(trx, id, branding);
    if (!isSingleAddress(parties.email)) return { ...order, emailed_to: null };
    const pdf = await purchaseOrderPdf(order, parties);
    await enqueueMessage(
      trx,
      {
        idempotencyKey: `purchase-order-sent:${id}`,
        eventType: 'purchase_order_sent',
        ticketId: null,
        recipient: parties.email,
        ...purchaseOrderSentMail(branding, order),
        attachments: [
          {
            filename: purchaseOrderPdfName(order.code),
            contentType: 'application/pdf',
            content: pdf,
          },
        ],
      },
      now,
    );
    return { ...order, emailed_to: parties.email };
  });
  if (result.emailed_to) deps.mail.nudge();
  return result;
}

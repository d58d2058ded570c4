import type { ReceiptDto, ReceiptReturnInput } from '../../../shared/receipts/receipts';
import type { Actor } from '../../auth/policies';
import type { AppDeps } from '../../http/context';
import { refundReceiptPart, reverseReceiptPayments } from '../payments/payments.service';
import {
  getReceipt,
  lockedSaleDocument,
  printedReceipt,
  recordReturn,
  recordVoid,
  voidOfReceipt,
} from '../receipts/receipts.service';
import { restockReturn, voidSale } from '../sales/sales.service';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'dialect' | 'logger'>;

const VOID_REASON = 'Annullo del documento commerciale';
const RETURN_REASON = 'Reso del documento commerciale';

/**
 * *Annulla* (admins): the annullo on the RT citing the original and, in the same transaction,
 * the storno of every payment it certified. A counter sale's document is voided with its sale
 * (the goods go back on the shelf too).
 */
export async function voidReceipt(
  deps: Deps,
  actor: Actor,
  id: string,
  reason: string | undefined,
): Promise<ReceiptDto> {
  const receipt = await getReceipt(deps, id);
  if (receipt.sale_id) {
    await voidSale(deps, actor, receipt.sale_id, reason ?? VOID_REASON);
    return (await voidOfReceipt(deps.db, id)) ?? receipt;
  }
  const at = deps.clock().toISOString();
  const annulloId = await deps.db.transaction().execute(async (trx) => {
    const found = await lockedSaleDocument(trx, deps.dialect, id);
    await reverseReceiptPayments(
      trx,
      deps.dialect,
      JSON.parse(found.row.payment_ids) as string[],
      actor.id,
      reason ?? VOID_REASON,
      at,
    );
    return recordVoid(trx, at, found, actor.id);
  });
  return (await printedReceipt(deps, annulloId)) ?? receipt;
}

/**
 * *Reso*: the reso on the RT citing the original; everything returned reverses its payments,
 * a part is refunded on the first payment's method, and a counter sale's pieces are restocked.
 */
export async function returnReceipt(
  deps: Deps,
  actor: Actor,
  id: string,
  input: ReceiptReturnInput,
): Promise<ReceiptDto> {
  const at = deps.clock().toISOString();
  const resoId = await deps.db.transaction().execute(async (trx) => {
    const found = await lockedSaleDocument(trx, deps.dialect, id);
    const reso = await recordReturn(trx, at, found, input, actor.id);
    const paymentIds = JSON.parse(found.row.payment_ids) as string[];
    const note = input.reason ?? RETURN_REASON;
    if (reso.whole) await reverseReceiptPayments(trx, deps.dialect, paymentIds, actor.id, note, at);
    else
      await refundReceiptPart(trx, deps.dialect, {
        paymentIds,
        cents: reso.refundCents,
        actorId: actor.id,
        note,
        at,
      });
    // A counter sale's goods come back with the reso (a ticket's parts stay with the ticket).
    if (found.row.sale_id)
      await restockReturn(trx, found.row.sale_id, reso.whole ? null : (input.lines ?? []), {
        by: actor.id,
        at,
      });
    return reso.id;
  });
  return (await printedReceipt(deps, resoId)) ?? getReceipt(deps, resoId);
}

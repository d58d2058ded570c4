import { useState } from 'react';
import type { PurchaseOrderDto } from '../../../../shared/inventory/purchase-orders';
import {
  SENT_WITHOUT_EMAIL,
  type SentPurchaseOrderDto,
} from '../../../../shared/purchase-orders/order-sending';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-fetch';
import { purchaseOrderPdfHref, useCancelOrder, useSendOrder } from '../api/purchase-orders-api';

type Asked = 'send' | 'cancel' | null;

const sentNotice = (sent: SentPurchaseOrderDto) =>
  sent.emailed_to
    ? `Ordine inviato: l'e-mail con il PDF per ${sent.emailed_to} è nella posta in uscita.`
    : SENT_WITHOUT_EMAIL;

/** *Invia al fornitore* (a draft) and *Annulla ordine* (before it is complete), each confirmed. */
export function OrderActions({ order }: { order: PurchaseOrderDto }) {
  const send = useSendOrder();
  const cancel = useCancelOrder();
  const [asked, setAsked] = useState<Asked>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const mayCancel = order.status === 'bozza' || order.status === 'inviato';
  const close = () => {
    send.reset();
    cancel.reset();
    setAsked(null);
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a
        href={purchaseOrderPdfHref(order.id)}
        target="_blank"
        rel="noopener"
        className={buttonClass('secondary')}
      >
        PDF dell'ordine
      </a>
      {order.status === 'bozza' && (
        <Button onClick={() => setAsked('send')}>Invia al fornitore</Button>
      )}
      {mayCancel && (
        <Button variant="danger" onClick={() => setAsked('cancel')}>
          Annulla ordine
        </Button>
      )}
      <ConfirmDialog
        open={asked === 'send'}
        title={`Inviare l'ordine ${order.code}?`}
        message={`L'ordine parte per e-mail a ${order.supplier_name}, con il PDF allegato (se il fornitore non ha un indirizzo e-mail, stampalo e invialo tu); poi non si modifica più.`}
        confirmLabel="Invia al fornitore"
        confirmVariant="primary"
        busy={send.isPending}
        error={send.isError ? errorMessage(send.error) : null}
        onConfirm={() =>
          send.mutate(order.id, {
            onSuccess: (sent) => {
              setNotice(sentNotice(sent));
              close();
            },
          })
        }
        onCancel={close}
      />
      <ConfirmDialog
        open={asked === 'cancel'}
        title={`Annullare l'ordine ${order.code}?`}
        message="L'ordine resta in archivio come annullato; nulla arriverà più a fronte di esso."
        confirmLabel="Annulla ordine"
        busy={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : null}
        onConfirm={() => cancel.mutate(order.id, { onSuccess: close })}
        onCancel={close}
      />
      <p role="status" className="basis-full text-sm">
        {notice}
      </p>
    </div>
  );
}

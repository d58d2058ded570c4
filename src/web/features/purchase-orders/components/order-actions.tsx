import { useState } from 'react';
import type { PurchaseOrderDto } from '../../../../shared/inventory/purchase-orders';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-fetch';
import { useCancelOrder, useSendOrder } from '../api/purchase-orders-api';

type Asked = 'send' | 'cancel' | null;

/** *Invia al fornitore* (a draft) and *Annulla ordine* (before it is complete), each confirmed. */
export function OrderActions({ order }: { order: PurchaseOrderDto }) {
  const send = useSendOrder();
  const cancel = useCancelOrder();
  const [asked, setAsked] = useState<Asked>(null);
  const mayCancel = order.status === 'bozza' || order.status === 'inviato';
  const close = () => {
    send.reset();
    cancel.reset();
    setAsked(null);
  };
  return (
    <div className="flex flex-wrap gap-2">
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
        message={`L'ordine parte per e-mail a ${order.supplier_name}, con il PDF allegato; poi non si modifica più.`}
        confirmLabel="Invia al fornitore"
        confirmVariant="primary"
        busy={send.isPending}
        error={send.isError ? errorMessage(send.error) : null}
        onConfirm={() => send.mutate(order.id, { onSuccess: close })}
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
    </div>
  );
}

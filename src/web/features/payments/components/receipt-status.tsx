import { useState } from 'react';
import {
  formatRtNumber,
  RECEIPT_STATUS_LABELS,
  type ReceiptDto,
} from '../../../../shared/receipts/receipts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-fetch';
import { useRetryReceipt } from '../api/receipts-api';

/**
 * The documento commerciale after *Incassa* or a counter sale: *Emesso* with the RT's numbers,
 * or *Da emettere* / *Errore* with the reason and *Riprova* (never printed twice).
 */
export function ReceiptStatus({ receipt: initial }: { receipt: ReceiptDto }) {
  const [receipt, setReceipt] = useState(initial);
  const retry = useRetryReceipt();
  const emitted = receipt.status === 'emesso';
  return (
    <div role="status" className="flex flex-col gap-2">
      <Alert tone={emitted ? 'success' : 'warning'}>
        {emitted
          ? `Documento commerciale ${RECEIPT_STATUS_LABELS.emesso}: n. ${formatRtNumber(receipt.z_number, receipt.document_number)} (RT ${receipt.rt_serial ?? ''})`
          : `Documento commerciale ${RECEIPT_STATUS_LABELS[receipt.status]}: ${receipt.reason ?? ''}`}
      </Alert>
      {!emitted && (
        <Button
          variant="secondary"
          busy={retry.isPending}
          onClick={() => retry.mutate(receipt.id, { onSuccess: setReceipt })}
        >
          Riprova
        </Button>
      )}
      {retry.isError && <Alert tone="error">{errorMessage(retry.error)}</Alert>}
    </div>
  );
}

import { formatDateTime } from '../../../../shared/format';
import { formatRtNumber, type ReceiptDto } from '../../../../shared/receipts/receipts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-fetch';
import { useReprintReceipt, useRetryReceipt } from '../api/receipts-api';

/** A reso or an annullo asked for a document: the page opens its dialog. */
export interface ReceiptCorrection {
  kind: 'reso' | 'annullo';
  receipt: ReceiptDto;
}

interface ReceiptActionsProps {
  receipt: ReceiptDto;
  /** Reso and annullo offered (an admin, and no annullo already listed for it). */
  canCorrect: boolean;
  onCorrect: (correction: ReceiptCorrection) => void;
}

const ACTION = 'px-2 py-1';

/**
 * A document's actions: *Riprova* until the RT emits it; once emitted *Ristampa* (a non-fiscal
 * copy) and, for a sale, *Reso* and *Annulla*. What the RT said is announced in the row.
 */
export function ReceiptActions({ receipt, canCorrect, onCorrect }: ReceiptActionsProps) {
  const retry = useRetryReceipt();
  const reprint = useReprintReceipt();
  const emitted = receipt.status === 'emesso';
  const which = emitted
    ? `il documento n. ${formatRtNumber(receipt.z_number, receipt.document_number)}`
    : `il documento del ${formatDateTime(receipt.created_at)}`;
  const failed = retry.error ?? reprint.error;
  return (
    <div className="flex flex-col items-start gap-1">
      <div className="flex flex-wrap gap-1">
        {!emitted && (
          <Button
            variant="secondary"
            className={ACTION}
            busy={retry.isPending}
            onClick={() => retry.mutate(receipt.id)}
          >
            Riprova<span className="sr-only"> {which}</span>
          </Button>
        )}
        {emitted && (
          <Button
            variant="secondary"
            className={ACTION}
            busy={reprint.isPending}
            onClick={() => reprint.mutate(receipt.id)}
          >
            Ristampa<span className="sr-only"> {which}</span>
          </Button>
        )}
        {emitted && receipt.kind === 'vendita' && canCorrect && (
          <>
            <Button
              variant="secondary"
              className={ACTION}
              onClick={() => onCorrect({ kind: 'reso', receipt })}
            >
              Reso<span className="sr-only"> {which}</span>
            </Button>
            <Button
              variant="danger"
              className={ACTION}
              onClick={() => onCorrect({ kind: 'annullo', receipt })}
            >
              Annulla<span className="sr-only"> {which}</span>
            </Button>
          </>
        )}
      </div>
      <div role="status">
        {reprint.data && (
          <Alert tone={reprint.data.ok ? 'success' : 'warning'}>{reprint.data.message}</Alert>
        )}
      </div>
      {failed && <Alert tone="error">{errorMessage(failed)}</Alert>}
    </div>
  );
}

import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formatCalendarDate } from '../../../../shared/format';
import { formatCents } from '../../../../shared/money';
import {
  formatRtNumber,
  type ReceiptDetailDto,
  type ReceiptDto,
} from '../../../../shared/receipts/receipts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage } from '../../../lib/api-fetch';
import { useReceiptDetail, useReturnReceipt } from '../api/receipts-api';

const NOTHING = 'Indica almeno una riga da rendere';

/** Who emitted it and when: "n. 0001-0002 del 07/12/2026". */
export const emittedAs = (receipt: ReceiptDto) =>
  `n. ${formatRtNumber(receipt.z_number, receipt.document_number)} del ${formatCalendarDate(receipt.rt_date ?? receipt.created_at.slice(0, 10))}`;

/**
 * *Reso* (admins): the quantities given back per line (all, unless changed), then a new document
 * on the RT citing the original and the refund on the original's payment.
 */
export function ReturnReceiptDialog(props: { receipt: ReceiptDto | null; onClose: () => void }) {
  const { receipt, onClose } = props;
  const detail = useReceiptDetail(receipt?.id ?? null);
  return (
    <Dialog open={receipt !== null} title="Reso del documento commerciale" onClose={onClose}>
      {receipt && (
        <QueryState query={detail} loading="Caricamento delle righe del documento...">
          {(data) => <ReturnForm receipt={data} onClose={onClose} />}
        </QueryState>
      )}
    </Dialog>
  );
}

function ReturnForm({ receipt, onClose }: { receipt: ReceiptDetailDto; onClose: () => void }) {
  const giveBack = useReturnReceipt();
  const [quantities, setQuantities] = useState(() => receipt.lines.map((line) => line.quantity));
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // The dialog opened while the lines loaded: the first line's quantity takes the focus now.
  useEffect(() => form.current?.querySelector('select')?.focus(), []);
  const whole = quantities.every((q, i) => q === receipt.lines[i]?.quantity);
  // As the server prices a part: each piece at its line's amount over its quantity, rounded down.
  const refundCents = whole
    ? receipt.total_cents
    : receipt.lines.reduce(
        (sum, line, i) =>
          sum + Math.floor(line.amount_cents / line.quantity) * (quantities[i] ?? 0),
        0,
      );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (refundCents === 0) return setProblem(NOTHING);
    setProblem(null);
    const lines = quantities
      .map((quantity, index) => ({ index, quantity }))
      .filter((line) => line.quantity > 0);
    giveBack.mutate({ id: receipt.id, ...(whole ? {} : { lines }) }, { onSuccess: onClose });
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm">
        {`Il registratore stamperà un documento di reso che cita il documento ${emittedAs(receipt)}. L'importo reso è rimborsato sul pagamento del documento; la merce di una vendita al banco torna in magazzino.`}
      </p>
      {receipt.lines.map((line, i) => (
        <SelectField
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are the document's, fixed, and the API names them by position
          key={i}
          label={`${line.description}: quantità da rendere (su ${line.quantity})`}
          value={quantities[i]}
          onChange={(event) =>
            setQuantities(quantities.map((q, j) => (j === i ? Number(event.target.value) : q)))
          }
        >
          {Array.from({ length: line.quantity + 1 }, (_, n) => n).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
      ))}
      <p className="font-semibold">{`Da rimborsare: ${formatCents(refundCents)}`}</p>
      {(problem ?? giveBack.isError) && (
        <Alert tone="error">
          {problem ?? `Reso non registrato: ${errorMessage(giveBack.error)}`}
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Indietro
        </Button>
        <Button type="submit" busy={giveBack.isPending}>
          Registra il reso
        </Button>
      </div>
    </form>
  );
}

import { type FormEvent, useState } from 'react';
import { formatEuro } from '../../../../shared/format';
import type { SaleSummaryDto } from '../../../../shared/sales/sale-dto';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { errorMessage, isApiError } from '../../../lib/api-fetch';
import { useVoidSale } from '../api/sales-api';

/** *Annulla vendita* (admins): the goods back on the shelf and every tender reversed. */
export function VoidSaleDialog(props: { sale: SaleSummaryDto | null; onClose: () => void }) {
  const { sale, onClose } = props;
  const voidSale = useVoidSale();
  const [reason, setReason] = useState('');

  function close() {
    voidSale.reset();
    setReason('');
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sale) voidSale.mutate({ id: sale.id, reason }, { onSuccess: close });
  }

  return (
    <Dialog open={sale !== null} title="Annulla la vendita" onClose={close}>
      {sale && (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <p className="text-sm">
            {`La vendita ${sale.number} (${formatEuro(sale.total)}) sarà annullata: la merce torna in magazzino e ogni pagamento viene stornato.`}
          </p>
          <TextAreaField
            label="Motivo dell'annullamento"
            required
            rows={3}
            value={reason}
            error={isApiError(voidSale.error) ? voidSale.error.fieldErrors.reason?.[0] : undefined}
            onChange={(event) => setReason(event.target.value)}
            data-autofocus
          />
          {voidSale.isError && (
            <Alert tone="error">{`Impossibile annullare la vendita: ${errorMessage(voidSale.error)}`}</Alert>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Indietro
            </Button>
            <Button type="submit" variant="danger" busy={voidSale.isPending}>
              Annulla vendita
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

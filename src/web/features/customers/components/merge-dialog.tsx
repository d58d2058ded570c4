import { useState } from 'react';
import type { CustomerDto } from '../../../../shared/customers/customer-dto';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SearchCombobox } from '../../../components/ui/search-combobox';
import { errorMessage } from '../../../lib/api-fetch';
import { customersApi, searchCustomers, useMergeCustomers } from '../api/customers-api';
import { distinctName, MergeComparison } from './merge-comparison';

/**
 * *Unisci duplicato*: pick the other record, see what each holds, choose the one to keep. Every
 * document of the other moves to it and the other is deleted, in one transaction on the server.
 */
export function MergeDialog({
  customer,
  open,
  onClose,
  onMerged,
}: {
  customer: CustomerDto;
  open: boolean;
  onClose: () => void;
  /** With the customer that remains. */
  onMerged: (kept: CustomerDto) => void;
}) {
  const [otherId, setOtherId] = useState('');
  const [keepThis, setKeepThis] = useState(true);
  const other = customersApi.useOne(otherId).data;
  const merge = useMergeCustomers();
  const [keep, drop] = keepThis ? [customer, other] : [other, customer];

  function close() {
    setOtherId('');
    merge.reset();
    onClose();
  }

  return (
    <Dialog open={open} title="Unisci duplicato" onClose={close}>
      <div className="flex flex-col gap-4">
        <SearchCombobox
          label="Cliente duplicato"
          hint="Cerca per nome, telefono, email o codice fiscale."
          value={otherId}
          valueLabel={other?.display_name ?? ''}
          onChange={(option) =>
            setOtherId(option?.value === customer.id ? '' : (option?.value ?? ''))
          }
          search={searchCustomers}
          queryKey={[...customersApi.key, 'picker']}
        />
        {other && (
          <MergeComparison
            customer={customer}
            other={other}
            keepThis={keepThis}
            onKeepThis={setKeepThis}
          />
        )}
        {keep && drop && <MergeSentence keep={keep} drop={drop} />}
        {merge.isError && <Alert tone="error">{errorMessage(merge.error)}</Alert>}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={close} data-autofocus>
          Annulla
        </Button>
        <Button
          variant="danger"
          disabled={!keep || !drop}
          busy={merge.isPending}
          onClick={() =>
            keep &&
            drop &&
            merge.mutate(
              { keepId: keep.id, fromId: drop.id },
              {
                onSuccess: (kept) => {
                  setOtherId('');
                  onMerged(kept);
                },
              },
            )
          }
        >
          Unisci
        </Button>
      </div>
    </Dialog>
  );
}

/** What the merge does, naming each record so that two of one name are not confused. */
function MergeSentence({ keep, drop }: { keep: CustomerDto; drop: CustomerDto }) {
  const [kept, dropped] = [distinctName(keep, drop), distinctName(drop, keep)];
  return (
    <p className="text-sm">
      {`I documenti di ${dropped} passano a ${kept}, poi ${dropped} viene eliminato: i suoi telefoni, email e note restano a ${kept}, come secondo telefono o nella nota. L'operazione non si può annullare.`}
    </p>
  );
}

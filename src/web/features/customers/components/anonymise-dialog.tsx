import {
  ANONYMISE_NOTICE,
  type AnonymiseResultDto,
} from '../../../../shared/customers/customer-privacy';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-fetch';
import { useAnonymiseCustomer, useAnonymisePreview } from '../api/customers-api';
import { AnonymisePreview } from './anonymise-preview';

/**
 * The right to erasure (GDPR art. 17), asked before it is done: what goes, what the law keeps.
 * One transaction on the server; the record stays, with its documents, under no name.
 */
export function AnonymiseDialog({
  customer,
  open,
  onClose,
  onDone,
}: {
  customer: { id: string; display_name: string };
  open: boolean;
  onClose: () => void;
  onDone: (result: AnonymiseResultDto) => void;
}) {
  const anonymise = useAnonymiseCustomer();
  const preview = useAnonymisePreview(customer.id, open).data;
  return (
    <Dialog open={open} title={`Anonimizzare ${customer.display_name}?`} onClose={onClose}>
      <div className="flex flex-col gap-3 text-sm">
        {preview && <AnonymisePreview preview={preview} />}
        <p className="font-medium">Vengono cancellati definitivamente:</p>
        <ul className="list-disc pl-5">
          {ANONYMISE_NOTICE.removed.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="font-medium">Restano, come richiesto dalla legge:</p>
        <ul className="list-disc pl-5">
          {ANONYMISE_NOTICE.kept.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>L'operazione non si può annullare e viene registrata con il suo autore.</p>
      </div>
      {anonymise.isError && (
        <Alert tone="error" className="mt-4">
          {errorMessage(anonymise.error)}
        </Alert>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Annulla
        </Button>
        <Button
          variant="danger"
          busy={anonymise.isPending}
          onClick={() => anonymise.mutate(customer.id, { onSuccess: onDone })}
        >
          Anonimizza
        </Button>
      </div>
    </Dialog>
  );
}

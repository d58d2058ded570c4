import { useMutation } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { apiFetch, errorMessage } from '../../../lib/api-fetch';

type Source = 'ticket' | 'quote' | 'pc-build';

/**
 * *Crea fattura* on a ticket, an accepted quote or a PC build: the server drafts the invoice from
 * the document (same cents) and the draft opens. Kept tiny: it sits on pages near the JS budget.
 */
export function CreateInvoiceButton({ source, id }: { source: Source; id: string }) {
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: () =>
      apiFetch<{ id: string }>(`/api/invoices/from-${source}/${id}`, { method: 'POST' }),
    onSuccess: (draft) => navigate(`/invoices/${draft.id}`),
  });
  return (
    <>
      <Button variant="secondary" busy={create.isPending} onClick={() => create.mutate()}>
        <Receipt className="size-4" aria-hidden="true" />
        Crea fattura
      </Button>
      {create.isError && (
        <Alert tone="error" className="basis-full">
          {errorMessage(create.error)}
        </Alert>
      )}
    </>
  );
}

/** The invoice made from this document, once there is one. */
export function InvoiceLink({ id, number }: { id: string; number: string | null }) {
  return (
    <Link to={`/invoices/${id}`} className={buttonClass('secondary')}>
      <Receipt className="size-4" aria-hidden="true" />
      {number ? `Fattura ${number}` : 'Bozza di fattura'}
    </Link>
  );
}

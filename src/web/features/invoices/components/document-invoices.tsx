import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { InvoiceListItemDto } from '../../../../shared/invoices/invoice-dto';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { apiFetch, errorMessage } from '../../../lib/api-fetch';
import type { Page } from '../../../lib/use-paged-query';

const SOURCES = { ticket: 'ticket_id', quote: 'quote_id', 'pc-build': 'pc_build_id' } as const;
type Source = keyof typeof SOURCES;

/** The invoices made from a document: its page prefetches them, so its first render shows them. */
export const documentInvoicesQuery = (source: Source, id: string) =>
  queryOptions({
    // Under the invoices' key: issuing or deleting one refreshes these links too.
    queryKey: ['/api/invoices', 'of', source, id],
    queryFn: ({ signal }) =>
      apiFetch<Page<InvoiceListItemDto>>(`/api/invoices?${SOURCES[source]}=${id}&limit=5`, {
        signal,
      }),
  });

/**
 * On a ticket, an accepted quote or a PC build: the invoices made from it, as links, or *Crea
 * fattura* while there is none (the server drafts it from the document, same cents, and the draft
 * opens). Kept tiny: it sits on pages close to the JavaScript budget.
 */
export function DocumentInvoices({ source, id }: { source: Source; id: string }) {
  const navigate = useNavigate();
  const invoices = useQuery(documentInvoicesQuery(source, id));
  const create = useMutation({
    mutationFn: () =>
      apiFetch<{ id: string }>(`/api/invoices/from-${source}/${id}`, { method: 'POST' }),
    onSuccess: (draft) => navigate(`/invoices/${draft.id}`),
  });
  if (invoices.isPending) return null;
  const made = invoices.data?.items ?? [];
  return (
    <>
      {made.map((invoice) => (
        <Link key={invoice.id} to={`/invoices/${invoice.id}`} className={buttonClass('secondary')}>
          <Receipt className="size-4" aria-hidden="true" />
          {invoice.number ? `Fattura ${invoice.number}` : 'Bozza di fattura'}
        </Link>
      ))}
      {made.length === 0 && (
        <Button variant="secondary" busy={create.isPending} onClick={() => create.mutate()}>
          <Receipt className="size-4" aria-hidden="true" />
          Crea fattura
        </Button>
      )}
      {create.isError && (
        <Alert tone="error" className="basis-full">
          {errorMessage(create.error)}
        </Alert>
      )}
    </>
  );
}

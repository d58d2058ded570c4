import { Stamp } from 'lucide-react';
import { useState } from 'react';
import type { InvoiceDto } from '../../../../shared/invoices/invoice-dto';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage, isApiError } from '../../../lib/api-fetch';
import { useIssueInvoice } from '../api/invoices-api';

/** The server's refusal as a person reads it: its message, then each missing datum. */
export function refusalLines(error: unknown): { message: string; missing: string[] } {
  const missing = isApiError(error) ? Object.values(error.fieldErrors).flat() : [];
  return { message: errorMessage(error), missing: [...new Set(missing)] };
}

/**
 * *Emetti*: asks first (an issued invoice can no longer change), then the server gives it the
 * next number of the year and today's date; a refusal lists what the shop or customer lacks.
 */
export function IssueButton({ invoice }: { invoice: InvoiceDto }) {
  const issue = useIssueInvoice();
  const [open, setOpen] = useState(false);
  const close = () => {
    issue.reset();
    setOpen(false);
  };
  const refusal = issue.isError ? refusalLines(issue.error) : null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Stamp className="size-4" aria-hidden="true" />
        Emetti
      </Button>
      <Dialog open={open} title="Emettere la fattura?" onClose={close}>
        <p className="text-sm">
          Riceverà il prossimo numero dell'anno e la data di oggi; da quel momento non sarà più
          modificabile (per correggerla servirà una nota di credito).
        </p>
        {refusal && (
          <Alert tone="error" className="mt-4" title="Impossibile emettere la fattura">
            <p>{refusal.message}</p>
            {refusal.missing.length > 0 && (
              <ul className="mt-2 list-disc pl-5">
                {refusal.missing.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close} data-autofocus>
            Annulla
          </Button>
          <Button
            busy={issue.isPending}
            onClick={() => issue.mutate(invoice.id, { onSuccess: () => setOpen(false) })}
          >
            Emetti
          </Button>
        </div>
      </Dialog>
    </>
  );
}

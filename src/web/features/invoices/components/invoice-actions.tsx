import { FileDown, FileMinus, Pencil, Printer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { InvoiceDto } from '../../../../shared/invoices/invoice-dto';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-fetch';
import { invoicesApi, invoiceXmlHref, useCreditNote } from '../api/invoices-api';
import { IssueButton } from './issue-button';

/** *Elimina bozza*: asks first; an issued invoice has no such button (the server refuses too). */
function DeleteDraft({ invoice }: { invoice: InvoiceDto }) {
  const navigate = useNavigate();
  const remove = invoicesApi.useRemove();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        Elimina bozza
      </Button>
      <ConfirmDialog
        open={open}
        title="Eliminare la bozza?"
        message="La bozza e le sue righe vengono eliminate; l'operazione non si può annullare."
        confirmLabel="Elimina"
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() => remove.mutate(invoice.id, { onSuccess: () => navigate('/invoices') })}
        onCancel={() => {
          remove.reset();
          setOpen(false);
        }}
      />
    </>
  );
}

/** What staff can do with an invoice: a draft is edited, issued or deleted; an issued one is
 * downloaded, printed or corrected by a credit note. */
export function InvoiceActions({ invoice }: { invoice: InvoiceDto }) {
  const navigate = useNavigate();
  const credit = useCreditNote();
  if (invoice.status === 'bozza') {
    return (
      <div className="flex flex-wrap gap-2 print:hidden">
        <Link to={`/invoices/${invoice.id}/edit`} className={buttonClass('secondary')}>
          <Pencil className="size-4" aria-hidden="true" />
          Modifica bozza
        </Link>
        <IssueButton invoice={invoice} />
        <DeleteDraft invoice={invoice} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2 print:hidden">
      <div className="flex flex-wrap gap-2">
        <a href={invoiceXmlHref(invoice.id)} download className={buttonClass('primary')}>
          <FileDown className="size-4" aria-hidden="true" />
          Scarica XML
        </a>
        <Link to={`/invoices/${invoice.id}/copia`} className={buttonClass('secondary')}>
          <Printer className="size-4" aria-hidden="true" />
          Copia di cortesia
        </Link>
        {invoice.kind === 'TD01' && (
          <Button
            variant="secondary"
            busy={credit.isPending}
            onClick={() =>
              credit.mutate(invoice.id, { onSuccess: (note) => navigate(`/invoices/${note.id}`) })
            }
          >
            <FileMinus className="size-4" aria-hidden="true" />
            Nota di credito
          </Button>
        )}
      </div>
      {credit.isError && <Alert tone="error">{errorMessage(credit.error)}</Alert>}
    </div>
  );
}

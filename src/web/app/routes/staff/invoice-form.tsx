import { useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert } from '../../../components/ui/alert';
import { QueryState } from '../../../components/ui/query-state';
import { invoicesApi } from '../../../features/invoices/api/invoices-api';
import { InvoiceForm } from '../../../features/invoices/components/invoice-form';

const DEFAULT_VAT = '22';

/** /invoices/new: a draft typed from scratch. */
export function NewInvoicePage() {
  return (
    <>
      <PageHeader title="Nuova fattura" />
      <InvoiceForm defaultVatRate={DEFAULT_VAT} />
    </>
  );
}

/** /invoices/:id/edit: only a draft; an issued invoice is frozen (the server refuses too). */
export function EditInvoicePage() {
  const { id = '' } = useParams();
  const invoice = invoicesApi.useOne(id);
  return (
    <>
      <PageHeader title="Modifica bozza di fattura" />
      <QueryState query={invoice} loading="Caricamento della fattura...">
        {(data) =>
          data.status === 'bozza' ? (
            <InvoiceForm invoice={data} defaultVatRate={DEFAULT_VAT} />
          ) : (
            <Alert tone="error">Fattura già emessa: non modificabile</Alert>
          )
        }
      </QueryState>
    </>
  );
}

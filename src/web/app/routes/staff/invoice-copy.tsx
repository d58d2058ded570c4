import { Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { invoicesApi } from '../../../features/invoices/api/invoices-api';
import { InvoiceDocument } from '../../../features/invoices/components/invoice-document';
import { useShop } from '../../../features/tickets/api/shop-api';

/** /invoices/:id/copia: the *copia di cortesia* alone, for the printer or a PDF. */
export function InvoiceCopyPage() {
  const { id = '' } = useParams();
  const invoice = invoicesApi.useOne(id);
  const shop = useShop();
  return (
    <QueryState query={invoice} loading="Caricamento della fattura...">
      {(data) => (
        <div className="flex flex-col gap-4">
          <title>{`Copia di cortesia ${data.number ?? ''} · Sportello`}</title>
          <div className="flex flex-wrap gap-2 print:hidden">
            <Link to={`/invoices/${data.id}`} className={buttonClass('secondary')}>
              Torna alla fattura
            </Link>
            <Button onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden="true" />
              Stampa o salva PDF
            </Button>
          </div>
          <InvoiceDocument invoice={data} shop={shop.data} />
        </div>
      )}
    </QueryState>
  );
}

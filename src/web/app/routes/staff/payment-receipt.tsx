import { ArrowLeft, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Button, buttonClass } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { usePayment } from '../../../features/payments/api/payments-api';
import {
  PaymentReceipt,
  type ReceiptFormat,
} from '../../../features/payments/components/payment-receipt';
import { useShop } from '../../../features/tickets/api/shop-api';

/** /cassa/ricevute/:id: a payment's *Ricevuta*, printed on A4 or on an 80 mm roll. */
export function PaymentReceiptPage() {
  const { id = '' } = useParams();
  const payment = usePayment(id);
  const shop = useShop();
  const [format, setFormat] = useState<ReceiptFormat>('a4');
  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title="Ricevuta"
          actions={
            <>
              {payment.data?.ticket_id && (
                <Link
                  to={`/tickets/${payment.data.ticket_id}/dettagli`}
                  className={buttonClass('secondary')}
                >
                  <ArrowLeft className="size-4" aria-hidden="true" />
                  Torna al ticket
                </Link>
              )}
              <Button onClick={() => window.print()}>
                <Printer className="size-4" aria-hidden="true" />
                Stampa
              </Button>
            </>
          }
        />
      </div>
      <div className="mb-6 print:hidden">
        <SelectField
          label="Formato carta"
          value={format}
          onChange={(event) => setFormat(event.target.value as ReceiptFormat)}
        >
          <option value="a4">A4</option>
          <option value="80mm">Scontrino 80 mm</option>
        </SelectField>
      </div>
      <QueryState query={payment} loading="Caricamento della ricevuta...">
        {(data) => <PaymentReceipt payment={data} shop={shop.data} format={format} />}
      </QueryState>
    </>
  );
}

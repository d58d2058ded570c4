import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatEuro } from '../../../../shared/format';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/payments/payment-methods';
import { Button } from '../../../components/ui/button';
import { ReceiptStatus } from '../../payments/components/receipt-status';
import type { SaleRecorded } from '../api/sales-api';

/**
 * After *Conferma*: the sale's number, what was paid and the change, the receipt's state when the
 * answer has one (with *Riprova* while it is not emitted), and *Nuova vendita* (focused: Enter starts the next customer's sale).
 */
export function SaleDone({ sale, onNext }: { sale: SaleRecorded; onNext: () => void }) {
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => next.current?.focus(), []);
  const receipt = sale.receipt;
  return (
    <section
      aria-labelledby="sale-done"
      className="flex max-w-xl flex-col gap-4 rounded-lg border border-green-300 p-6 dark:border-green-800"
    >
      <h2 id="sale-done" className="flex items-center gap-2 text-xl font-semibold">
        <CircleCheck className="size-6 text-green-700 dark:text-green-300" aria-hidden="true" />
        {`Vendita ${sale.number} registrata`}
      </h2>
      <dl className="grid grid-cols-2 gap-2">
        <div className="contents">
          <dt>Totale</dt>
          <dd className="text-right font-semibold">{formatEuro(sale.total)}</dd>
        </div>
        {sale.payments.map((payment) => (
          <div key={payment.id} className="contents">
            <dt>{PAYMENT_METHOD_LABELS[payment.method]}</dt>
            <dd className="text-right">{formatEuro(payment.amount)}</dd>
          </div>
        ))}
        {sale.change > 0 && (
          <div className="contents">
            <dt className="font-semibold">Resto</dt>
            <dd className="text-right text-lg font-semibold">{formatEuro(sale.change)}</dd>
          </div>
        )}
      </dl>
      {receipt && <ReceiptStatus receipt={receipt} />}
      {sale.invoice_id && (
        <Link to={`/invoices/${sale.invoice_id}`} className="underline">
          Apri la fattura
        </Link>
      )}
      <div>
        <Button ref={next} onClick={onNext}>
          Nuova vendita
        </Button>
      </div>
    </section>
  );
}

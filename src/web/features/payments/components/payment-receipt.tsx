import type { ReactNode } from 'react';
import { formatDateTime, formatEuro } from '../../../../shared/format';
import type { PaymentReceiptDto } from '../../../../shared/payments/payment-dto';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/payments/payment-methods';
import { PrintDocument } from '../../../components/layout/print-document';
import type { PublicShop } from '../../../lib/public-shop';
import { movementLabel, operatorLabel } from './payments-table';

export type ReceiptFormat = 'a4' | '80mm';

export const NOT_FISCAL =
  'Documento non fiscale. Il documento fiscale è la fattura (o lo scontrino del registratore di cassa).';

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-200 py-1 dark:border-slate-700 print:border-slate-300">
      <dt>{term}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

const euroOrDash = (value: number | null) => (value === null ? '—' : formatEuro(value));

/**
 * *Ricevuta*: one payment with its number of the year, what it paid for and the ticket's price,
 * paid and balance as of it, on A4 or on an 80 mm roll, saying it is not a fiscal document.
 */
export function PaymentReceipt(props: {
  payment: PaymentReceiptDto;
  shop: PublicShop | undefined;
  format: ReceiptFormat;
}) {
  const { payment, format } = props;
  const { receipt } = payment;
  const title = payment.direction === 'incasso' ? 'Ricevuta di pagamento' : 'Ricevuta di rimborso';
  return (
    <div data-receipt-format={format} className={format === '80mm' ? 'mx-auto w-[80mm]' : ''}>
      <PrintDocument
        label={title}
        shop={props.shop}
        heading={
          <div className={format === '80mm' ? '' : 'text-right'}>
            <p className="text-lg font-semibold">{title}</p>
            <p>{formatDateTime(payment.paid_at)}</p>
            <p>N. {payment.receipt_number}</p>
          </div>
        }
      >
        <dl className="flex flex-col">
          {payment.ticket_number && <Line term="Ticket">{payment.ticket_number}</Line>}
          {payment.customer_name && <Line term="Cliente">{payment.customer_name}</Line>}
          {receipt && (
            <Line term="Per">
              {receipt.device_type}: {receipt.description}
            </Line>
          )}
          <Line term="Movimento">{movementLabel(payment)}</Line>
          <Line term="Metodo">{PAYMENT_METHOD_LABELS[payment.method]}</Line>
          {payment.note && <Line term="Nota">{payment.note}</Line>}
          {payment.user_name && <Line term="Operatore">{operatorLabel(payment)}</Line>}
          <Line term="Importo">
            <span className="text-lg">{formatEuro(payment.amount)}</span>
          </Line>
          {receipt && (
            <>
              <Line term="Prezzo">{euroOrDash(receipt.price)}</Line>
              <Line term="Pagato">{formatEuro(receipt.paid)}</Line>
              <Line term="Da saldare">{euroOrDash(receipt.balance_due)}</Line>
            </>
          )}
        </dl>
        <p className="rounded border border-slate-400 p-2 text-center text-sm font-semibold">
          {NOT_FISCAL}
        </p>
      </PrintDocument>
    </div>
  );
}

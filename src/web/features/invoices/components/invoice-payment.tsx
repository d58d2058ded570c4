import { formatCalendarDate, formatEuro } from '../../../../shared/format';
import { PAYMENT_METHODS } from '../../../../shared/invoices/invoice-codes';
import type { InvoiceDto } from '../../../../shared/invoices/invoice-dto';
import { PRINT_HEADING } from '../../../components/layout/print-document';

type Detail = InvoiceDto['payment']['details'][number];

const detailText = (d: Detail) =>
  `${d.paid ? 'Pagato' : 'Da pagare'}: ${PAYMENT_METHODS[d.method]} ${formatEuro(d.amount)}${d.due_date ? `, scadenza ${formatCalendarDate(d.due_date)}` : ''}`;

/** The print copy says what the XML's DatiPagamento says: received, by which means, and due. */
export function InvoicePayment({ payment }: { payment: InvoiceDto['payment'] }) {
  return (
    <section className="break-inside-avoid" aria-labelledby="invoice-payment">
      <h2 id="invoice-payment" className={PRINT_HEADING}>
        Pagamento
      </h2>
      {payment.details.length === 0 && <p>Nessun pagamento dovuto</p>}
      {payment.details.map((d) => (
        <p key={`${d.paid}-${d.method}`}>{detailText(d)}</p>
      ))}
      {payment.iban && <p>{`IBAN ${payment.iban}`}</p>}
    </section>
  );
}

import { Link } from 'react-router';
import { formatDateTime, formatEuro } from '../../../../shared/format';
import type { PaymentDto } from '../../../../shared/payments/payment-dto';
import {
  PAYMENT_DIRECTION_LABELS,
  PAYMENT_METHOD_LABELS,
} from '../../../../shared/payments/payment-methods';
import { Button } from '../../../components/ui/button';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';

interface PaymentsTableProps {
  caption: string;
  payments: PaymentDto[];
  /** Present for admins: the *Storno* button of each payment still standing. */
  onReverse?: (payment: PaymentDto) => void;
}

/** What kind of movement a row is, in the words of the shop. */
export function movementLabel(payment: PaymentDto): string {
  if (payment.reverses_id) return 'Storno';
  return PAYMENT_DIRECTION_LABELS[payment.direction];
}

/** Whose drawer a row is in and, for a storno typed by someone else, who reversed it. */
export function operatorLabel(payment: PaymentDto): string {
  const operator = payment.user_name ?? '—';
  if (!payment.reverses_id || payment.entered_by === payment.user_id) return operator;
  return `${operator} (stornato da ${payment.entered_by_name ?? 'account eliminato'})`;
}

/** Payments as rows: when, what, how, how much, who, and the receipt (and storno) per row. */
export function PaymentsTable({ caption, payments, onReverse }: PaymentsTableProps) {
  return (
    <DataTable
      caption={caption}
      headings={['Data', 'Movimento', 'Metodo', 'Importo', 'Operatore', 'Nota', 'Azioni']}
    >
      {payments.map((payment) => (
        <tr key={payment.id} className="border-t border-slate-200 dark:border-slate-700">
          <td className={TABLE_CELL}>{formatDateTime(payment.paid_at)}</td>
          <td className={TABLE_CELL}>
            {movementLabel(payment)}
            {payment.reversed_by && <span className="block text-xs">Stornato</span>}
          </td>
          <td className={TABLE_CELL}>{PAYMENT_METHOD_LABELS[payment.method]}</td>
          <td className={`${TABLE_CELL} text-right tabular-nums`}>
            {formatEuro(payment.direction === 'incasso' ? payment.amount : -payment.amount)}
          </td>
          <td className={TABLE_CELL}>{operatorLabel(payment)}</td>
          <td className={TABLE_CELL}>{payment.note ?? ''}</td>
          <td className={`${TABLE_CELL} whitespace-nowrap`}>
            <Link
              className="underline"
              to={`/cassa/ricevute/${payment.id}`}
              aria-label={`Ricevuta n. ${payment.receipt_number} del ${formatDateTime(payment.paid_at)}`}
            >
              Ricevuta
            </Link>
            {onReverse && !payment.reversed_by && !payment.reverses_id && (
              <Button
                variant="ghost"
                className="ml-2 px-2 py-1"
                aria-label={`Storno del pagamento di ${formatEuro(payment.amount)} del ${formatDateTime(payment.paid_at)}`}
                onClick={() => onReverse(payment)}
              >
                Storno
              </Button>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

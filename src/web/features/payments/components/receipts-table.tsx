import { Link } from 'react-router';
import { formatCalendarDate, formatDateTime } from '../../../../shared/format';
import { formatCents } from '../../../../shared/money';
import {
  formatRtNumber,
  RECEIPT_KIND_LABELS,
  RECEIPT_STATUS_LABELS,
  type ReceiptDto,
} from '../../../../shared/receipts/receipts';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { ReceiptActions, type ReceiptCorrection } from './receipt-actions';

interface ReceiptsTableProps {
  items: ReceiptDto[];
  /** Reso and annullo are the admins' (the server refuses them to the others). */
  admin: boolean;
  onCorrect: (correction: ReceiptCorrection) => void;
}

const LINK = 'text-blue-700 underline underline-offset-2 dark:text-sky-300';

/** The documenti commerciali, newest first: what the RT emitted, or why not yet. */
export function ReceiptsTable({ items, admin, onCorrect }: ReceiptsTableProps) {
  const voided = new Set(
    items.filter((r) => r.kind === 'annullo').map((r) => r.related_receipt_id),
  );
  return (
    <DataTable
      caption="Documenti commerciali"
      headings={['Data', 'Tipo', 'Totale', 'Stato', 'Numero o motivo', 'Riferimento', 'Azioni']}
    >
      {items.map((receipt) => (
        <tr key={receipt.id} className="border-t border-slate-200 dark:border-slate-700">
          <td className={`${TABLE_CELL} whitespace-nowrap`}>
            {formatDateTime(receipt.created_at)}
          </td>
          <td className={TABLE_CELL}>{RECEIPT_KIND_LABELS[receipt.kind]}</td>
          <td className={`${TABLE_CELL} text-right tabular-nums whitespace-nowrap`}>
            {formatCents(receipt.total_cents)}
          </td>
          <td className={TABLE_CELL}>{RECEIPT_STATUS_LABELS[receipt.status]}</td>
          <td className={TABLE_CELL}>
            {receipt.status === 'emesso'
              ? `n. ${formatRtNumber(receipt.z_number, receipt.document_number)}`
              : (receipt.reason ?? '—')}
          </td>
          <td className={TABLE_CELL}>
            <Reference receipt={receipt} />
          </td>
          <td className={TABLE_CELL}>
            <ReceiptActions
              receipt={receipt}
              canCorrect={admin && !voided.has(receipt.id)}
              onCorrect={onCorrect}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The original a reso or annullo cites, and the ticket or the counter sale it belongs to. */
function Reference({ receipt }: { receipt: ReceiptDto }) {
  const { original } = receipt;
  return (
    <div className="flex flex-col gap-1">
      {original && (
        <span>{`Cita n. ${formatRtNumber(original.z_number, original.document_number)} del ${formatCalendarDate(original.date)}`}</span>
      )}
      {receipt.ticket_id && (
        <Link to={`/tickets/${receipt.ticket_id}/dettagli`} className={LINK}>
          Ticket
        </Link>
      )}
      {receipt.sale_id && (
        <Link to="/vendita/elenco" className={LINK}>
          Vendita al banco
        </Link>
      )}
    </div>
  );
}

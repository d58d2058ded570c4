import type { CashDayDto } from '../../../../shared/cash-days/cash-day-dto';
import { CASH_MOVEMENT_LABELS } from '../../../../shared/cash-days/cash-day-schemas';
import { formatDateTime, formatEuro } from '../../../../shared/format';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/payments/payment-methods';
import { PRINT_HEADING } from '../../../components/layout/print-document';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';

const ROW = 'border-t border-slate-200 dark:border-slate-700';
const NUM = `${TABLE_CELL} text-right tabular-nums`;
const money = (value: number | null) => (value === null ? '—' : formatEuro(value));

/** The evening view: expected, counted and difference per tender; per operator; movements. */
export function CashDayTables({ view }: { view: CashDayDto }) {
  return (
    <div className="flex flex-col gap-6">
      <section>
        <h2 className={PRINT_HEADING}>Atteso e contato</h2>
        <DataTable
          caption="Atteso, contato e differenza per metodo"
          headings={['Metodo', 'Atteso', 'Contato', 'Differenza']}
        >
          {view.tenders.map((t) => (
            <tr key={t.method} className={ROW}>
              <th scope="row" className={`${TABLE_CELL} text-left font-normal`}>
                {PAYMENT_METHOD_LABELS[t.method]}
              </th>
              <td className={NUM}>{formatEuro(t.expected)}</td>
              <td className={NUM}>{money(t.counted)}</td>
              <td className={`${NUM} font-semibold`}>{money(t.difference)}</td>
            </tr>
          ))}
        </DataTable>
      </section>
      {view.by_operator.length > 0 && (
        <section>
          <h2 className={PRINT_HEADING}>Per operatore</h2>
          <DataTable caption="Incassi netti per operatore" headings={['Operatore', 'Incassi']}>
            {view.by_operator.map((p) => (
              <tr key={p.user_id ?? 'none'} className={ROW}>
                <th scope="row" className={`${TABLE_CELL} text-left font-normal`}>
                  {p.name}
                </th>
                <td className={TABLE_CELL}>
                  {p.tenders
                    .map((t) => `${PAYMENT_METHOD_LABELS[t.method]} ${formatEuro(t.amount)}`)
                    .join(' · ')}
                </td>
              </tr>
            ))}
          </DataTable>
        </section>
      )}
      {view.movements.length > 0 && (
        <section>
          <h2 className={PRINT_HEADING}>Versamenti e prelievi</h2>
          <DataTable
            caption="Versamenti e prelievi del giorno"
            headings={['Tipo', 'Importo', 'Motivo', 'Chi', 'Quando']}
          >
            {view.movements.map((m) => (
              <tr key={m.id} className={ROW}>
                <td className={TABLE_CELL}>{CASH_MOVEMENT_LABELS[m.kind]}</td>
                <td className={NUM}>{formatEuro(m.kind === 'prelievo' ? -m.amount : m.amount)}</td>
                <td className={TABLE_CELL}>{m.reason}</td>
                <td className={TABLE_CELL}>{m.user_name ?? 'Account eliminato'}</td>
                <td className={TABLE_CELL}>{formatDateTime(m.created_at)}</td>
              </tr>
            ))}
          </DataTable>
        </section>
      )}
    </div>
  );
}

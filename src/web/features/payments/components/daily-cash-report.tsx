import { formatCalendarDate, formatDateTime, formatEuro } from '../../../../shared/format';
import type { DailyCashDto } from '../../../../shared/payments/payment-dto';
import { PAYMENT_METHOD_LABELS } from '../../../../shared/payments/payment-methods';
import { PRINT_HEADING } from '../../../components/layout/print-document';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';

const HEADINGS = ['Incassi', 'Rimborsi', 'Netto', 'Movimenti'];
type Sums = DailyCashDto['totals'];

function Amounts({ sums }: { sums: Sums }) {
  return (
    <>
      <td className={`${TABLE_CELL} text-right tabular-nums`}>{formatEuro(sums.incasso)}</td>
      <td className={`${TABLE_CELL} text-right tabular-nums`}>{formatEuro(sums.rimborso)}</td>
      <td className={`${TABLE_CELL} text-right font-semibold tabular-nums`}>
        {formatEuro(sums.net)}
      </td>
      <td className={`${TABLE_CELL} text-right tabular-nums`}>{sums.count}</td>
    </>
  );
}

const ROW = 'border-t border-slate-200 dark:border-slate-700';

/** *Chiusura di cassa*: the day's totals per method (what the drawer and the POS say) and per person. */
export function DailyCashReport({ report }: { report: DailyCashDto }) {
  const day = formatCalendarDate(report.date);
  if (report.totals.count === 0)
    return (
      <p>{`Nessun movimento il ${day}${report.user_name ? ` per ${report.user_name}` : ''}.`}</p>
    );
  return (
    <div className="flex flex-col gap-6">
      <section>
        <h2 className={PRINT_HEADING}>Per metodo di pagamento</h2>
        <DataTable caption={`Totali per metodo del ${day}`} headings={['Metodo', ...HEADINGS]}>
          {report.by_method.map((row) => (
            <tr key={row.method} className={ROW}>
              <th scope="row" className={`${TABLE_CELL} text-left font-normal`}>
                {PAYMENT_METHOD_LABELS[row.method]}
              </th>
              <Amounts sums={row} />
            </tr>
          ))}
          <tr className={`${ROW} font-semibold`}>
            <th scope="row" className={`${TABLE_CELL} text-left`}>
              Totale
            </th>
            <Amounts sums={report.totals} />
          </tr>
        </DataTable>
      </section>
      <section>
        <h2 className={PRINT_HEADING}>Per persona</h2>
        <DataTable caption={`Totali per persona del ${day}`} headings={['Persona', ...HEADINGS]}>
          {report.by_user.map((row) => (
            <tr key={row.user_id ?? 'none'} className={ROW}>
              <th scope="row" className={`${TABLE_CELL} text-left font-normal`}>
                {row.name}
              </th>
              <Amounts sums={row} />
            </tr>
          ))}
        </DataTable>
      </section>
      {report.reversals.length > 0 && <Reversals report={report} day={day} />}
    </div>
  );
}

/** The day's stornos, each in the drawer of the payment it reverses, with who reversed it. */
function Reversals({ report, day }: { report: DailyCashDto; day: string }) {
  return (
    <section>
      <h2 className={PRINT_HEADING}>Storni</h2>
      <DataTable
        caption={`Storni dei pagamenti del ${day}`}
        headings={['Persona', 'Metodo', 'Importo', 'Stornato da', 'Il', 'Motivo']}
      >
        {report.reversals.map((row) => (
          <tr key={row.id} className={ROW}>
            <td className={TABLE_CELL}>{row.user_name ?? 'Account eliminato'}</td>
            <td className={TABLE_CELL}>{PAYMENT_METHOD_LABELS[row.method]}</td>
            <td className={`${TABLE_CELL} text-right tabular-nums`}>{formatEuro(-row.amount)}</td>
            <td className={TABLE_CELL}>{row.entered_by_name ?? 'Account eliminato'}</td>
            <td className={TABLE_CELL}>{formatDateTime(row.created_at)}</td>
            <td className={TABLE_CELL}>{row.reason ?? ''}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}

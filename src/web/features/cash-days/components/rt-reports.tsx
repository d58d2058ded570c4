import { useState } from 'react';
import type { CashDayDto } from '../../../../shared/cash-days/cash-day-dto';
import { RT_TYPE_LABELS } from '../../../../shared/cash-days/rt-payment-types';
import { formatEuro } from '../../../../shared/format';
import { PRINT_HEADING } from '../../../components/layout/print-document';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { errorMessage } from '../../../lib/api-fetch';
import { useRtReport } from '../api/cash-days-api';

const ROW = 'border-t border-slate-200 dark:border-slate-700';
const NUM = `${TABLE_CELL} text-right tabular-nums`;

/** X (lettura) and Z (chiusura, admins) on the shop's RT, and its totals beside Sportello's. */
export function RtReports({ view, admin }: { view: CashDayDto; admin: boolean }) {
  const report = useRtReport();
  const [askZ, setAskZ] = useState(false);
  const deviceId = view.rt_device_id;
  if (!deviceId) return null;
  const run = (kind: 'x' | 'z') =>
    report.mutate({ deviceId, kind }, { onSuccess: () => setAskZ(false) });
  return (
    <section className="flex flex-col gap-3">
      <h2 className={PRINT_HEADING}>Registratore telematico</h2>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button variant="secondary" busy={report.isPending} onClick={() => run('x')}>
          Lettura X
        </Button>
        {admin && (
          <Button variant="secondary" onClick={() => setAskZ(true)}>
            Chiusura Z
          </Button>
        )}
      </div>
      {report.isError && !askZ && <Alert tone="error">{errorMessage(report.error)}</Alert>}
      {view.rt_comparison.length > 0 && (
        <DataTable
          caption="Totali del registratore e di Sportello"
          headings={['Pagamento', 'Registratore', 'Sportello', 'Differenza']}
        >
          {view.rt_comparison.map((c) => (
            <tr key={c.rt_type} className={ROW}>
              <th scope="row" className={`${TABLE_CELL} text-left font-normal`}>
                {RT_TYPE_LABELS[c.rt_type] ?? c.rt_type}
              </th>
              <td className={NUM}>{formatEuro(c.rt)}</td>
              <td className={NUM}>{formatEuro(c.sportello)}</td>
              <td className={`${NUM} font-semibold`}>{formatEuro(c.difference)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {view.rt_mismatches.length > 0 && (
        <Alert tone="error">
          <p>Differenze con il registratore:</p>
          <ul className="list-disc pl-5">
            {view.rt_mismatches.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </Alert>
      )}
      <ConfirmDialog
        open={askZ}
        title="Chiusura Z del registratore"
        message="La chiusura giornaliera azzera i totali del registratore e li invia all'Agenzia delle Entrate. Si fa una volta al giorno, a fine giornata."
        confirmLabel="Esegui chiusura Z"
        busy={report.isPending}
        error={report.isError ? errorMessage(report.error) : null}
        onConfirm={() => run('z')}
        onCancel={() => {
          report.reset();
          setAskZ(false);
        }}
      />
    </section>
  );
}

import { Download } from 'lucide-react';
import { formatCalendarDate, formatEuro, formatMonth } from '../../../../shared/format';
import { WORK_LOG_MESSAGES } from '../../../../shared/work/work-logs';
import { Section } from '../../../components/layout/section';
import { buttonClass } from '../../../components/ui/button';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { SelectField } from '../../../components/ui/field';
import { PagedList } from '../../../components/ui/paged-list';
import { useAssignableUsers } from '../../../lib/assignable-users';
import { useWorkLogs, type WorkFilters, type WorkSums } from '../api/work-api';
import { MonthChart } from './month-chart';
import { PeriodPicker } from './period-picker';
import { TypeTotals } from './type-totals';
import { WorkLogForm } from './work-log-form';
import { WorkLogTable } from './work-log-table';

function EmployeeFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const users = useAssignableUsers();
  return (
    <SelectField
      label="Dipendente"
      className="w-64"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">Tutti i dipendenti</option>
      {(users.data ?? []).map((user) => (
        <option key={user.id} value={user.id}>
          {user.name}
        </option>
      ))}
    </SelectField>
  );
}

function EmployeeTotals({ sums }: { sums: WorkSums }) {
  return (
    // Amounts only: one person's pieces of different work types do not add up.
    <DataTable caption="Totali per dipendente" headings={['Dipendente', 'Importo']}>
      {sums.by_user.map((user) => (
        <tr key={user.user_id} className="border-t border-slate-300 dark:border-slate-700">
          <th scope="row" className={`${TABLE_CELL} text-left font-normal`}>
            {user.name}
          </th>
          <td className={`${TABLE_CELL} text-right tabular-nums`}>{formatEuro(user.amount)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Tab 'Lavoro giornaliero': add an entry, the day or month with its totals, chart and export. */
export function DailyWork(props: {
  filters: WorkFilters;
  onChange: (patch: Partial<WorkFilters>) => void;
  /** The signed-in person (the route knows it): admins see everyone, others their own. */
  me: { id: string; admin: boolean };
}) {
  const { filters, onChange, me } = props;
  const admin = me.admin;
  const list = useWorkLogs(filters);
  const month = filters.date.slice(0, 7);
  const monthView = filters.view === 'month';
  const period = monthView ? formatMonth(month) : formatCalendarDate(filters.date);
  // Totals and chart data ride on every page of the list (the API's answer).
  const sums = list.data?.pages[0] as WorkSums | undefined;
  const exportQuery = new URLSearchParams({ month });
  if (filters.user_id) exportQuery.set('user_id', filters.user_id);
  return (
    <div className="flex flex-col gap-4">
      <Section title="Nuova lavorazione">
        <WorkLogForm day={filters.date} admin={admin} />
      </Section>
      <div className="flex flex-wrap items-end gap-3">
        <PeriodPicker filters={filters} onChange={onChange} />
        {admin && (
          <EmployeeFilter value={filters.user_id} onChange={(id) => onChange({ user_id: id })} />
        )}
        {monthView && (
          <a
            className={buttonClass('secondary')}
            href={`/api/work-logs/export.csv?${exportQuery}`}
            download
          >
            <Download className="size-4" aria-hidden="true" />
            Esporta CSV del mese
          </a>
        )}
      </div>
      <h2 className="text-lg font-semibold">{`Lavorazioni ${monthView ? 'di' : 'del'} ${period}`}</h2>
      <PagedList
        query={list}
        loading={{ label: 'Caricamento delle lavorazioni...' }}
        empty={WORK_LOG_MESSAGES.empty}
        loadError={() => 'Errore nel caricamento delle lavorazioni'}
        refreshError="Errore nel caricamento delle lavorazioni"
        loadMore="Carica altre lavorazioni"
      >
        {(logs) =>
          sums && (
            <WorkLogTable
              me={me}
              logs={logs}
              sums={sums}
              caption={`Lavorazioni ${monthView ? 'di' : 'del'} ${period}`}
              totalLabel={monthView ? 'Totale del mese' : 'Totale del giorno'}
            />
          )
        }
      </PagedList>
      {admin && sums && sums.by_user.length > 0 && <EmployeeTotals sums={sums} />}
      {!monthView && sums && sums.by_type.length > 0 && <TypeTotals sums={sums} />}
      {monthView && sums && <MonthChart month={month} sums={sums} />}
    </div>
  );
}

import { formatCalendarDate, formatEuro } from '../../../../shared/format';
import type { WorkLogDto } from '../../../../shared/work/work-logs';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { DeleteButton } from '../../../components/ui/delete-button';
import { type WorkSums, workLogsApi } from '../api/work-api';
import { WorkLogNotes } from './work-log-notes';

const NUMBER = `${TABLE_CELL} text-right tabular-nums whitespace-nowrap`;

type Me = { id: string; admin: boolean };

function WorkLogRow({ log, me }: { log: WorkLogDto; me: Me }) {
  const remove = workLogsApi.useRemove();
  const admin = me.admin;
  return (
    <tr className="border-t border-slate-300 dark:border-slate-700">
      <td className={`${TABLE_CELL} whitespace-nowrap`}>{formatCalendarDate(log.date)}</td>
      {admin && <td className={TABLE_CELL}>{log.user_name}</td>}
      <th scope="row" className={`${TABLE_CELL} text-left font-medium`}>
        {log.work_type.name}
      </th>
      <td className={NUMBER}>{log.quantity}</td>
      <td className={NUMBER}>{formatEuro(log.unit_price)}</td>
      <td className={NUMBER}>{formatEuro(log.total)}</td>
      <td className={TABLE_CELL}>
        <WorkLogNotes log={log} editable={admin || log.user_id === me.id} />
      </td>
      {admin && (
        <td className={TABLE_CELL}>
          <DeleteButton
            what={`la lavorazione ${log.work_type.name} del ${formatCalendarDate(log.date)}`}
            busy={remove.isPending}
            onDelete={() => remove.mutateAsync(log.id)}
          />
        </td>
      )}
    </tr>
  );
}

/** The period's entries and their total; the Actions column only for admins (SPEC §6). */
interface WorkLogTableProps {
  me: Me;
  logs: WorkLogDto[];
  sums: WorkSums;
  caption: string;
  /** 'Totale del giorno' or 'Totale del mese'. */
  totalLabel: string;
}

export function WorkLogTable(props: WorkLogTableProps) {
  const admin = props.me.admin;
  const headings = [
    'Data',
    ...(admin ? ['Dipendente'] : []),
    'Tipo',
    'Quantità',
    'Prezzo unitario',
    'Totale',
    'Note',
    ...(admin ? ['Azioni'] : []),
  ];
  return (
    <DataTable caption={props.caption} headings={headings}>
      {props.logs.map((log) => (
        <WorkLogRow key={log.id} log={log} me={props.me} />
      ))}
      <tr className="border-t-2 border-slate-500 font-semibold">
        <th scope="row" colSpan={admin ? 3 : 2} className={`${TABLE_CELL} text-left`}>
          {props.totalLabel}
        </th>
        {/* Pieces of different work types do not add up: they are counted per type below. */}
        <td className={TABLE_CELL} colSpan={2} />
        <td className={NUMBER}>{formatEuro(props.sums.totals.amount)}</td>
        <td className={TABLE_CELL} colSpan={admin ? 2 : 1} />
      </tr>
    </DataTable>
  );
}

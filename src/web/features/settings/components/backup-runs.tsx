import { Download } from 'lucide-react';
import {
  BACKUP_STATUS_BADGE_CLASSES,
  BACKUP_STATUS_LABELS,
  BACKUP_TRIGGER_LABELS,
  type BackupRunDto,
} from '../../../../shared/backups';
import { formatDateTime, formatFileSize } from '../../../../shared/format';
import { StatusBadge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { backupDownloadUrl } from '../api/backups-api';

const HEADINGS = ['Data', 'Tipo', 'Esito', 'Dimensione', 'Azioni'];

/** The newest backup in one sentence: what an owner checks first. */
export function LastBackupSummary({ run }: { run: BackupRunDto | undefined }) {
  if (!run) return <p>Nessun backup eseguito finora.</p>;
  const when = formatDateTime(run.started_at);
  const size = run.size_bytes === null ? '' : `, ${formatFileSize(run.size_bytes)}`;
  return (
    <p>
      Ultimo backup: <strong>{when}</strong> —{' '}
      <strong>{BACKUP_STATUS_LABELS[run.status].toLowerCase()}</strong>
      {size}
      {run.error ? ` (${run.error})` : ''}
    </p>
  );
}

function RunRow({ run }: { run: BackupRunDto }) {
  return (
    <tr className="border-t border-slate-300 dark:border-slate-700">
      <th scope="row" className={`${TABLE_CELL} whitespace-nowrap text-left font-medium`}>
        {formatDateTime(run.started_at)}
      </th>
      <td className={TABLE_CELL}>{BACKUP_TRIGGER_LABELS[run.trigger]}</td>
      <td className={TABLE_CELL}>
        <StatusBadge
          value={run.status}
          colours={BACKUP_STATUS_BADGE_CLASSES}
          label={BACKUP_STATUS_LABELS[run.status]}
        />
        {run.error && <span className="mt-1 block break-words">{run.error}</span>}
      </td>
      <td className={`${TABLE_CELL} whitespace-nowrap`}>
        {run.size_bytes === null ? '—' : formatFileSize(run.size_bytes)}
      </td>
      <td className={TABLE_CELL}>
        {run.downloadable && (
          <a
            href={backupDownloadUrl(run)}
            download
            className={buttonClass('secondary', 'px-2 py-1')}
            aria-label={`Scarica il backup del ${formatDateTime(run.started_at)}`}
          >
            <Download className="size-4" aria-hidden="true" />
            Scarica
          </a>
        )}
      </td>
    </tr>
  );
}

/** The last ten backups, newest first. */
export function BackupRunsTable({ runs }: { runs: BackupRunDto[] }) {
  return (
    <DataTable caption="Ultimi backup" headings={HEADINGS}>
      {runs.map((run) => (
        <RunRow key={run.id} run={run} />
      ))}
    </DataTable>
  );
}

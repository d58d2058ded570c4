import { useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import { MAX_PAGE_SIZE } from '../../../../shared/paging';
import { Section } from '../../../components/layout/section';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { useRefusedSdiFiles } from '../api/sdi-api';

const FIRST = 10;
const MORE = 20;

/**
 * On the fatture passive: what the SDI delivered and the import refused (unreadable, already
 * uploaded by hand, not the shop's), with the reason, so someone sorts it out with the supplier.
 * Nothing shows while no file was refused.
 */
export function RefusedSdiFiles() {
  const [limit, setLimit] = useState(FIRST);
  const refused = useRefusedSdiFiles(limit);
  if (refused.isError)
    return <Alert tone="error">Impossibile caricare le fatture dallo SDI non importate</Alert>;
  const page = refused.data;
  if (!page || page.total === 0) return null;
  const shown = page.items.length;
  return (
    <Section
      title="Fatture dallo SDI non importate"
      description={
        shown < page.total
          ? `I ${shown} più recenti di ${page.total}`
          : `${page.total === 1 ? '1 file' : `${page.total} file`}, dal più recente`
      }
    >
      <DataTable
        caption="File non importati, dal più recente"
        headings={['File', 'Ricevuto il', 'Motivo']}
      >
        {page.items.map((file) => (
          <tr key={file.id} className="border-t border-slate-200 dark:border-slate-700">
            <td className={`${TABLE_CELL} break-all font-mono`}>{file.file_name}</td>
            <td className={`${TABLE_CELL} whitespace-nowrap`}>
              {formatDateTime(file.received_at)}
            </td>
            <td className={TABLE_CELL}>{file.reason}</td>
          </tr>
        ))}
      </DataTable>
      {shown < page.total && limit < MAX_PAGE_SIZE && (
        <Button
          variant="secondary"
          className="mt-3"
          busy={refused.isFetching}
          onClick={() => setLimit(Math.min(limit + MORE, MAX_PAGE_SIZE))}
        >
          Mostra altri
        </Button>
      )}
    </Section>
  );
}

import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { formatEuro } from '../../../../shared/format';
import { WORK_TYPE_MESSAGES, type WorkTypeDto } from '../../../../shared/work/work-types';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { DeleteButton } from '../../../components/ui/delete-button';
import { Dialog } from '../../../components/ui/dialog';
import { QueryState } from '../../../components/ui/query-state';
import { useWorkTypes, workTypesApi } from '../api/work-api';
import { WorkTypeForm } from './work-type-form';

function WorkTypeRow({ type, onEdit }: { type: WorkTypeDto; onEdit: () => void }) {
  const remove = workTypesApi.useRemove();
  return (
    <tr className="border-t border-slate-300 dark:border-slate-700">
      <th scope="row" className={`${TABLE_CELL} text-left font-medium`}>
        {type.name}
      </th>
      <td className={`${TABLE_CELL} text-right tabular-nums`}>{formatEuro(type.price)}</td>
      <td className={`${TABLE_CELL} text-right tabular-nums`}>{type.log_count}</td>
      <td className={TABLE_CELL}>
        <div className="flex flex-wrap gap-1">
          <Button variant="ghost" className="px-2 py-1" onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
            Modifica<span className="sr-only"> {type.name}</span>
          </Button>
          <DeleteButton
            what={`il tipo di lavorazione ${type.name}`}
            busy={remove.isPending}
            onDelete={() => remove.mutateAsync(type.id)}
          />
        </div>
      </td>
    </tr>
  );
}

/** 'Tipi di lavorazione' (admins): the list, a form to add one, edit in a dialog, delete. */
export function WorkTypesPanel() {
  const types = useWorkTypes();
  const [editing, setEditing] = useState<WorkTypeDto | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <WorkTypeForm />
      <QueryState query={types} loading="Caricamento dei tipi di lavorazione...">
        {({ items }) =>
          items.length === 0 ? (
            <Alert tone="info">{WORK_TYPE_MESSAGES.empty}</Alert>
          ) : (
            <DataTable
              caption="Tipi di lavorazione"
              headings={['Nome', 'Prezzo', 'Lavorazioni registrate', 'Azioni']}
            >
              {items.map((type) => (
                <WorkTypeRow key={type.id} type={type} onEdit={() => setEditing(type)} />
              ))}
            </DataTable>
          )
        }
      </QueryState>
      <Dialog
        open={editing !== null}
        title="Modifica tipo di lavorazione"
        onClose={() => setEditing(null)}
      >
        {editing && <WorkTypeForm workType={editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </div>
  );
}

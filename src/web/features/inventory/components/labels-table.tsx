import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { LABEL_KINDS, type LabelKind } from '../../../../shared/inventory/labels';
import { ErrorBox } from '../../../components/errors/error-box';
import { buttonClass } from '../../../components/ui/button';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { DeleteButton } from '../../../components/ui/delete-button';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { errorMessage } from '../../../lib/api-fetch';
import { labelsApi, useLabels } from '../api/labels-api';

const HEADINGS = ['Nome', 'Descrizione', 'Prodotti', 'Azioni'];

/** Every brand (or category) with its product count; rename and delete (refused while in use). */
export function LabelsTable({ kind }: { kind: LabelKind }) {
  const labels = useLabels(kind);
  const remove = labelsApi[kind].useRemove();
  const { singular, empty } = LABEL_KINDS[kind];
  if (labels.isPending) return <LoadingBlock label="Caricamento..." />;
  if (labels.isError)
    return <ErrorBox message={errorMessage(labels.error)} onRetry={() => void labels.refetch()} />;
  if (labels.data.length === 0)
    return <p className="text-slate-700 dark:text-slate-300">{empty}</p>;
  return (
    <DataTable caption={kind === 'brands' ? 'Marche' : 'Categorie'} headings={HEADINGS}>
      {labels.data.map((label) => (
        <tr key={label.id} className="border-t border-slate-300 dark:border-slate-700">
          <th scope="row" className={`${TABLE_CELL} text-left font-medium`}>
            {label.name}
          </th>
          <td className={TABLE_CELL}>{label.description ?? '—'}</td>
          <td className={`${TABLE_CELL} tabular-nums`}>{label.product_count}</td>
          <td className={TABLE_CELL}>
            <div className="flex flex-wrap gap-1">
              <Link to={`/${kind}/${label.id}`} className={buttonClass('ghost', 'px-2 py-1')}>
                <Pencil className="size-4" aria-hidden="true" />
                Modifica<span className="sr-only"> {label.name}</span>
              </Link>
              <DeleteButton
                what={`la ${singular} ${label.name}`}
                busy={remove.isPending}
                onDelete={() => remove.mutateAsync(label.id)}
              />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

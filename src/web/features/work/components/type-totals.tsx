import { formatEuro } from '../../../../shared/format';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import type { WorkSums } from '../api/work-api';

const NUMBER = `${TABLE_CELL} text-right tabular-nums`;

/**
 * The period's pieces and amount per work type: pieces of different types are never added
 * together (2 screens and 1 cleaning are not "3"), only their amounts are.
 */
export function TypeTotals({ sums }: { sums: WorkSums }) {
  return (
    <DataTable caption="Per tipo di lavorazione" headings={['Tipo', 'Quantità', 'Importo']}>
      {sums.by_type.map((type) => (
        <tr key={type.work_type_id} className="border-t border-slate-300 dark:border-slate-700">
          <th scope="row" className={`${TABLE_CELL} text-left font-normal`}>
            {type.name}
          </th>
          <td className={NUMBER}>{type.quantity}</td>
          <td className={NUMBER}>{formatEuro(type.amount)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

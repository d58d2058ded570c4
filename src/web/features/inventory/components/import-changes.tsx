import type { ImportReport } from '../../../../shared/inventory/products-import';
import { plural } from '../../../../shared/plural';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';

const HEADINGS = ['Riga', 'SKU', 'Campo', 'Valore attuale', 'Nuovo valore'];
/** A file that changes every product of a big warehouse: the first changes, and how many in all. */
const SHOWN = 500;

/** The check's list of what the import would change in products that exist: field, old → new. */
export function ImportChanges({ changes }: { changes: ImportReport['changes'] }) {
  const rows = changes.flatMap((product) =>
    product.fields.map((change) => ({ ...change, line: product.line, sku: product.sku })),
  );
  if (rows.length === 0) return null;
  const products = changes.length;
  return (
    <div className="flex flex-col gap-2">
      <p>
        {`L'importazione cambierà ${plural(products, 'prodotto esistente', 'prodotti esistenti')}:`}
        {rows.length > SHOWN && ` qui le prime ${SHOWN} modifiche su ${rows.length}.`}
      </p>
      <DataTable caption="Modifiche ai prodotti esistenti" headings={HEADINGS}>
        {rows.slice(0, SHOWN).map((change) => (
          <tr
            key={`${change.line}-${change.field}`}
            className="border-t border-slate-300 dark:border-slate-700"
          >
            <td className={`${TABLE_CELL} tabular-nums`}>{change.line}</td>
            <th scope="row" className={`${TABLE_CELL} text-left font-medium`}>
              {change.sku}
            </th>
            <td className={TABLE_CELL}>{change.field}</td>
            <td className={`${TABLE_CELL} break-words`}>{change.from || '—'}</td>
            <td className={`${TABLE_CELL} break-words`}>{change.to || '—'}</td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { BarChart, type BarRow } from './bar-chart';

export const NUMBER_CELL = `${TABLE_CELL} text-right tabular-nums`;

interface ChartWithTableProps {
  title: string;
  description?: string;
  bars?: readonly BarRow[];
  headings: readonly string[];
  /** The table's cells, row by row; the first is the row's heading. */
  rows: readonly (readonly ReactNode[])[];
  csvHref: string;
}

/** One figure of a report: its chart and, beside it, the same numbers as a table and the CSV. */
export function ChartWithTable({
  title,
  description,
  bars,
  headings,
  rows,
  csvHref,
}: ChartWithTableProps) {
  return (
    <figure className="mb-8">
      <figcaption>
        <h3 className="text-base font-semibold">{title}</h3>
        {description && (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{description}</p>
        )}
      </figcaption>
      <div className={`mt-3 grid gap-4 ${bars ? 'lg:grid-cols-2' : ''}`}>
        {bars && <BarChart title={title} rows={bars} />}
        <DataTable caption={title} headings={headings}>
          {rows.length === 0 ? (
            <tr>
              <td className={TABLE_CELL} colSpan={headings.length}>
                Nessun dato nel periodo.
              </td>
            </tr>
          ) : (
            rows.map((cells, i) => (
              <tr key={String(i)} className="border-t border-slate-200 dark:border-slate-700">
                {cells.map((cell, c) =>
                  c === 0 ? (
                    <th
                      key={String(c)}
                      scope="row"
                      className={`${TABLE_CELL} text-left font-normal`}
                    >
                      {cell}
                    </th>
                  ) : (
                    <td key={String(c)} className={NUMBER_CELL}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </DataTable>
      </div>
      <a className={buttonClass('secondary', 'mt-3')} href={csvHref} download>
        Esporta CSV
        <span className="sr-only">: {title}</span>
      </a>
    </figure>
  );
}

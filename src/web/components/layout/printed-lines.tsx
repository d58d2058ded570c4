import { formatDecimal, formatEuro } from '../../../shared/format';
import { TABLE_CELL } from '../ui/data-table';
import { PRINT_HEADING } from './print-document';

const NUMBER = `${TABLE_CELL} text-right tabular-nums whitespace-nowrap`;

export interface PrintedLine {
  id: string;
  description: string;
  quantity: number;
  unit_price: number;
  line_total: number;
  /** A PC build's component kind, shown above its description. */
  kind?: string;
}

interface PrintedLinesProps {
  caption: string;
  lines: PrintedLine[];
  taxable: number;
  vatRate: number;
  vatAmount: number;
  total: number;
}

/**
 * The lines of a printed quote or PC build as the customer reads them — prices, never costs —
 * with taxable, VAT and total as the server stored them.
 */
export function PrintedLines({
  caption,
  lines,
  taxable,
  vatRate,
  vatAmount,
  total,
}: PrintedLinesProps) {
  return (
    <section>
      <table className="w-full text-sm">
        <caption className={`${PRINT_HEADING} text-left`}>{caption}</caption>
        <thead className="border-b border-slate-400">
          <tr>
            <th scope="col" className={`${TABLE_CELL} text-left`}>
              Descrizione
            </th>
            <th scope="col" className={NUMBER}>
              Q.tà
            </th>
            <th scope="col" className={NUMBER}>
              Prezzo unitario
            </th>
            <th scope="col" className={NUMBER}>
              Totale
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} className="border-b border-slate-200 dark:border-slate-700">
              <td className={`${TABLE_CELL} break-words`}>
                {line.kind && (
                  <span className="block text-xs font-semibold uppercase tracking-wide">
                    {line.kind}
                  </span>
                )}
                {line.description}
              </td>
              <td className={NUMBER}>{line.quantity}</td>
              <td className={NUMBER}>{formatEuro(line.unit_price)}</td>
              <td className={NUMBER}>{formatEuro(line.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 ml-auto grid max-w-xs grid-cols-2 gap-1 text-sm tabular-nums">
        <dt>Imponibile</dt>
        <dd className="text-right">{formatEuro(taxable)}</dd>
        <dt>{`IVA ${formatDecimal(vatRate)}%`}</dt>
        <dd className="text-right">{formatEuro(vatAmount)}</dd>
        <dt className="text-base font-bold">Totale</dt>
        <dd className="text-right text-base font-bold">{formatEuro(total)}</dd>
      </dl>
    </section>
  );
}

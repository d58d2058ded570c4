/** @jsxImportSource hono/jsx */
import { formatEuro } from '../../../../shared/format';

const CELL = 'px-2 py-2 text-left align-top';
const NUMBER = 'px-2 py-2 text-right align-top tabular-nums whitespace-nowrap';

interface PublicLine {
  description: string;
  quantity: number;
  unit_price: number;
  line_total: number;
  /** A PC build's component kind: rows are grouped under it. */
  kind?: string;
}

/**
 * The lines of a quote or a PC build as the customer sees them — prices, never costs — with the
 * taxable amount, VAT and total beneath (the cents the server stored).
 */
export function PricedLines(props: {
  caption: string;
  lines: PublicLine[];
  taxable: number;
  vatRate: number;
  vatAmount: number;
  total: number;
}) {
  const { lines } = props;
  return (
    <div class="overflow-x-auto">
      <table class="w-full text-sm">
        <caption class="sr-only">{props.caption}</caption>
        <thead>
          <tr class="border-b border-slate-200 dark:border-slate-700">
            <th scope="col" class={CELL}>
              Descrizione
            </th>
            <th scope="col" class={NUMBER}>
              Q.tà
            </th>
            <th scope="col" class={NUMBER}>
              Prezzo
            </th>
            <th scope="col" class={NUMBER}>
              Totale
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={String(index)} class="border-b border-slate-200 dark:border-slate-700">
              <td class={`${CELL} break-words`}>
                {line.kind ? (
                  <span class="block text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
                    {line.kind}
                  </span>
                ) : null}
                {line.description}
              </td>
              <td class={NUMBER}>{line.quantity}</td>
              <td class={NUMBER}>{formatEuro(line.unit_price)}</td>
              <td class={NUMBER}>{formatEuro(line.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl class="mt-3 ms-auto grid max-w-xs grid-cols-2 gap-1 text-sm">
        <dt>Imponibile</dt>
        <dd class="text-right tabular-nums">{formatEuro(props.taxable)}</dd>
        <dt>IVA {String(props.vatRate).replace('.', ',')}%</dt>
        <dd class="text-right tabular-nums">{formatEuro(props.vatAmount)}</dd>
        <dt class="text-base font-bold">Totale</dt>
        <dd class="text-right text-base font-bold tabular-nums">{formatEuro(props.total)}</dd>
      </dl>
    </div>
  );
}

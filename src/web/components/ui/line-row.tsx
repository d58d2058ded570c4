import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { type LineCheck, type LineDraft, stockShortfall } from '../../../shared/line-drafts';
import { formatCents } from '../../../shared/money';
import { plural, pluralWord } from '../../../shared/plural';
import type { PricedLine } from '../../../shared/pricing';
import { Button } from './button';
import { TABLE_CELL } from './data-table';
import { CONTROL } from './field';

/** On the line of the inputs' text, which are taller than a line of text. */
const PRICE_CELL = `${TABLE_CELL} pt-4 text-right tabular-nums whitespace-nowrap`;

interface LineRowProps {
  line: LineDraft;
  index: number;
  count: number;
  check: LineCheck;
  priced: PricedLine | undefined;
  /** A cell before the description (a PC build's component kind). */
  leading?: ReactNode;
  set: (patch: Partial<LineDraft>) => void;
  /** Typing the cost or the price, which may fill the other through the markup. */
  typeAmount: (field: 'unitCost' | 'unitPrice', text: string) => void;
  move: (to: number) => void;
  remove: () => void;
}

/** One editable line of LinesTable: its inputs, errors, stock note, prices and actions. */
export function LineRow({
  line,
  index,
  count,
  check,
  priced,
  leading,
  set,
  typeAmount,
  move,
  remove,
}: LineRowProps) {
  const row = `riga ${index + 1}`;
  const errorId = `${line.key}-errors`;
  const errors = [check.description, check.quantity, check.unitCost, check.unitPrice].filter(
    Boolean,
  );
  const short = stockShortfall(line);
  const cell = (name: 'description' | 'quantity' | 'unitCost' | 'unitPrice', label: string) => (
    <input
      aria-label={`${label}, ${row}`}
      aria-invalid={check[name] ? true : undefined}
      aria-describedby={check[name] ? errorId : undefined}
      inputMode={name === 'description' ? undefined : 'decimal'}
      autoComplete="off"
      className={CONTROL}
      value={line[name]}
      onChange={(event) =>
        name === 'unitCost' || name === 'unitPrice'
          ? typeAmount(name, event.target.value)
          : set({ [name]: event.target.value })
      }
    />
  );
  return (
    <tr className="border-t border-slate-300 dark:border-slate-700">
      {leading !== undefined && <td className={`${TABLE_CELL} w-44`}>{leading}</td>}
      <td className={`${TABLE_CELL} min-w-48`}>
        {cell('description', 'Descrizione')}
        {line.productId && typeof line.stock === 'number' && (
          <p
            className={`mt-1 text-sm ${short > 0 ? 'font-medium text-amber-800 dark:text-amber-200' : 'text-slate-700 dark:text-slate-300'}`}
          >
            {short > 0
              ? `Scorta insufficiente: ${plural(line.stock, 'disponibile', 'disponibili')}, ne ${pluralWord(short, 'manca', 'mancano')} ${short}`
              : `Dal magazzino: ${plural(line.stock, 'disponibile', 'disponibili')}`}
          </p>
        )}
        {errors.length > 0 && (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
            {errors.join('. ')}
          </p>
        )}
      </td>
      <td className={`${TABLE_CELL} w-24`}>{cell('quantity', 'Quantità')}</td>
      <td className={`${TABLE_CELL} w-32`}>{cell('unitCost', 'Costo unitario')}</td>
      <td className={`${TABLE_CELL} w-32`}>{cell('unitPrice', 'Prezzo unitario')}</td>
      <td className={PRICE_CELL}>{priced ? formatCents(priced.lineTotalCents) : '—'}</td>
      <td className={`${TABLE_CELL} whitespace-nowrap`}>
        <Button
          variant="ghost"
          aria-label={`Sposta su la ${row}`}
          disabled={index === 0}
          onClick={() => move(index - 1)}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          aria-label={`Sposta giù la ${row}`}
          disabled={index === count - 1}
          onClick={() => move(index + 1)}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </Button>
        <Button variant="ghost" aria-label={`Rimuovi la ${row}`} onClick={remove}>
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </td>
    </tr>
  );
}

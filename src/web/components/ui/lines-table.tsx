import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { checkLines, type LineDraft, moveLine, priceDrafts } from '../../../shared/line-drafts';
import { formatCents } from '../../../shared/money';
import { Button } from './button';
import { DataTable, TABLE_CELL } from './data-table';
import { CONTROL } from './field';

interface LinesTableProps {
  caption: string;
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  /** The document's margin and VAT, in tenths of a percent (22 % = 220). */
  marginTenths: number;
  vatTenths: number;
  /** Show field errors (after a first save attempt), not while the first line is typed. */
  showErrors: boolean;
}

const HEADINGS = [
  'Descrizione',
  'Quantità',
  'Costo unitario',
  'Prezzo unitario',
  'Totale',
  'Azioni',
];

const newLine = (): LineDraft => ({
  key: crypto.randomUUID(),
  description: '',
  quantity: '1',
  unitCost: '',
});

/**
 * The editable lines of a quote or a PC build: add, remove, reorder, and per-line and footer
 * totals from the shared pricing module, so the form shows the cents the server will store.
 */
export function LinesTable(props: LinesTableProps) {
  const { caption, lines, onChange, marginTenths, vatTenths, showErrors } = props;
  const totals = priceDrafts(lines, marginTenths, vatTenths);
  const checks = checkLines(lines);
  const set = (index: number, patch: Partial<LineDraft>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...patch } : line)));

  return (
    <div className="flex flex-col gap-3">
      <DataTable caption={caption} headings={HEADINGS}>
        {lines.map((line, index) => {
          const check = showErrors ? (checks.get(line.key) ?? {}) : {};
          const priced = totals?.lines[index];
          const row = `riga ${index + 1}`;
          const errorId = `${line.key}-errors`;
          const errors = [check.description, check.quantity, check.unitCost].filter(Boolean);
          const cell = (name: 'description' | 'quantity' | 'unitCost', label: string) => (
            <input
              aria-label={`${label}, ${row}`}
              aria-invalid={check[name] ? true : undefined}
              aria-describedby={check[name] ? errorId : undefined}
              inputMode={name === 'description' ? undefined : 'decimal'}
              autoComplete="off"
              className={CONTROL}
              value={line[name]}
              onChange={(event) => set(index, { [name]: event.target.value })}
            />
          );
          return (
            <tr key={line.key} className="border-t border-slate-300 dark:border-slate-700">
              <td className={`${TABLE_CELL} min-w-48`}>
                {cell('description', 'Descrizione')}
                {errors.length > 0 && (
                  <p
                    id={errorId}
                    className="mt-1 text-sm font-medium text-red-700 dark:text-red-300"
                  >
                    {errors.join('. ')}
                  </p>
                )}
              </td>
              <td className={`${TABLE_CELL} w-24`}>{cell('quantity', 'Quantità')}</td>
              <td className={`${TABLE_CELL} w-32`}>{cell('unitCost', 'Costo unitario')}</td>
              <td className={`${TABLE_CELL} text-right tabular-nums`}>
                {priced ? formatCents(priced.unitPriceCents) : '—'}
              </td>
              <td className={`${TABLE_CELL} text-right tabular-nums`}>
                {priced ? formatCents(priced.lineTotalCents) : '—'}
              </td>
              <td className={`${TABLE_CELL} whitespace-nowrap`}>
                <Button
                  variant="ghost"
                  aria-label={`Sposta su la ${row}`}
                  disabled={index === 0}
                  onClick={() => onChange(moveLine(lines, index, index - 1))}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Sposta giù la ${row}`}
                  disabled={index === lines.length - 1}
                  onClick={() => onChange(moveLine(lines, index, index + 1))}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Rimuovi la ${row}`}
                  onClick={() => onChange(lines.filter((_, i) => i !== index))}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </td>
            </tr>
          );
        })}
      </DataTable>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => onChange([...lines, newLine()])}
      >
        <Plus className="size-4" aria-hidden="true" />
        Aggiungi riga
      </Button>
      <dl className="ml-auto grid grid-cols-[auto_auto] gap-x-6 gap-y-1 text-right tabular-nums">
        <dt>Imponibile</dt>
        <dd>{totals ? formatCents(totals.taxableCents) : '—'}</dd>
        <dt>IVA ({(vatTenths / 10).toLocaleString('it-IT')} %)</dt>
        <dd>{totals ? formatCents(totals.vatAmountCents) : '—'}</dd>
        <dt className="font-semibold">Totale</dt>
        <dd className="font-semibold">{totals ? formatCents(totals.totalCents) : '—'}</dd>
      </dl>
    </div>
  );
}

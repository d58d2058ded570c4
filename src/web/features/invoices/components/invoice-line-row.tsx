import { Trash2 } from 'lucide-react';
import { formatRate } from '../../../../shared/format';
import {
  NATURA_CODES,
  NATURE,
  type Natura,
  VAT_RATES_HUNDREDTHS,
} from '../../../../shared/invoices/invoice-codes';
import { formatCents } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { TABLE_CELL } from '../../../components/ui/data-table';
import { CONTROL } from '../../../components/ui/field';
import { type InvoiceLineDraft, type InvoiceLineErrors, isZeroRate } from './invoice-line-drafts';

type TextKey = 'description' | 'quantity' | 'price' | 'discount';

interface InvoiceLineRowProps {
  line: InvoiceLineDraft;
  index: number;
  check: InvoiceLineErrors;
  /** The naturas that fit the customer; the line's own stays offered so a refusal shows it. */
  naturas: readonly Natura[];
  netCents: number | undefined;
  set: (patch: Partial<InvoiceLineDraft>) => void;
  remove: () => void;
}

/** One editable line of the draft: its inputs with their errors, its net amount, its actions. */
export function InvoiceLineRow(props: InvoiceLineRowProps) {
  const { line, index, check, netCents, set, remove } = props;
  const naturas = NATURA_CODES.filter(
    (code) => code === line.natura || props.naturas.includes(code),
  );
  const row = `riga ${index + 1}`;
  const errorId = `${line.key}-errors`;
  const errors = Object.values(check).filter(Boolean);
  const input = (name: TextKey, label: string, decimal = true) => (
    <input
      aria-label={`${label}, ${row}`}
      aria-invalid={check[name] ? true : undefined}
      aria-describedby={check[name] ? errorId : undefined}
      inputMode={decimal ? 'decimal' : undefined}
      autoComplete="off"
      className={CONTROL}
      value={line[name]}
      onChange={(event) => set({ [name]: event.target.value })}
    />
  );
  return (
    <tr className="border-t border-slate-300 dark:border-slate-700">
      <td className={`${TABLE_CELL} min-w-48`}>
        {input('description', 'Descrizione', false)}
        {errors.length > 0 && (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
            {errors.join('. ')}
          </p>
        )}
      </td>
      <td className={`${TABLE_CELL} w-24`}>{input('quantity', 'Quantità')}</td>
      <td className={`${TABLE_CELL} w-32`}>
        {input('price', 'Prezzo unitario')}
        <select
          aria-label={`Il prezzo è, ${row}`}
          className={`${CONTROL} mt-1 py-1 text-sm`}
          value={line.grossPrice ? 'lordo' : 'netto'}
          onChange={(event) => set({ grossPrice: event.target.value === 'lordo' })}
        >
          <option value="netto">netto</option>
          <option value="lordo">IVA inclusa</option>
        </select>
      </td>
      <td className={`${TABLE_CELL} w-28`}>
        <select
          aria-label={`IVA, ${row}`}
          aria-invalid={check.vatRate ? true : undefined}
          aria-describedby={check.vatRate ? errorId : undefined}
          className={CONTROL}
          value={line.vatRate}
          onChange={(event) => set({ vatRate: event.target.value })}
        >
          {VAT_RATES_HUNDREDTHS.map((rate) => (
            <option key={rate} value={String(rate / 100)}>
              {formatRate(rate / 100)}
            </option>
          ))}
        </select>
        {isZeroRate(line.vatRate) && (
          <select
            aria-label={`Natura, ${row}`}
            aria-invalid={check.natura ? true : undefined}
            aria-describedby={check.natura ? errorId : undefined}
            className={`${CONTROL} mt-1 py-1 text-sm`}
            value={line.natura}
            onChange={(event) => set({ natura: event.target.value })}
          >
            <option value="">Natura…</option>
            {naturas.map((code) => (
              <option key={code} value={code}>
                {`${code} – ${NATURE[code].label}`}
              </option>
            ))}
          </select>
        )}
      </td>
      <td className={`${TABLE_CELL} w-24`}>{input('discount', 'Sconto (%)')}</td>
      <td className={`${TABLE_CELL} pt-4 text-right tabular-nums whitespace-nowrap`}>
        {netCents === undefined ? '—' : formatCents(netCents)}
      </td>
      <td className={`${TABLE_CELL} whitespace-nowrap`}>
        <Button variant="ghost" aria-label={`Rimuovi la ${row}`} onClick={remove}>
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </td>
    </tr>
  );
}

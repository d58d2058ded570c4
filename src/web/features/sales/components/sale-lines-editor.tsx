import { Trash2 } from 'lucide-react';
import { NATURE } from '../../../../shared/invoices/invoice-codes';
import { formatCents } from '../../../../shared/money';
import { COUNTER_NATURE } from '../../../../shared/sales/counter-nature';
import { Button } from '../../../components/ui/button';
import { MoneyField, NumberField } from '../../../components/ui/decimal-fields';
import { SelectField, TextField } from '../../../components/ui/field';
import { DiscountFields } from './discount-fields';
import type { SaleLineDraft } from './sale-draft';

/** A free-text line's VAT: a rate, or 0 % with its natura (a warehouse line: the ordinary rate). */
const VAT_CHOICES = [
  ...['22', '10', '5', '4'].map((rate) => ({ value: rate, label: `${rate} %` })),
  ...COUNTER_NATURE.map((code) => ({ value: code, label: `0 % – ${code} ${NATURE[code].label}` })),
];

interface SaleLinesEditorProps {
  lines: SaleLineDraft[];
  lineTotals: number[];
  onChange: (lines: SaleLineDraft[]) => void;
  /** The server's refusal of a line's field, by its index and name. */
  errorOf: (index: number, field: string) => string | undefined;
}

/**
 * The sale's lines, one group each: quantity, the discount beside the list price (kept visible),
 * the line's total; a free-text line also says what it is, its price and VAT rate.
 */
export function SaleLinesEditor({ lines, lineTotals, onChange, errorOf }: SaleLinesEditorProps) {
  const set = (key: string, patch: Partial<SaleLineDraft>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  return (
    <ol className="flex flex-col gap-3">
      {lines.map((line, index) => {
        const name = line.description || `Riga ${index + 1}`;
        return (
          <li
            key={line.key}
            aria-label={name}
            className="grid gap-3 rounded-md border border-slate-300 p-3 sm:grid-cols-6 dark:border-slate-700"
          >
            {line.productId ? (
              <p className="font-semibold sm:col-span-6">{line.description}</p>
            ) : (
              <TextField
                label="Descrizione"
                className="sm:col-span-6"
                value={line.description}
                error={errorOf(index, 'description')}
                onChange={(event) => set(line.key, { description: event.target.value })}
              />
            )}
            <NumberField
              label="Quantità"
              value={line.quantity}
              error={errorOf(index, 'quantity')}
              onChange={(event) => set(line.key, { quantity: event.target.value })}
            />
            {line.productId ? (
              <p className="text-sm sm:col-span-2">
                Prezzo di listino
                <span className="block text-base font-semibold">
                  {line.unitPrice.trim() ? `${line.unitPrice} €` : '—'}
                </span>
              </p>
            ) : (
              <>
                <MoneyField
                  label="Prezzo (€)"
                  value={line.unitPrice}
                  error={errorOf(index, 'unit_price')}
                  onChange={(event) => set(line.key, { unitPrice: event.target.value })}
                />
                <SelectField
                  label="IVA"
                  value={line.vatRate}
                  error={errorOf(index, 'vat_rate') ?? errorOf(index, 'natura')}
                  onChange={(event) => set(line.key, { vatRate: event.target.value })}
                >
                  {VAT_CHOICES.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </SelectField>
              </>
            )}
            <DiscountFields
              label="Sconto"
              className="sm:col-span-2"
              value={line.discount}
              error={errorOf(index, 'discount')}
              onChange={(discount) => set(line.key, { discount })}
            />
            <p className="self-end pb-2 text-right font-semibold">
              <span className="sr-only">Totale riga: </span>
              {formatCents(lineTotals[index] ?? 0)}
            </p>
            <div className="self-end">
              <Button
                variant="ghost"
                onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Togli<span className="sr-only"> {name}</span>
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

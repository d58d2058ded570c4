import { MONTH_NAMES } from '../../../../shared/format';
import {
  INVOICE_KIND_LABELS,
  INVOICE_STATUS_LABELS,
} from '../../../../shared/invoices/invoice-codes';
import { TRANSMISSION_LABELS } from '../../../../shared/sdi/sdi-transmission';
import { SelectField } from '../../../components/ui/field';
import { SearchBox } from '../../../components/ui/list-controls';
import { type InvoiceFilters, MONTHS } from '../api/invoices-api';

/** This year and the nine before it: invoices are kept ten years. */
function years(): string[] {
  const now = new Date().getFullYear();
  return Array.from({ length: 10 }, (_, i) => String(now - i));
}

type Option = [value: string, text: string];

interface InvoiceFiltersProps {
  filters: InvoiceFilters;
  onChange: (change: Partial<InvoiceFilters>, options?: { typing?: boolean }) => void;
}

/**
 * The list's search (number, customer, codice fiscale, P.IVA) and its five selects. A month
 * belongs to a year: picking one with no year picks this year too, clearing the year clears it.
 */
export function InvoiceFilterControls({ filters, onChange }: InvoiceFiltersProps) {
  const select = (
    name: keyof InvoiceFilters,
    label: string,
    options: Option[],
    change: (value: string) => Partial<InvoiceFilters> = (value) => ({ [name]: value }),
  ) => (
    <SelectField
      label={label}
      value={filters[name]}
      onChange={(event) => onChange(change(event.target.value))}
    >
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </SelectField>
  );
  return (
    <search className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6 lg:items-end">
      <SearchBox
        placeholder="Numero, cliente, codice fiscale o P.IVA…"
        className="sm:col-span-2 lg:col-span-1"
        value={filters.q}
        onCommit={(q) => onChange({ q }, { typing: true })}
      />
      {select(
        'year',
        'Anno',
        [['', 'Tutti gli anni'], ...years().map((y): Option => [y, y])],
        (year) => (year ? { year } : { year, month: '' }),
      )}
      {select(
        'month',
        'Mese',
        [['', 'Tutti i mesi'], ...MONTHS.map((m, i): Option => [m, MONTH_NAMES[i] ?? m])],
        (month) => (month && !filters.year ? { month, year: years()[0] } : { month }),
      )}
      {select('status', 'Stato', [
        ['', 'Tutti gli stati'],
        ...Object.entries(INVOICE_STATUS_LABELS),
      ])}
      {select('kind', 'Tipo', [['', 'Tutti i tipi'], ...Object.entries(INVOICE_KIND_LABELS)])}
      {select('sdi', 'Stato SDI', [
        ['', 'Tutti gli stati SDI'],
        ...Object.entries(TRANSMISSION_LABELS),
      ])}
    </search>
  );
}

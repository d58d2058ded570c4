import { SelectField } from '../../../components/ui/field';
import { SearchBox } from '../../../components/ui/list-controls';
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS } from '../api/invoice-types';
import type { InvoiceFilters } from '../api/invoices-api';

const MONTH_NAMES = Array.from({ length: 12 }, (_, i) =>
  new Date(2000, i, 1).toLocaleString('it-IT', { month: 'long' }),
);

/** This year and the ones before it: invoices are kept ten years. */
function years(): string[] {
  const now = new Date().getFullYear();
  return Array.from({ length: 10 }, (_, i) => String(now - i));
}

interface InvoiceFiltersProps {
  filters: InvoiceFilters;
  onChange: (change: Partial<InvoiceFilters>, options?: { typing?: boolean }) => void;
}

/** The list's search (number, customer, codice fiscale, P.IVA) and its four selects. */
export function InvoiceFilterControls({ filters, onChange }: InvoiceFiltersProps) {
  const select = (name: keyof InvoiceFilters, label: string, options: [string, string][]) => (
    <SelectField
      label={label}
      value={filters[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
    >
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </SelectField>
  );
  return (
    <search className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <SearchBox
        placeholder="Numero, cliente, codice fiscale o P.IVA…"
        className="sm:col-span-2 lg:col-span-1"
        value={filters.q}
        onCommit={(q) => onChange({ q }, { typing: true })}
      />
      {select('year', 'Anno', [
        ['', 'Tutti gli anni'],
        ...years().map((y): [string, string] => [y, y]),
      ])}
      {select('month', 'Mese', [
        ['', 'Tutti i mesi'],
        ...MONTH_NAMES.map((name, i): [string, string] => [String(i + 1).padStart(2, '0'), name]),
      ])}
      {select('status', 'Stato', [
        ['', 'Tutti gli stati'],
        ...Object.entries(INVOICE_STATUS_LABELS),
      ])}
      {select('kind', 'Tipo', [['', 'Tutti i tipi'], ...Object.entries(INVOICE_KIND_LABELS)])}
    </search>
  );
}

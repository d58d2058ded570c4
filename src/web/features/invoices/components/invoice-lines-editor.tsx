import { Plus } from 'lucide-react';
import { moveLine } from '../../../../shared/line-drafts';
import { formatCents } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import {
  blankInvoiceLine,
  checkInvoiceLines,
  draftTotals,
  type InvoiceLineDraft,
} from './invoice-line-drafts';
import { InvoiceLineRow } from './invoice-line-row';
import { rateText } from './invoice-lines';

const HEADINGS = [
  'Descrizione',
  'Quantità',
  'Prezzo unitario',
  'IVA (%)',
  'Sconto (%)',
  'Importo netto',
  'Azioni',
];

interface InvoiceLinesEditorProps {
  lines: InvoiceLineDraft[];
  onChange: (lines: InvoiceLineDraft[]) => void;
  /** A new line's rate (Settings → Fatturazione). */
  defaultVatRate: string;
  showErrors: boolean;
}

/**
 * The draft's lines (the kit's LinesTable prices one VAT rate with a markup on cost; an invoice
 * line has its own rate or natura, a discount and a net or VAT-included price): add, reorder,
 * remove, and the totals per rate as the XML's summary will carry them.
 */
export function InvoiceLinesEditor({
  lines,
  onChange,
  defaultVatRate,
  showErrors,
}: InvoiceLinesEditorProps) {
  const totals = draftTotals(lines);
  const checks = checkInvoiceLines(lines);
  const cents = (value: number | undefined) => (value === undefined ? '—' : formatCents(value));
  return (
    <div className="flex flex-col gap-3">
      <DataTable caption="Righe della fattura" headings={HEADINGS}>
        {lines.map((line, index) => (
          <InvoiceLineRow
            key={line.key}
            line={line}
            index={index}
            count={lines.length}
            check={showErrors ? (checks.get(line.key) ?? {}) : {}}
            netCents={totals?.lines[index]}
            set={(patch) => onChange(lines.map((l, i) => (i === index ? { ...l, ...patch } : l)))}
            move={(to) => onChange(moveLine(lines, index, to))}
            remove={() => onChange(lines.filter((_, i) => i !== index))}
          />
        ))}
      </DataTable>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => onChange([...lines, blankInvoiceLine(defaultVatRate)])}
      >
        <Plus className="size-4" aria-hidden="true" />
        Aggiungi riga
      </Button>
      <dl className="ml-auto grid grid-cols-[auto_auto_auto] gap-x-6 gap-y-1 text-right tabular-nums">
        {totals?.rates.map((row) => (
          <div key={`${row.rate}-${row.natura}`} className="contents">
            <dt>{`Imponibile ${rateText(row.rate / 100, row.natura)}`}</dt>
            <dd>{cents(row.taxableCents)}</dd>
            <dd>{`IVA ${cents(row.vatCents)}`}</dd>
          </div>
        ))}
        <dt className="font-semibold">Totale</dt>
        <dd className="font-semibold">{cents(totals?.totalCents)}</dd>
        <dd />
      </dl>
    </div>
  );
}

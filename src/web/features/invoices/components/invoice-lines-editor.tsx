import { Plus } from 'lucide-react';
import { STAMP_DUTY_BORNE, STAMP_DUTY_LINE } from '../../../../shared/invoices/invoice-codes';
import type { InvoiceSellerDto } from '../../../../shared/invoices/invoice-dto';
import { type Buyer, naturasFor } from '../../../../shared/invoices/natura-rules';
import { formatCents } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import {
  blankInvoiceLine,
  draftTotals,
  type InvoiceLineDraft,
  type InvoiceLineErrors,
} from './invoice-line-drafts';
import { InvoiceLineRow } from './invoice-line-row';
import { rateText } from './invoice-lines';

const HEADINGS = [
  'Descrizione',
  'Quantità',
  'Prezzo unitario',
  'IVA (%)',
  'Sconto (%)',
  'Imponibile',
  'Azioni',
];

interface InvoiceLinesEditorProps {
  lines: InvoiceLineDraft[];
  onChange: (lines: InvoiceLineDraft[]) => void;
  /** A new line's rate (Settings → Fatturazione). */
  defaultVatRate: string;
  /** The shop when known: a forfettario shop's lines carry no VAT; who bears the stamp duty. */
  shop?: Pick<InvoiceSellerDto, 'regime_fiscale' | 'stamp_duty_bearer'>;
  /** What the server refused on each line, by line key. */
  errors: Map<string, InvoiceLineErrors>;
  /** The draft's customer as saved (null: none yet): the naturas offered fit it. */
  buyer: Buyer | null;
}

/**
 * The draft's lines. Not the kit's LinesTable: that prices a whole document at one VAT rate with
 * a markup on cost, while an invoice line has its own rate or natura, a discount and a net or
 * VAT-included price. Add, remove, and the totals per rate as the XML will carry them.
 */
export function InvoiceLinesEditor(props: InvoiceLinesEditorProps) {
  const { lines, onChange, errors } = props;
  const totals = draftTotals(lines, props.shop);
  const cents = (value: number | undefined) => (value === undefined ? '—' : formatCents(value));
  return (
    <div className="flex flex-col gap-3">
      <DataTable caption="Righe della fattura" headings={HEADINGS}>
        {lines.map((line, index) => (
          <InvoiceLineRow
            key={line.key}
            line={line}
            index={index}
            check={errors.get(line.key) ?? {}}
            naturas={naturasFor(props.buyer)}
            netCents={totals?.lines[index]?.lineTotalCents}
            set={(patch) => onChange(lines.map((l, i) => (i === index ? { ...l, ...patch } : l)))}
            remove={() => onChange(lines.filter((_, i) => i !== index))}
          />
        ))}
      </DataTable>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => onChange([...lines, blankInvoiceLine(props.defaultVatRate)])}
      >
        <Plus className="size-4" aria-hidden="true" />
        Aggiungi riga
      </Button>
      <dl className="ml-auto grid grid-cols-[auto_auto] gap-x-6 gap-y-1 text-right tabular-nums">
        {totals?.summary.map((row) => (
          <div key={`${row.vatRateHundredths}-${row.natura}`} className="contents">
            <dt>{`Imponibile ${rateText(row.vatRateHundredths / 100, row.natura)}`}</dt>
            <dd>{`${cents(row.taxableCents)} · IVA ${cents(row.vatCents)}`}</dd>
          </div>
        ))}
        {totals && totals.stampDutyCents > 0 && (
          <>
            <dt>{totals.stampDutyCharged ? STAMP_DUTY_LINE : STAMP_DUTY_BORNE}</dt>
            <dd>{cents(totals.stampDutyCents)}</dd>
          </>
        )}
        {totals?.roundingCents ? (
          <>
            <dt>Arrotondamento</dt>
            <dd>{cents(totals.roundingCents)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Totale</dt>
        <dd className="font-semibold">{cents(totals?.totalCents)}</dd>
      </dl>
    </div>
  );
}

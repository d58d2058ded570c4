import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatRate } from '../../../shared/format';
import {
  checkLines,
  type LineDraft,
  moveLine,
  priceDrafts,
  typeAmount,
} from '../../../shared/line-drafts';
import { formatCents } from '../../../shared/money';
import type { PriceListEntryDto } from '../../../shared/price-list/price-list';
import { marginShareTenths } from '../../../shared/pricing';
import { euroText } from '../../lib/decimal-text';
import type { ProductPick } from '../../lib/product-search';
import { Button } from './button';
import { DataTable } from './data-table';
import { LineRow } from './line-row';
import { SearchCombobox } from './search-combobox';
import { WarehousePicker } from './warehouse-picker';

export interface LinesTableProps {
  caption: string;
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  /** The document's markup (ricarico) in tenths of a percent, its VAT rate in hundredths (22 % = 2200). */
  marginTenths: number;
  vatHundredths: number;
  /** Show field errors (after a first save attempt), not while the first line is typed. */
  showErrors: boolean;
  /**
   * Offer "Aggiungi dal magazzino" (with *Scansiona*): a picked product becomes a line at its
   * price, with its cost.
   */
  products?: boolean;
  /** A column before the description (e.g. a PC build's component kind). */
  leading?: {
    heading: string;
    cell: (line: LineDraft, index: number, set: (patch: Partial<LineDraft>) => void) => ReactNode;
  };
  /** The kind of a new line, for documents whose lines carry one. */
  newLine?: () => Partial<LineDraft>;
  /** What else a picked product sets on its line (a PC build: the kind its category names). */
  picked?: (product: ProductPick) => Partial<LineDraft>;
  /** Offer "Aggiungi dal listino": a repair of the price list as its parts and labour. */
  priceList?: boolean;
}

// The price list's search and lines load on first use: the form routes sit near their budget.
const priceListLines = () => import('../../lib/price-list-lines');

const HEADINGS = [
  'Descrizione',
  'Quantità',
  'Costo unitario',
  'Prezzo unitario',
  'Totale',
  'Azioni',
];

const blankLine = (): LineDraft => ({
  key: crypto.randomUUID(),
  description: '',
  quantity: '1',
  unitCost: '',
  unitPrice: '',
});

/** A picked product as a line: its name, selling price, purchase cost (if known) and stock. */
const lineOf = (product: ProductPick): Partial<LineDraft> => ({
  description: product.name,
  unitPrice: euroText(product.price),
  unitCost: euroText(product.cost),
  productId: product.id,
  stock: product.quantity,
});

/**
 * The editable lines of a quote or a PC build: add (typed, or picked from the warehouse), remove,
 * reorder, and per-line and footer totals from the shared pricing module, so the form shows the
 * cents the server will store.
 */
export function LinesTable(props: LinesTableProps) {
  const { caption, lines, onChange, marginTenths, vatHundredths, showErrors, leading } = props;
  const totals = priceDrafts(lines, marginTenths, vatHundredths);
  const checks = checkLines(lines);
  const add = (...patches: Partial<LineDraft>[]) =>
    onChange([
      ...lines,
      ...(patches.length > 0 ? patches : [{}]).map((patch) => ({
        ...blankLine(),
        ...props.newLine?.(),
        ...patch,
      })),
    ]);
  const share = totals ? marginShareTenths(totals.marginAmountCents, totals.taxableCents) : null;
  const amount = (cents: number | undefined) => (cents === undefined ? '—' : formatCents(cents));

  return (
    <div className="flex flex-col gap-3">
      <DataTable caption={caption} headings={leading ? [leading.heading, ...HEADINGS] : HEADINGS}>
        {lines.map((line, index) => {
          const set = (patch: Partial<LineDraft>) =>
            onChange(lines.map((l, i) => (i === index ? { ...l, ...patch } : l)));
          return (
            <LineRow
              key={line.key}
              line={line}
              index={index}
              count={lines.length}
              check={showErrors ? (checks.get(line.key) ?? {}) : {}}
              priced={totals?.lines[index]}
              leading={leading?.cell(line, index, set)}
              set={set}
              typeAmount={(field, text) => set(typeAmount(line, field, text, marginTenths))}
              move={(to) => onChange(moveLine(lines, index, to))}
              remove={() => onChange(lines.filter((_, i) => i !== index))}
            />
          );
        })}
      </DataTable>
      <div className="flex flex-wrap items-end gap-3">
        <Button variant="secondary" onClick={() => add()}>
          <Plus className="size-4" aria-hidden="true" />
          Aggiungi riga
        </Button>
        {props.products && (
          <WarehousePicker
            onPick={(product) => add({ ...lineOf(product), ...props.picked?.(product) })}
          />
        )}
        {props.priceList && (
          <div className="min-w-64 flex-1">
            <SearchCombobox<PriceListEntryDto>
              label="Aggiungi dal listino"
              value=""
              valueLabel=""
              onChange={(option) => {
                const entry = option?.item;
                if (entry)
                  void priceListLines().then((m) => add(...m.linesOfEntry(entry, vatHundredths)));
              }}
              search={async (text, signal) =>
                (await priceListLines()).searchPriceList(text, signal)
              }
              queryKey={['/api/price-list', 'pick']}
              hint="Ricambi e manodopera al prezzo del listino."
            />
          </div>
        )}
      </div>
      <dl className="ml-auto grid grid-cols-[auto_auto] gap-x-6 gap-y-1 text-right tabular-nums">
        <dt>Imponibile</dt>
        <dd>{amount(totals?.taxableCents)}</dd>
        <dt>IVA ({formatRate(vatHundredths / 100)})</dt>
        <dd>{amount(totals?.vatAmountCents)}</dd>
        <dt className="font-semibold">Totale</dt>
        <dd className="font-semibold">{amount(totals?.totalCents)}</dd>
        <dt className="text-slate-700 dark:text-slate-300">Margine</dt>
        <dd className="text-slate-700 dark:text-slate-300">
          {amount(totals?.marginAmountCents)}
          {share === null ? '' : ` (${formatRate(share / 10)})`}
        </dd>
      </dl>
    </div>
  );
}

import {
  formatCalendarDate,
  formatCount,
  formatDecimal,
  formatEuro,
  formatRate,
} from '../../../../shared/format';
import type { SupplierInvoiceDto } from '../../../../shared/inventory/supplier-invoices';
import { documentTypeLabel } from '../../../../shared/invoices/invoice-codes';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';

const HEADINGS = ['Riga', 'Codice', 'Descrizione', 'Quantità', 'Prezzo unitario', 'IVA', 'Totale'];
const NUMBER_CELL = `${TABLE_CELL} text-right tabular-nums whitespace-nowrap`;

type Line = SupplierInvoiceDto['lines'][number];

/** A line's pieces: the file's Quantita, one when it has none. */
export const pieces = (line: Line) => Number(line.quantity ?? 1);

/** What the server loaded, in words: one sentence per goods line, then the others. */
export function loadedSummary(invoice: SupplierInvoiceDto): string {
  const goods = invoice.lines
    .filter((line) => line.kind === 'goods')
    .map(
      (line) =>
        `${formatCount(pieces(line))} pz di ${line.product_name ?? 'prodotto'} a ${formatEuro(line.total / pieces(line))} l'uno`,
    );
  const others = invoice.lines.filter((line) => line.kind === 'non_goods').length;
  return `Caricati a magazzino: ${goods.join('; ') || 'nessun articolo'}. Righe non merce: ${others}.`;
}

/** Every CodiceArticolo of the line with its CodiceTipo, as the file lists them. */
const codesText = (line: Line) =>
  line.codes.map((c) => (c.type ? `${c.type} ${c.value}` : c.value)).join(', ') || '—';

/** What the line became on loading, or nothing while the invoice waits. */
export function lineOutcome(line: Line): string {
  if (line.kind === 'non_goods') return 'Non è merce';
  if (line.kind === 'goods') return `Caricata: ${line.product_name ?? 'prodotto'}`;
  return '';
}

/** The readable invoice: who, which document, its lines and totals, its attachments and file. */
export function SupplierInvoiceView({ invoice }: { invoice: SupplierInvoiceDto }) {
  const base = `/api/supplier-invoices/${invoice.id}`;
  const facts: [string, string][] = [
    ['Fornitore', invoice.supplier_name],
    ['P.IVA', invoice.supplier_vat_number ?? '—'],
    ['Numero', invoice.number],
    ['Data', formatCalendarDate(invoice.date)],
    [
      'Tipo documento',
      `${documentTypeLabel(invoice.document_type)}${invoice.self_invoice ? ' (autofattura)' : ''}`,
    ],
    ['Totale documento', invoice.total === null ? 'non indicato' : formatEuro(invoice.total)],
    ['Imponibile delle righe', formatEuro(invoice.lines_total)],
    ['Ordini citati', invoice.order_numbers.join(', ') || '—'],
    [
      'Scadenze',
      invoice.payments
        .map(
          (p) =>
            `${p.due_date ? formatCalendarDate(p.due_date) : 'senza data'}: ${formatEuro(p.amount)} (${p.method})`,
        )
        .join('; ') || '—',
    ],
    ['Ricevuta', invoice.source === 'sdi' ? 'dallo SDI' : 'caricata a mano'],
  ];
  const loaded = invoice.stock_loaded_at !== null;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="invoice-lines" className="flex flex-col gap-3">
        <h2 id="invoice-lines" className="text-lg font-semibold">
          Righe della fattura
        </h2>
        <DataTable
          caption="Righe della fattura"
          headings={loaded ? [...HEADINGS, 'Magazzino'] : HEADINGS}
        >
          {invoice.lines.map((line) => (
            <tr key={line.id} className="border-t border-slate-300 dark:border-slate-700">
              <td className={NUMBER_CELL}>{line.line_number}</td>
              <td className={`${TABLE_CELL} font-mono`}>{codesText(line)}</td>
              <th scope="row" className={`${TABLE_CELL} text-left font-medium`}>
                {line.description}
              </th>
              <td className={NUMBER_CELL}>
                {line.quantity === null ? '—' : formatDecimal(Number(line.quantity))}{' '}
                {line.unit ?? ''}
              </td>
              <td
                className={NUMBER_CELL}
              >{`${formatDecimal(Number(line.unit_price), 8)}\u00a0€`}</td>
              <td className={NUMBER_CELL}>{formatRate(Number(line.vat_rate))}</td>
              <td className={NUMBER_CELL}>{formatEuro(line.total)}</td>
              {loaded && <td className={TABLE_CELL}>{lineOutcome(line)}</td>}
            </tr>
          ))}
        </DataTable>
      </section>
      <section aria-labelledby="invoice-files" className="flex flex-col gap-2">
        <h2 id="invoice-files" className="text-lg font-semibold">
          File e allegati
        </h2>
        <ul className="flex flex-col gap-1">
          <li>
            <a className="underline" href={`${base}/file`} download>
              File originale: {invoice.file_name}
            </a>
          </li>
          {invoice.attachments.map((attachment) => (
            <li key={attachment.n}>
              <a className="underline" href={`${base}/attachments/${attachment.n}`} download>
                Allegato: {attachment.name}
              </a>
              {attachment.description && ` — ${attachment.description}`}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { formatDecimal, formatEuro, formatRate } from '../../../../shared/format';
import { STAMP_DUTY_BORNE, STAMP_DUTY_LINE } from '../../../../shared/invoices/invoice-codes';
import type { InvoiceDto } from '../../../../shared/invoices/invoice-dto';
import { PRINT_HEADING } from '../../../components/layout/print-document';
import { TABLE_CELL } from '../../../components/ui/data-table';

const NUMBER = `${TABLE_CELL} text-right tabular-nums whitespace-nowrap`;

/** A line's or a summary's rate: "22 %", or the natura of a zero-rated line. */
export function rateText(vatRate: number, natura: string | null): string {
  return natura ? `0 % (${natura})` : formatRate(vatRate);
}

function Head({ cells }: { cells: string[] }) {
  return (
    <thead className="border-b border-slate-400">
      <tr>
        {cells.map((cell, i) => (
          <th key={cell} scope="col" className={i === 0 ? `${TABLE_CELL} text-left` : NUMBER}>
            {cell}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * The invoice's lines as stored: price as typed (net, or VAT included), rate, discount, net.
 * Six columns of amounts are wider than a phone: on screen the table scrolls inside itself (by
 * keyboard too), so the page and the dialogs over it keep the screen's width; paper shows it all.
 */
export function InvoiceLines({ invoice }: { invoice: InvoiceDto }) {
  return (
    <section
      aria-label="Dettaglio"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
      tabIndex={0}
      className="relative overflow-x-auto print:overflow-visible"
    >
      <table className="w-full text-sm">
        <caption className={`${PRINT_HEADING} text-left`}>Dettaglio</caption>
        <Head cells={['Descrizione', 'Q.tà', 'Prezzo unitario', 'Sconto', 'IVA', 'Imponibile']} />
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.id} className="border-b border-slate-200 dark:border-slate-700">
              <td className={`${TABLE_CELL} break-words`}>
                {line.description}
                {line.article_code && (
                  <span className="block text-xs">{`${line.article_code.type} ${line.article_code.value}`}</span>
                )}
              </td>
              <td className={NUMBER}>{formatDecimal(line.quantity)}</td>
              <td className={NUMBER}>
                {formatEuro(line.unit_price)}
                {line.price_includes_vat && <span className="block text-xs">IVA inclusa</span>}
              </td>
              <td className={NUMBER}>
                {line.discount_percent ? formatRate(line.discount_percent) : '—'}
              </td>
              <td className={NUMBER}>{rateText(line.vat_rate, line.natura)}</td>
              <td className={NUMBER}>{formatEuro(line.line_total)}</td>
            </tr>
          ))}
          {invoice.stamp_duty_charged && (
            <tr className="border-b border-slate-200 dark:border-slate-700">
              <td className={TABLE_CELL}>{STAMP_DUTY_LINE}</td>
              <td className={NUMBER}>{formatDecimal(1)}</td>
              <td className={NUMBER}>{formatEuro(invoice.stamp_duty)}</td>
              <td className={NUMBER}>—</td>
              <td className={NUMBER}>{rateText(0, 'N1')}</td>
              <td className={NUMBER}>{formatEuro(invoice.stamp_duty)}</td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}

/** One row per rate or natura (the XML's DatiRiepilogo), then stamp duty and the total. */
export function InvoiceSummary({ invoice }: { invoice: InvoiceDto }) {
  return (
    <section className="break-inside-avoid">
      <table className="w-full text-sm">
        <caption className={`${PRINT_HEADING} text-left`}>Riepilogo per aliquota</caption>
        <Head cells={['Aliquota', 'Imponibile', 'Imposta']} />
        <tbody>
          {invoice.summary.map((row) => (
            <tr
              key={`${row.vat_rate}-${row.natura ?? ''}`}
              className="border-b border-slate-200 dark:border-slate-700"
            >
              <td className={TABLE_CELL}>
                {rateText(row.vat_rate, row.natura)}
                {row.legal_reference && (
                  <span className="block text-xs">{row.legal_reference}</span>
                )}
              </td>
              <td className={NUMBER}>{formatEuro(row.taxable)}</td>
              <td className={NUMBER}>{formatEuro(row.vat_amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 ml-auto grid max-w-xs grid-cols-2 gap-1 text-sm tabular-nums">
        <dt>Imponibile</dt>
        <dd className="text-right">{formatEuro(invoice.taxable)}</dd>
        <dt>IVA</dt>
        <dd className="text-right">{formatEuro(invoice.vat_amount)}</dd>
        {invoice.stamp_duty > 0 && !invoice.stamp_duty_charged && (
          <>
            <dt>{STAMP_DUTY_BORNE}</dt>
            <dd className="text-right">{formatEuro(invoice.stamp_duty)}</dd>
          </>
        )}
        {invoice.rounding !== 0 && (
          <>
            <dt>Arrotondamento</dt>
            <dd className="text-right">{formatEuro(invoice.rounding)}</dd>
          </>
        )}
        <dt className="text-base font-bold">Totale documento</dt>
        <dd className="text-right text-base font-bold">{formatEuro(invoice.total)}</dd>
      </dl>
    </section>
  );
}

import { formatCalendarDate, formatDate, formatEuro } from '../../../../shared/format';
import {
  QUOTE_MESSAGES,
  QUOTE_STATUS_BADGES,
  type QuoteDto,
} from '../../../../shared/quotes/quotes';
import { PRINT_HEADING, PrintDocument } from '../../../components/layout/print-document';
import { StatusBadge } from '../../../components/ui/badge';
import { TABLE_CELL } from '../../../components/ui/data-table';
import type { PublicShop } from '../../../lib/public-shop';

const NUMBER = `${TABLE_CELL} text-right tabular-nums whitespace-nowrap`;

/**
 * The quote as the customer sees it, on screen and on A4 paper: the shop's letterhead, the
 * customer, the lines with their prices (never the cost or the margin), taxable, VAT and total,
 * expiry, notes, payment information and terms.
 */
export function QuoteDocument({ quote, shop }: { quote: QuoteDto; shop: PublicShop | undefined }) {
  return (
    <PrintDocument
      label={`Preventivo ${quote.quote_number}`}
      shop={shop}
      heading={
        <div className="text-right">
          <p className="text-sm">Preventivo</p>
          <h1 className="font-mono text-2xl font-bold">{quote.quote_number}</h1>
          <p className="text-sm">{`Del ${formatDate(quote.created_at)}`}</p>
          <p className="text-sm">
            {`Valido fino al: ${quote.expiry_date ? formatCalendarDate(quote.expiry_date) : QUOTE_MESSAGES.noExpiry}`}
          </p>
          <p className="mt-2 print:hidden">
            <StatusBadge value={quote.status} colours={QUOTE_STATUS_BADGES} />
          </p>
        </div>
      }
    >
      <section>
        <h2 className={PRINT_HEADING}>Cliente</h2>
        <p className="font-medium">{quote.customer_name}</p>
        {[quote.customer_email, quote.customer_phone].filter(Boolean).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
      <section>
        <table className="w-full text-sm">
          <caption className={`${PRINT_HEADING} text-left`}>Dettaglio</caption>
          <thead className="border-b border-slate-400">
            <tr>
              <th scope="col" className={`${TABLE_CELL} text-left`}>
                Descrizione
              </th>
              <th scope="col" className={NUMBER}>
                Q.tà
              </th>
              <th scope="col" className={NUMBER}>
                Prezzo unitario
              </th>
              <th scope="col" className={NUMBER}>
                Totale
              </th>
            </tr>
          </thead>
          <tbody>
            {quote.items.map((item) => (
              <tr key={item.id} className="border-b border-slate-200 dark:border-slate-700">
                <td className={`${TABLE_CELL} break-words`}>{item.description}</td>
                <td className={NUMBER}>{item.quantity}</td>
                <td className={NUMBER}>{formatEuro(item.unit_price)}</td>
                <td className={NUMBER}>{formatEuro(item.line_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-3 ml-auto grid max-w-xs grid-cols-2 gap-1 text-sm tabular-nums">
          <dt>Imponibile</dt>
          <dd className="text-right">{formatEuro(quote.taxable)}</dd>
          <dt>{`IVA ${quote.vat_rate.toLocaleString('it-IT')}%`}</dt>
          <dd className="text-right">{formatEuro(quote.vat_amount)}</dd>
          <dt className="text-base font-bold">Totale</dt>
          <dd className="text-right text-base font-bold">{formatEuro(quote.total_amount)}</dd>
        </dl>
      </section>
      {quote.notes && (
        <section className="break-inside-avoid">
          <h2 className={PRINT_HEADING}>Note</h2>
          <p className="whitespace-pre-line">{quote.notes}</p>
        </section>
      )}
      {shop?.payment_info && (
        <section className="break-inside-avoid">
          <h2 className={PRINT_HEADING}>Pagamento</h2>
          <p className="whitespace-pre-line">{shop.payment_info}</p>
        </section>
      )}
      {shop?.terms && (
        <section className="break-inside-avoid">
          <h2 className={PRINT_HEADING}>Termini e condizioni</h2>
          <p className="text-xs whitespace-pre-line">{shop.terms}</p>
        </section>
      )}
    </PrintDocument>
  );
}

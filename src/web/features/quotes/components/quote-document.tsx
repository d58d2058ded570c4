import { formatCalendarDate, formatDate } from '../../../../shared/format';
import {
  QUOTE_MESSAGES,
  QUOTE_STATUS_BADGES,
  type QuoteDto,
} from '../../../../shared/quotes/quotes';
import {
  PrintDocument,
  PrintedClosing,
  PrintedCustomer,
} from '../../../components/layout/print-document';
import { PrintedLines } from '../../../components/layout/printed-lines';
import { StatusBadge } from '../../../components/ui/badge';
import type { PublicShop } from '../../../lib/public-shop';

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
      <PrintedCustomer
        name={quote.customer_name}
        email={quote.customer_email}
        phone={quote.customer_phone_display}
      />
      <PrintedLines
        caption="Dettaglio"
        lines={quote.items}
        taxable={quote.taxable}
        vatRate={quote.vat_rate}
        vatAmount={quote.vat_amount}
        total={quote.total_amount}
      />
      <PrintedClosing notes={quote.notes} shop={shop} />
    </PrintDocument>
  );
}

import { formatCalendarDate, formatDate } from '../../../../shared/format';
import {
  QUOTE_MESSAGES,
  QUOTE_STATUS_BADGES,
  type QuoteDto,
} from '../../../../shared/quotes/quotes';
import { PricedDocument } from '../../../components/layout/priced-document';
import { StatusBadge } from '../../../components/ui/badge';
import type { PublicShop } from '../../../lib/public-shop';

/**
 * The quote as the customer sees it, on screen and on A4 paper: the shop's letterhead, the
 * customer, the lines with their prices (never the cost or the margin), taxable, VAT and total,
 * expiry, notes, payment information and terms.
 */
export function QuoteDocument({ quote, shop }: { quote: QuoteDto; shop: PublicShop | undefined }) {
  return (
    <PricedDocument
      label={`Preventivo ${quote.quote_number}`}
      shop={shop}
      caption="Dettaglio"
      doc={quote}
      lines={quote.items}
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
    />
  );
}

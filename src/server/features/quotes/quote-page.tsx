/** @jsxImportSource hono/jsx */
import { formatCalendarDate, formatDateTime } from '../../../shared/format';
import { publicQuotePath } from '../../../shared/paths';
import {
  PUBLIC_QUOTE_MESSAGES,
  QUOTE_STATUS_BADGES,
  type QuoteAnswer,
} from '../../../shared/quotes/quotes';
import type { PublicShop } from '../public/shop';
import { PREVIEW_BADGE } from '../public/staff-preview';
import { BUTTON_PRIMARY, BUTTON_SECONDARY, Card } from '../public/views/layout';
import { PricedLines } from '../public/views/priced-lines';
import { ShopPage } from '../public/views/shop-header';
import type { PublicQuote } from './public-quote.service';

/** ?risposta= in the page's address: the confirmation step of an answer. */
export const ANSWER_WORDS: Record<string, QuoteAnswer> = { accetto: 'accept', rifiuto: 'refuse' };

/** Accetto / Rifiuto, then a second step that asks again and posts (no JavaScript needed). */
function Answer(props: { quote: PublicQuote; confirming: QuoteAnswer | null }) {
  const { quote, confirming } = props;
  const path = publicQuotePath(quote.id);
  if (confirming) {
    const accept = confirming === 'accept';
    return (
      <Card>
        <h2 class="text-lg font-semibold">
          {accept ? PUBLIC_QUOTE_MESSAGES.confirmAccept : PUBLIC_QUOTE_MESSAGES.confirmRefuse}
        </h2>
        <form
          method="post"
          action={`${path}/risposta`}
          class="mt-3 flex flex-col gap-3 sm:flex-row"
        >
          <input type="hidden" name="answer" value={confirming} />
          <button type="submit" class={BUTTON_PRIMARY}>
            {accept ? 'Sì, accetto il preventivo' : 'Sì, rifiuto il preventivo'}
          </button>
          <a class={BUTTON_SECONDARY} href={path}>
            Annulla
          </a>
        </form>
      </Card>
    );
  }
  return (
    <Card>
      <h2 class="text-lg font-semibold">La Sua risposta</h2>
      <div class="mt-3 flex flex-col gap-3 sm:flex-row">
        <a class={BUTTON_PRIMARY} href={`${path}?risposta=accetto`}>
          Accetto
        </a>
        <a class={BUTTON_SECONDARY} href={`${path}?risposta=rifiuto`}>
          Rifiuto
        </a>
      </div>
    </Card>
  );
}

function Outcome(props: { quote: PublicQuote; message: string | null }) {
  const { quote, message } = props;
  const text =
    message ??
    (quote.answer
      ? quote.answer.answer === 'accept'
        ? PUBLIC_QUOTE_MESSAGES.accepted
        : PUBLIC_QUOTE_MESSAGES.refused
      : quote.status === 'Scaduto'
        ? PUBLIC_QUOTE_MESSAGES.expired
        : null);
  if (!text) return null;
  return (
    <Card>
      <p role="status" class="font-medium">
        {text}
      </p>
      {quote.answer ? (
        <p class="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Risposta registrata il{' '}
          <time datetime={quote.answer.answered_at}>
            {formatDateTime(quote.answer.answered_at)}
          </time>
        </p>
      ) : null}
    </Card>
  );
}

/** The customer's quote: lines and prices, totals with VAT, expiry, notes, and the answer. */
export function QuotePage(props: {
  quote: PublicQuote;
  shop: PublicShop;
  confirming: QuoteAnswer | null;
  message: string | null;
}) {
  const { quote, shop } = props;
  return (
    <ShopPage shop={shop}>
      <Card>
        <div class="flex flex-wrap items-center justify-between gap-3">
          <h1 class="text-2xl font-bold">
            Preventivo <span class="whitespace-nowrap">{quote.quote_number}</span>
          </h1>
          <span
            class={`inline-block rounded-full px-3 py-1 text-sm font-medium ${QUOTE_STATUS_BADGES[quote.status]}`}
          >
            <span class="sr-only">Stato: </span>
            {quote.status === 'Bozza' ? PREVIEW_BADGE : quote.status}
          </span>
        </div>
        <p class="mt-2">Per {quote.customer_name}</p>
        <p class="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Valido fino al: {quote.expiry_date ? formatCalendarDate(quote.expiry_date) : 'N/D'}
        </p>
      </Card>
      <Card>
        <h2 class="mb-2 text-lg font-semibold">Dettaglio</h2>
        <PricedLines
          caption="Righe del preventivo"
          lines={quote.items}
          taxable={quote.taxable}
          vatRate={quote.vat_rate}
          vatAmount={quote.vat_amount}
          total={quote.total_amount}
        />
      </Card>
      {quote.notes ? (
        <Card>
          <h2 class="text-lg font-semibold">Note</h2>
          <p class="mt-2 whitespace-pre-line break-words">{quote.notes}</p>
        </Card>
      ) : null}
      {shop.payment_info ? (
        <Card>
          <h2 class="text-lg font-semibold">Pagamento</h2>
          <p class="mt-2 whitespace-pre-line break-words">{shop.payment_info}</p>
        </Card>
      ) : null}
      <Outcome quote={quote} message={props.message} />
      {quote.answerable ? <Answer quote={quote} confirming={props.confirming} /> : null}
    </ShopPage>
  );
}

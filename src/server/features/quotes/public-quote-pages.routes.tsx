/** @jsxImportSource hono/jsx */
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { publicQuotePath } from '../../../shared/paths';
import {
  PUBLIC_QUOTE_MESSAGES,
  QUOTE_ANSWERS,
  QUOTE_MESSAGES,
  type QuoteAnswer,
} from '../../../shared/quotes/quotes';
import type { AppEnv } from '../../http/context';
import { loadPageAssets } from '../public/page-assets';
import { LIMIT_MESSAGES, limitLookup } from '../public/public-limits';
import { PUBLIC_MESSAGES } from '../public/public-responses';
import { isCrossSite } from '../public/same-site';
import { publicShop } from '../public/shop';
import { isStaffPreview, previewSession } from '../public/staff-preview';
import { pageRenderer } from '../public/views/render';
import { answerQuote, lookupPublicQuote } from './public-quote.service';
import { ANSWER_WORDS, QuotePage } from './quote-page';

/**
 * /public/quotes/{id}: the customer's quote, rendered on the server like the ticket page, with
 * Accetto / Rifiuto as a link to a confirmation step and a form post — no JavaScript needed.
 */
export function publicQuotePages(webRoot: string | undefined) {
  const { page, errorPage } = pageRenderer(loadPageAssets(webRoot));
  const app = new Hono<AppEnv>();

  /** Lookups and answers are rate limited per address like the ticket page; the refusal is a page. */
  async function limited(c: Context<AppEnv>) {
    const verdict = await limitLookup(c.get('deps').db, c.get('clientIp'), c.get('deps').clock());
    if (!verdict) return null;
    c.header('Retry-After', String(verdict.retryAfter));
    return errorPage(c, 429, LIMIT_MESSAGES.lookups, { home: '' });
  }

  async function render(
    c: Context<AppEnv>,
    confirming: QuoteAnswer | null,
    message: string | null,
    status: ContentfulStatusCode = 200,
  ) {
    const db = c.get('deps').db;
    const [result, shop] = await Promise.all([
      lookupPublicQuote(c.get('deps'), c.req.param('id') ?? '', isStaffPreview(c)),
      publicShop(db),
    ]);
    const home = { home: shop.website };
    if (result.kind !== 'found') {
      const code = result.kind === 'invalid_id' ? 400 : 404;
      return errorPage(c, code, QUOTE_MESSAGES.notFound, home);
    }
    const title = `Preventivo ${result.quote.quote_number}`;
    const body = (
      <QuotePage quote={result.quote} shop={shop} confirming={confirming} message={message} />
    );
    return page(c, 'ticket-page', title, body, status);
  }

  async function safely(c: Context<AppEnv>, run: () => Promise<Response>) {
    try {
      return await run();
    } catch (error) {
      c.get('deps').logger.error({ err: error }, 'public quote page failed');
      return errorPage(c, 500, PUBLIC_MESSAGES.loadFailed, { home: '' });
    }
  }

  app.get('/:id', previewSession, (c) =>
    safely(
      c,
      async () =>
        (await limited(c)) ?? render(c, ANSWER_WORDS[c.req.query('risposta') ?? ''] ?? null, null),
    ),
  );

  // The confirmation's form posts here: 303 back to the page, which then shows the outcome.
  app.post('/:id/risposta', (c) =>
    safely(c, async () => {
      const refused = await limited(c);
      if (refused) return refused;
      if (await isCrossSite(c, { shopWebsite: false }))
        return render(c, null, PUBLIC_QUOTE_MESSAGES.crossSite, 403);
      const id = c.req.param('id');
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const answer = QUOTE_ANSWERS.find((a) => a === form.answer);
      const found = await lookupPublicQuote(c.get('deps'), id);
      if (!answer || found.kind !== 'found') return render(c, null, null, 400);
      const outcome = await answerQuote(c.get('deps'), found.quote.id, answer, {
        address: c.get('clientIp'),
        userAgent: c.req.header('user-agent') ?? null,
      });
      if (!outcome.ok) return render(c, null, outcome.message, 409);
      return c.redirect(publicQuotePath(found.quote.id), 303);
    }),
  );

  return app;
}

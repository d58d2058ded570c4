/** @jsxImportSource hono/jsx */
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { romeToday } from '../../../shared/format';
import { thankYouPath } from '../../../shared/paths';
import { PUBLIC_FORM_MESSAGES } from '../../../shared/public-form-messages';
import { isUuidShape } from '../../../shared/tickets/ticket-schemas';
import type { AppEnv } from '../../http/context';
import { phoneCountryOptions } from '../../phone/international-phone';
import { readFlag } from '../../settings/settings-store';
import { loadPageAssets } from './page-assets';
import { findFakeTicket } from './public-honeypot';
import { submitPublicTicket } from './public-intake.service';
import { LIMIT_MESSAGES, limitLookup } from './public-limits';
import { PUBLIC_MESSAGES } from './public-responses';
import { findTicketNumber } from './public-ticket.queries';
import { lookupPublicTicket } from './public-ticket.service';
import { publicShop } from './shop';
import type { FormState } from './views/form-fields';
import { pageRenderer } from './views/render';
import { ThankYouPage } from './views/thank-you';
import { TicketFormPage } from './views/ticket-form';
import { TicketPage } from './views/ticket-page';

/**
 * The customer's pages, rendered on the server (docs/decisions/006-public-pages.md): the content
 * is in the first response, works without JavaScript and downloads none of the staff app.
 */
export function publicPageRoutes(webRoot: string | undefined) {
  const { page, errorPage } = pageRenderer(loadPageAssets(webRoot));
  const app = new Hono<AppEnv>();

  async function renderForm(
    c: Context<AppEnv>,
    state: FormState,
    status: ContentfulStatusCode = 200,
  ) {
    const shop = await publicShop(c.get('deps').db);
    const today = romeToday(c.get('deps').clock());
    const signatureRequired = await readFlag(c.get('deps').db, 'public_intake_signature_required');
    const priceFrom = await readFlag(c.get('deps').db, 'public_price_list');
    const body = (
      <TicketFormPage
        shop={shop}
        state={state}
        today={today}
        countries={phoneCountryOptions()}
        signatureRequired={signatureRequired}
        priceFrom={priceFrom}
      />
    );
    return page(c, 'ticket-form', 'Richiedi assistenza', body, status);
  }

  /** Status lookups are rate limited per address; the refusal is a page too. */
  async function lookupRefused(c: Context<AppEnv>) {
    const limited = await limitLookup(c.get('deps').db, c.get('clientIp'), c.get('deps').clock());
    if (!limited) return null;
    c.header('Retry-After', String(limited.retryAfter));
    return errorPage(c, 429, LIMIT_MESSAGES.lookups, { home: '' });
  }

  app.get('/new', (c) => renderForm(c, { values: {}, fieldErrors: {}, formError: null }));

  // Without JavaScript the form posts here: 303 to the thank-you page, or the form again.
  app.post('/new', async (c) => {
    const outcome = await submitPublicTicket(c.get('deps'), c.req.raw, c.get('clientIp'));
    if (outcome.ok) return c.redirect(thankYouPath(outcome.ticket.id), 303);
    if (outcome.retryAfter) c.header('Retry-After', String(outcome.retryAfter));
    const fieldErrors = outcome.error.details?.fieldErrors ?? {};
    const formError =
      Object.keys(fieldErrors).length > 0
        ? PUBLIC_FORM_MESSAGES.checkFields
        : outcome.error.message;
    return renderForm(c, { values: outcome.values, fieldErrors, formError }, outcome.error.status);
  });

  app.get('/thank-you/:id', async (c) => {
    try {
      const refused = await lookupRefused(c);
      if (refused) return refused;
      const id = c.req.param('id');
      const { db } = c.get('deps');
      // A bot caught by the honeypot sees the same page as a customer (public-honeypot.ts).
      const ticket = isUuidShape(id)
        ? ((await findTicketNumber(db, id)) ?? (await findFakeTicket(db, id)))
        : null;
      if (!ticket) return errorPage(c, 404, PUBLIC_MESSAGES.thankYouNotFound, 'new-ticket');
      const shop = await publicShop(c.get('deps').db);
      return page(
        c,
        'ticket-page',
        'Richiesta inviata',
        <ThankYouPage ticket={ticket} shop={shop} />,
      );
    } catch (error) {
      c.get('deps').logger.error({ err: error }, 'public thank-you page failed');
      return errorPage(c, 500, PUBLIC_MESSAGES.thankYouLoadFailed, 'new-ticket');
    }
  });

  app.get('/:id', async (c) => {
    try {
      const refused = await lookupRefused(c);
      if (refused) return refused;
      const [result, shop] = await Promise.all([
        lookupPublicTicket(c.get('deps').db, c.req.param('id')),
        publicShop(c.get('deps').db),
      ]);
      const home = { home: shop.website };
      if (result.kind === 'invalid_id') return errorPage(c, 400, PUBLIC_MESSAGES.invalidId, home);
      if (result.kind === 'not_found') return errorPage(c, 404, PUBLIC_MESSAGES.notFound, home);
      const title = `Ticket ${result.ticket.ticket_number}`;
      return page(c, 'ticket-page', title, <TicketPage ticket={result.ticket} shop={shop} />);
    } catch (error) {
      c.get('deps').logger.error({ err: error }, 'public ticket page failed');
      return errorPage(c, 500, PUBLIC_MESSAGES.loadFailed, { home: '' });
    }
  });

  return app;
}

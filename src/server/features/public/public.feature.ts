import { AppError, notFound } from '../../errors';
import { route, type ServerFeature } from '../../http/server-feature';
import { privacyPageRoutes } from './privacy-page.routes';
import { submitPublicTicket } from './public-intake.service';
import { limitLookup } from './public-limits';
import { publicPageRoutes } from './public-pages.routes';
import { limitedJson, noStore, PUBLIC_MESSAGES } from './public-responses';
import { presentCreatedTicket, publicTicketJson } from './public-ticket.presenter';
import { lookupPublicTicket } from './public-ticket.service';
import { publicShop } from './shop';

/**
 * What every customer-facing part shares, and the ticket's own public side: no account needed
 * and none created. Plain JSON and multipart, so a shop's own website can call it too (CORS in
 * public-cors.ts); every answer is built by an allowlist presenter. Quotes and PC builds own
 * their public JSON and pages in their features, on the limits and layout kept here.
 */
export const publicFeature: ServerFeature = {
  name: 'public',
  bases: ['/api/public/tickets', '/api/public/shop'],
  tables: ['ticket_terms_acceptances'],
  routes: [
    route({
      method: 'POST',
      path: '/api/public/tickets',
      summary: 'Ticket aperto da un cliente (modulo pubblico)',
      access: 'public',
      multipart: true,
      status: 201,
      handler: async (c) => {
        const outcome = await submitPublicTicket(c.get('deps'), c.req.raw, c.get('clientIp'));
        if (!outcome.ok) {
          if (outcome.retryAfter) c.header('Retry-After', String(outcome.retryAfter));
          return c.json(outcome.error.toBody(), outcome.error.status);
        }
        return c.json(presentCreatedTicket(outcome.ticket, outcome.failedFiles), 201);
      },
    }),
    route({
      method: 'GET',
      path: '/api/public/shop',
      summary: 'Dati pubblici del negozio',
      access: 'public',
      handler: async (c) =>
        c.json({
          ...(await publicShop(c.get('deps').db, c.get('deps').publicUrl)),
          // The login page offers "Password dimenticata?" by e-mail only when mail can leave.
          password_reset_by_email: await c.get('deps').mail.canSend(),
        }),
    }),
    route({
      method: 'GET',
      path: '/api/public/tickets/:id',
      summary: 'Stato di un ticket per il cliente',
      access: 'public',
      handler: async (c) => {
        const { db, clock, logger } = c.get('deps');
        noStore(c);
        let result: Awaited<ReturnType<typeof lookupPublicTicket>>;
        try {
          const limited = await limitLookup(db, c.get('clientIp'), clock());
          if (limited) return limitedJson(c, limited);
          result = await lookupPublicTicket(db, c.req.param('id'));
        } catch (error) {
          // The seed's words for a failed load, as the status page shows them (SPEC §8).
          logger.error({ err: error }, 'public ticket lookup failed');
          throw new AppError(500, 'load_failed', PUBLIC_MESSAGES.loadFailed);
        }
        if (result.kind === 'invalid_id') {
          throw new AppError(400, 'invalid_id', PUBLIC_MESSAGES.invalidId);
        }
        if (result.kind === 'not_found') throw notFound(PUBLIC_MESSAGES.notFound);
        return c.json(publicTicketJson(result.ticket));
      },
    }),
  ],
  pages: [
    { base: '/public/tickets', pages: publicPageRoutes },
    { base: '/public/privacy', pages: privacyPageRoutes },
  ],
};

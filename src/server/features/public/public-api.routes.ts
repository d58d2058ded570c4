import { Hono } from 'hono';
import * as z from 'zod/mini';
import { PC_BUILD_MESSAGES } from '../../../shared/pc-builds/pc-builds';
import {
  PUBLIC_QUOTE_MESSAGES,
  QUOTE_ANSWERS,
  QUOTE_MESSAGES,
} from '../../../shared/quotes/quotes';
import { isUuidShape } from '../../../shared/tickets/ticket-schemas';
import { AppError, conflict, notFound } from '../../errors';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/validate';
import { lookupPublicPcBuild } from '../pc-builds/pc-builds.service';
import { answerQuote, lookupPublicQuote } from '../quotes/public-quote.service';
import { submitPublicTicket } from './public-intake.service';
import { limitLookup } from './public-limits';
import { limitedJson, noStore, PUBLIC_MESSAGES } from './public-responses';
import { presentCreatedTicket, publicTicketJson } from './public-ticket.presenter';
import { lookupPublicTicket } from './public-ticket.service';
import { isCrossSite } from './same-site';
import { publicShop } from './shop';

/**
 * /api/public: no account needed and none created. Plain JSON and multipart, so a shop's own
 * website can call it too (CORS in public-cors.ts); every answer is built by an allowlist
 * presenter.
 */
export function publicApiRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/tickets', async (c) => {
    const outcome = await submitPublicTicket(c.get('deps'), c.req.raw, c.get('clientIp'));
    if (!outcome.ok) {
      if (outcome.retryAfter) c.header('Retry-After', String(outcome.retryAfter));
      return c.json(outcome.error.toBody(), outcome.error.status);
    }
    return c.json(presentCreatedTicket(outcome.ticket, outcome.failedFiles), 201);
  });

  app.get('/shop', async (c) =>
    c.json({
      ...(await publicShop(c.get('deps').db, c.get('deps').publicUrl)),
      // The login page offers "Password dimenticata?" by e-mail only when mail can leave.
      password_reset_by_email: await c.get('deps').mail.canSend(),
    }),
  );

  app.get('/tickets/:id', async (c) => {
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
  });

  app.get('/quotes/:id', async (c) => {
    const refused = await limitLookup(c.get('deps').db, c.get('clientIp'), c.get('deps').clock());
    noStore(c);
    if (refused) return limitedJson(c, refused);
    const result = await lookupPublicQuote(c.get('deps'), c.req.param('id'));
    if (result.kind === 'invalid_id')
      throw new AppError(400, 'invalid_id', QUOTE_MESSAGES.notFound);
    if (result.kind === 'not_found') throw notFound(QUOTE_MESSAGES.notFound);
    return c.json(result.quote);
  });

  app.get('/pc-builds/:id', async (c) => {
    const refused = await limitLookup(c.get('deps').db, c.get('clientIp'), c.get('deps').clock());
    noStore(c);
    if (refused) return limitedJson(c, refused);
    const result = await lookupPublicPcBuild(c.get('deps'), c.req.param('id'));
    if (result.kind === 'invalid_id')
      throw new AppError(400, 'invalid_id', PC_BUILD_MESSAGES.invalidId);
    if (result.kind === 'not_found') throw notFound(PC_BUILD_MESSAGES.notFound);
    return c.json(result.build);
  });

  app.post('/quotes/:id/answer', async (c) => {
    const refused = await limitLookup(c.get('deps').db, c.get('clientIp'), c.get('deps').clock());
    if (refused) return limitedJson(c, refused);
    if (await isCrossSite(c, { shopWebsite: true }))
      throw new AppError(403, 'cross_site', PUBLIC_QUOTE_MESSAGES.crossSite);
    const id = c.req.param('id');
    if (!isUuidShape(id)) throw notFound(QUOTE_MESSAGES.notFound);
    const { answer } = await parseJson(c, answerBody);
    const outcome = await answerQuote(c.get('deps'), id.toLowerCase(), answer, {
      address: c.get('clientIp'),
      userAgent: c.req.header('user-agent') ?? null,
    });
    if (!outcome.ok) throw conflict(outcome.message);
    const result = await lookupPublicQuote(c.get('deps'), id);
    return c.json(result.kind === 'found' ? result.quote : null);
  });

  return app;
}

const answerBody = z.object({
  answer: z.enum(QUOTE_ANSWERS, 'Risposta non valida: usa accept o refuse'),
});

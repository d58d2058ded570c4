import * as z from 'zod/mini';
import { pricingDefaultsDto } from '../../../shared/priced-lines';
import {
  listQuotesQuery,
  PUBLIC_QUOTE_MESSAGES,
  QUOTE_ANSWERS,
  QUOTE_MESSAGES,
  quoteCreateSchema,
  quoteDto,
  quotesPageDto,
  quoteUpdateSchema,
} from '../../../shared/quotes/quotes';
import { isUuidShape } from '../../../shared/tickets/ticket-schemas';
import { sessionOf } from '../../auth/session';
import { AppError, conflict, notFound } from '../../errors';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam, parseJson } from '../../http/validate';
import { noStore, refusedLookup } from '../public/public-responses';
import { isCrossSite } from '../public/same-site';
import { answerQuote, lookupPublicQuote } from './public-quote.service';
import { publicQuotePages } from './public-quote-pages.routes';
import { sendQuote } from './quote-sending.service';
import { quoteDefaultsDto } from './quote-writes';
import {
  createQuote,
  deleteQuote,
  duplicateQuote,
  getQuote,
  listQuotes,
  updateQuote,
} from './quotes.service';

const quoteId = (c: Parameters<typeof idParam>[0]) => idParam(c, QUOTE_MESSAGES.notFound);

const answerBody = z.object({
  answer: z.enum(QUOTE_ANSWERS, 'Risposta non valida: usa accept o refuse'),
});

/** Quotes: the staff API for admins and employees (MODULES "Who may do what"), and the customer's page. */
export const quotesFeature: ServerFeature = {
  name: 'quotes',
  bases: ['/api/quotes', '/api/public/quotes'],
  tables: ['quotes', 'quote_items', 'quote_status_history', 'quote_answers'],
  routes: [
    route({
      method: 'GET',
      path: '/api/quotes',
      summary: 'Preventivi, una pagina alla volta (ricerca, stato, ordinamento)',
      access: 'staff',
      query: listQuotesQuery,
      response: quotesPageDto,
      handler: async (c, { query }) => c.json(await listQuotes(c.get('deps'), query)),
    }),
    route({
      method: 'GET',
      path: '/api/quotes/defaults',
      summary: 'Ricarico e IVA di un nuovo preventivo (dalle Impostazioni)',
      access: 'staff',
      response: pricingDefaultsDto,
      handler: async (c) => c.json(await quoteDefaultsDto(c.get('deps').db)),
    }),
    route({
      method: 'POST',
      path: '/api/quotes',
      summary: 'Nuovo preventivo con le sue righe (totali calcolati dal server)',
      access: 'staff',
      body: quoteCreateSchema,
      response: quoteDto,
      status: 201,
      handler: async (c, { body }) =>
        c.json(await createQuote(c.get('deps'), body, sessionOf(c).user.id), 201),
    }),
    route({
      method: 'GET',
      path: '/api/quotes/:id',
      summary: 'Un preventivo con righe, storia degli stati e risposta del cliente',
      access: 'staff',
      response: quoteDto,
      handler: async (c) => c.json(await getQuote(c.get('deps'), quoteId(c))),
    }),
    route({
      method: 'PATCH',
      path: '/api/quotes/:id',
      summary: 'Modifica (con la versione letta; le righe inviate sostituiscono le precedenti)',
      access: 'staff',
      body: quoteUpdateSchema,
      response: quoteDto,
      handler: async (c, { body }) =>
        c.json(await updateQuote(c.get('deps'), sessionOf(c).user.id, quoteId(c), body)),
    }),
    route({
      method: 'DELETE',
      path: '/api/quotes/:id',
      summary: 'Elimina un preventivo con le sue righe',
      access: 'staff',
      status: 204,
      handler: async (c) => {
        await deleteQuote(c.get('deps'), quoteId(c));
        return c.body(null, 204);
      },
    }),
    route({
      method: 'POST',
      path: '/api/quotes/:id/duplicate',
      summary: 'Duplica un preventivo (nuovo numero, Bozza, stesse righe)',
      access: 'staff',
      response: quoteDto,
      status: 201,
      handler: async (c) =>
        c.json(await duplicateQuote(c.get('deps'), quoteId(c), sessionOf(c).user.id), 201),
    }),
    route({
      method: 'POST',
      path: '/api/quotes/:id/send',
      summary: 'Invia al cliente il link alla pagina del preventivo (stato Inviato)',
      access: 'staff',
      response: quoteDto,
      handler: async (c) =>
        c.json(await sendQuote(c.get('deps'), sessionOf(c).user.id, quoteId(c))),
    }),
    route({
      method: 'GET',
      path: '/api/public/quotes/:id',
      summary:
        'Un preventivo come lo vede il cliente (senza costi né margine; una bozza non è pubblica: 404; risposto: quanto fu risposto)',
      access: 'public',
      handler: async (c) => {
        noStore(c);
        const refused = await refusedLookup(c);
        if (refused) return refused;
        const result = await lookupPublicQuote(c.get('deps'), c.req.param('id'));
        if (result.kind === 'invalid_id')
          throw new AppError(400, 'invalid_id', QUOTE_MESSAGES.notFound);
        if (result.kind === 'not_found') throw notFound(QUOTE_MESSAGES.notFound);
        return c.json(result.quote);
      },
    }),
    route({
      method: 'POST',
      path: '/api/public/quotes/:id/answer',
      summary:
        'La risposta del cliente a un preventivo inviato (accept o refuse); da un altro sito (Origin o Sec-Fetch-Site) 403',
      access: 'public',
      // The body is read after the rate limit and the id, so a limited caller always hears 429.
      handler: async (c) => {
        const refused = await refusedLookup(c);
        if (refused) return refused;
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
      },
    }),
  ],
  pages: [{ base: '/public/quotes', pages: publicQuotePages }],
};

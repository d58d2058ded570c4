import { Hono } from 'hono';
import {
  listQuotesQuery,
  QUOTE_MESSAGES,
  quoteCreateSchema,
  quoteUpdateSchema,
} from '../../../shared/quotes/quotes';
import { requireStaff } from '../../auth/policies';
import { requireSession, sessionOf } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { idParam, parseJson, parseQuery } from '../../http/validate';
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

/** /api/quotes: admins and employees (MODULES "Who may do what"). */
export function quotesRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession(), requireStaff())
    .get('/', async (c) => c.json(await listQuotes(c.get('deps'), parseQuery(c, listQuotesQuery))))
    .get('/defaults', async (c) => c.json(await quoteDefaultsDto(c.get('deps').db)))
    .post('/', async (c) => {
      const input = await parseJson(c, quoteCreateSchema);
      return c.json(await createQuote(c.get('deps'), input, sessionOf(c).user.id), 201);
    })
    .get('/:id', async (c) => c.json(await getQuote(c.get('deps'), quoteId(c))))
    .patch('/:id', async (c) => {
      const id = quoteId(c);
      const input = await parseJson(c, quoteUpdateSchema);
      return c.json(await updateQuote(c.get('deps'), sessionOf(c).user.id, id, input));
    })
    .delete('/:id', async (c) => {
      await deleteQuote(c.get('deps'), quoteId(c));
      return c.body(null, 204);
    })
    .post('/:id/duplicate', async (c) =>
      c.json(await duplicateQuote(c.get('deps'), quoteId(c), sessionOf(c).user.id), 201),
    )
    .post('/:id/send', async (c) =>
      c.json(await sendQuote(c.get('deps'), sessionOf(c).user.id, quoteId(c))),
    );
}

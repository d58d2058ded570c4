import { romeToday } from '../../../shared/format';
import {
  PRICE_LIST_MESSAGES,
  priceFromDto,
  priceFromQuery,
  priceListEntryDto,
  priceListInputSchema,
  priceListPageDto,
  priceListQuery,
  priceSuggestDto,
  priceSuggestQuery,
} from '../../../shared/price-list/price-list';
import { csvDownloadHeaders } from '../../http/csv';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import {
  createPriceListEntry,
  deletePriceListEntry,
  getPriceListEntry,
  listPriceList,
  publicPriceFrom,
  suggestPrices,
  updatePriceListEntry,
} from './price-list.service';
import { exportPriceListCsv, receivePriceImport } from './price-list-csv';
import { importPriceList } from './price-list-import.service';

const entryId = (c: Parameters<typeof idParam>[0]) => idParam(c, PRICE_LIST_MESSAGES.notFound);

/** *Listino riparazioni* (decision 030): admins write it, the staff reads it. */
export const priceListFeature: ServerFeature = {
  name: 'price-list',
  bases: ['/api/price-list', '/api/public/price-list'],
  tables: ['price_list'],
  routes: [
    route({
      method: 'GET',
      path: '/api/price-list',
      summary:
        'Listino riparazioni, una pagina alla volta (ricerca per marca, modello, riparazione)',
      access: 'staff',
      query: priceListQuery,
      response: priceListPageDto,
      handler: async (c, { query }) => c.json(await listPriceList(c.get('deps'), query)),
    }),
    route({
      method: 'GET',
      path: '/api/price-list/suggest',
      summary: 'Le riparazioni del listino per un modello (il modello esatto per primo)',
      access: 'staff',
      query: priceSuggestQuery,
      response: priceSuggestDto,
      handler: async (c, { query }) =>
        c.json(await suggestPrices(c.get('deps'), query.model, query.repair)),
    }),
    route({
      method: 'GET',
      path: '/api/public/price-list/from',
      summary: 'Il prezzo più basso del listino per un modello («da X €»), se il negozio lo mostra',
      access: 'public',
      query: priceFromQuery,
      response: priceFromDto,
      handler: async (c, { query }) => c.json(await publicPriceFrom(c.get('deps'), query.model)),
    }),
    route({
      method: 'GET',
      path: '/api/price-list/export.csv',
      summary: 'Tutto il listino in CSV per Excel (BOM, punto e virgola, virgola decimale)',
      access: 'staff',
      handler: (c) =>
        c.body(
          exportPriceListCsv(c.get('deps').db),
          200,
          csvDownloadHeaders(`listino-${romeToday(c.get('deps').clock())}.csv`),
        ),
    }),
    route({
      method: 'POST',
      path: '/api/price-list/import',
      summary: 'Importa il listino da CSV (campo file); ?dry_run=true controlla senza scrivere',
      access: 'admin',
      multipart: true,
      handler: async (c) => {
        const file = await receivePriceImport(c.req.raw);
        const dryRun = c.req.query('dry_run') === 'true';
        return c.json(await importPriceList(c.get('deps'), file, { dryRun }), dryRun ? 200 : 201);
      },
    }),
    route({
      method: 'POST',
      path: '/api/price-list',
      summary: 'Nuova voce del listino',
      access: 'admin',
      body: priceListInputSchema,
      response: priceListEntryDto,
      status: 201,
      handler: async (c, { body }) => c.json(await createPriceListEntry(c.get('deps'), body), 201),
    }),
    route({
      method: 'GET',
      path: '/api/price-list/:id',
      summary: 'Una voce del listino',
      access: 'staff',
      response: priceListEntryDto,
      handler: async (c) => c.json(await getPriceListEntry(c.get('deps'), entryId(c))),
    }),
    route({
      method: 'PATCH',
      path: '/api/price-list/:id',
      summary: 'Modifica una voce del listino (tutti i campi)',
      access: 'admin',
      body: priceListInputSchema,
      response: priceListEntryDto,
      handler: async (c, { body }) =>
        c.json(await updatePriceListEntry(c.get('deps'), entryId(c), body)),
    }),
    route({
      method: 'DELETE',
      path: '/api/price-list/:id',
      summary: 'Elimina una voce del listino',
      access: 'admin',
      status: 204,
      handler: async (c) => {
        await deletePriceListEntry(c.get('deps'), entryId(c));
        return c.body(null, 204);
      },
    }),
  ],
};

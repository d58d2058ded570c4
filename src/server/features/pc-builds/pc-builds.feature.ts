import {
  listPcBuildsQuery,
  PC_BUILD_MESSAGES,
  pcBuildCreateSchema,
  pcBuildDefaultsDto,
  pcBuildDto,
  pcBuildsPageDto,
  pcBuildUpdateSchema,
  publicPcBuildDto,
} from '../../../shared/pc-builds/pc-builds';
import { quoteDto } from '../../../shared/quotes/quotes';
import { sessionOf } from '../../auth/session';
import { AppError, notFound } from '../../errors';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { noStore, refusedLookup } from '../public/public-responses';
import { pcBuildToQuote, sharePcBuild } from './pc-build-actions.service';
import {
  createPcBuild,
  deletePcBuild,
  duplicatePcBuild,
  getPcBuild,
  listPcBuilds,
  lookupPublicPcBuild,
  pcBuildDefaults,
  updatePcBuild,
} from './pc-builds.service';
import { publicPcBuildPages } from './public-pc-build-pages.routes';

const buildId = (c: Parameters<typeof idParam>[0]) => idParam(c, PC_BUILD_MESSAGES.notFound);

/** PC builds: the staff API for admins and employees (MODULES), and the customer's page. */
export const pcBuildsFeature: ServerFeature = {
  name: 'pc-builds',
  bases: ['/api/pc-builds', '/api/public/pc-builds'],
  tables: ['pc_builds', 'pc_build_components'],
  routes: [
    route({
      method: 'GET',
      path: '/api/pc-builds',
      summary: 'Configurazioni PC, una pagina alla volta (ricerca, stato, ordinamento)',
      access: 'staff',
      query: listPcBuildsQuery,
      response: pcBuildsPageDto,
      handler: async (c, { query }) => c.json(await listPcBuilds(c.get('deps'), query)),
    }),
    route({
      method: 'GET',
      path: '/api/pc-builds/defaults',
      summary: 'Ricarico, IVA e note di una nuova configurazione (dalle Impostazioni)',
      access: 'staff',
      response: pcBuildDefaultsDto,
      handler: async (c) => c.json(await pcBuildDefaults(c.get('deps'))),
    }),
    route({
      method: 'POST',
      path: '/api/pc-builds',
      summary: 'Nuova configurazione PC con i suoi componenti (totali calcolati dal server)',
      access: 'staff',
      body: pcBuildCreateSchema,
      response: pcBuildDto,
      status: 201,
      handler: async (c, { body }) =>
        c.json(await createPcBuild(c.get('deps'), body, sessionOf(c).user.id), 201),
    }),
    route({
      method: 'GET',
      path: '/api/pc-builds/:id',
      summary: 'Una configurazione con i componenti e la loro disponibilità in magazzino',
      access: 'staff',
      response: pcBuildDto,
      handler: async (c) => c.json(await getPcBuild(c.get('deps'), buildId(c))),
    }),
    route({
      method: 'PATCH',
      path: '/api/pc-builds/:id',
      summary: 'Modifica (con la versione letta; i componenti inviati sostituiscono i precedenti)',
      access: 'staff',
      body: pcBuildUpdateSchema,
      response: pcBuildDto,
      handler: async (c, { body }) =>
        c.json(await updatePcBuild(c.get('deps'), sessionOf(c).user.id, buildId(c), body)),
    }),
    route({
      method: 'DELETE',
      path: '/api/pc-builds/:id',
      summary: 'Elimina una configurazione con i suoi componenti',
      access: 'staff',
      status: 204,
      handler: async (c) => {
        await deletePcBuild(c.get('deps'), buildId(c));
        return c.body(null, 204);
      },
    }),
    route({
      method: 'POST',
      path: '/api/pc-builds/:id/duplicate',
      summary: 'Duplica una configurazione (nuovo numero, Bozza)',
      access: 'staff',
      response: pcBuildDto,
      status: 201,
      handler: async (c) =>
        c.json(await duplicatePcBuild(c.get('deps'), buildId(c), sessionOf(c).user.id), 201),
    }),
    route({
      method: 'POST',
      path: '/api/pc-builds/:id/quote',
      summary: 'Crea un preventivo (Bozza) con i componenti come righe',
      access: 'staff',
      response: quoteDto,
      status: 201,
      handler: async (c) =>
        c.json(await pcBuildToQuote(c.get('deps'), buildId(c), sessionOf(c).user.id), 201),
    }),
    route({
      method: 'POST',
      path: '/api/pc-builds/:id/share',
      summary: 'Invia al cliente per e-mail il link alla pagina della configurazione',
      access: 'staff',
      response: pcBuildDto,
      handler: async (c) => c.json(await sharePcBuild(c.get('deps'), buildId(c))),
    }),
    route({
      method: 'GET',
      path: '/api/public/pc-builds/:id',
      summary:
        'Una configurazione PC come la vede il cliente (senza costi né margine; una bozza non è pubblica: 404)',
      access: 'public',
      response: publicPcBuildDto,
      handler: async (c) => {
        noStore(c);
        const refused = await refusedLookup(c);
        if (refused) return refused;
        const result = await lookupPublicPcBuild(c.get('deps'), c.req.param('id'));
        if (result.kind === 'invalid_id')
          throw new AppError(400, 'invalid_id', PC_BUILD_MESSAGES.invalidId);
        if (result.kind === 'not_found') throw notFound(PC_BUILD_MESSAGES.notFound);
        return c.json(result.build);
      },
    }),
  ],
  pages: [{ base: '/public/pc-build', pages: publicPcBuildPages }],
};

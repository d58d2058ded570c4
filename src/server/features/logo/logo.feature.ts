import { route, type ServerFeature } from '../../http/server-feature';
import { logoAnswer } from './logo.presenter';
import { removeShopLogo, shopLogoResponse, storeShopLogo } from './logo.service';

/** The shop's logo: the admin uploads or removes it; everyone may fetch it (pages, e-mails). */
export const logoFeature: ServerFeature = {
  name: 'logo',
  bases: ['/api/settings/logo', '/api/public/logo'],
  tables: [],
  routes: [
    route({
      method: 'POST',
      path: '/api/settings/logo',
      summary: 'Carica il logo',
      access: 'settings',
      multipart: true,
      status: 201,
      handler: async (c) => c.json(logoAnswer(await storeShopLogo(c.get('deps'), c.req.raw)), 201),
    }),
    route({
      method: 'DELETE',
      path: '/api/settings/logo',
      summary: 'Rimuove il logo caricato',
      access: 'settings',
      status: 204,
      handler: async (c) => {
        await removeShopLogo(c.get('deps'));
        return c.body(null, 204);
      },
    }),
    route({
      method: 'GET',
      path: '/api/public/logo/:name',
      summary: 'Il logo caricato',
      access: 'public',
      handler: (c) => shopLogoResponse(c.get('deps'), c.req.param('name')),
    }),
  ],
};

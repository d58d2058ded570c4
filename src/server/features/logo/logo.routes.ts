import { Hono } from 'hono';
import { SETTINGS_ACCESS_DENIED } from '../../../shared/roles';
import { requireAdmin } from '../../auth/policies';
import { requireSession } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { removeShopLogo, shopLogoResponse, storeShopLogo } from './logo.service';

/** /api/settings/logo: the admin uploads or removes the shop's logo image. */
export function logoAdminRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession(), requireAdmin(SETTINGS_ACCESS_DENIED))
    .post('/', async (c) =>
      c.json({ logo_file: await storeShopLogo(c.get('deps'), c.req.raw) }, 201),
    )
    .delete('/', async (c) => {
      await removeShopLogo(c.get('deps'));
      return c.body(null, 204);
    });
}

/** /api/public/logo/:name: the uploaded logo, for everyone (public pages, e-mails). */
export function logoPublicRoutes() {
  return new Hono<AppEnv>().get('/:name', (c) =>
    shopLogoResponse(c.get('deps'), c.req.param('name')),
  );
}

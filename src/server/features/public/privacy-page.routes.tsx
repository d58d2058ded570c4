/** @jsxImportSource hono/jsx */
import { Hono } from 'hono';
import { defaultPrivacyNotice } from '../../../shared/privacy-notice';
import type { AppEnv } from '../../http/context';
import { readSettings } from '../../settings/settings-store';
import { loadPageAssets } from './page-assets';
import { PUBLIC_MESSAGES } from './public-responses';
import { publicShop } from './shop';
import { PrivacyPage } from './views/privacy-page';
import { pageRenderer } from './views/render';

/** GET /public/privacy: the notice the shop wrote in Settings, or the default one filled in. */
export function privacyPageRoutes(webRoot: string | undefined) {
  const { page, errorPage } = pageRenderer(loadPageAssets(webRoot));
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    try {
      const { db } = c.get('deps');
      const [settings, shop] = await Promise.all([readSettings(db), publicShop(db)]);
      const text = settings.privacy_notice || defaultPrivacyNotice(shop);
      return page(
        c,
        'ticket-page',
        'Informativa sulla privacy',
        <PrivacyPage shop={shop} text={text} />,
      );
    } catch (error) {
      c.get('deps').logger.error({ err: error }, 'privacy page failed');
      return errorPage(c, 500, PUBLIC_MESSAGES.loadFailed, { home: '' });
    }
  });
  return app;
}

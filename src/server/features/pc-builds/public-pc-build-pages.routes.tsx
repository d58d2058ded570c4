/** @jsxImportSource hono/jsx */
import { Hono } from 'hono';
import { PC_BUILD_MESSAGES } from '../../../shared/pc-builds/pc-builds';
import type { AppEnv } from '../../http/context';
import { loadPageAssets } from '../public/page-assets';
import { LIMIT_MESSAGES, limitLookup } from '../public/public-limits';
import { PUBLIC_MESSAGES } from '../public/public-responses';
import { publicShop } from '../public/shop';
import { isStaffPreview, previewSession } from '../public/staff-preview';
import { pageRenderer } from '../public/views/render';
import { PcBuildPage } from './pc-build-page';
import { lookupPublicPcBuild } from './pc-builds.service';

/** /public/pc-build/{id}: the customer's PC build, rendered on the server, no sign-in. */
export function publicPcBuildPages(webRoot: string | undefined) {
  const { page, errorPage } = pageRenderer(loadPageAssets(webRoot));
  return new Hono<AppEnv>().get('/:id', previewSession, async (c) => {
    const deps = c.get('deps');
    try {
      const refused = await limitLookup(deps.db, c.get('clientIp'), deps.clock());
      if (refused) {
        c.header('Retry-After', String(refused.retryAfter));
        return errorPage(c, 429, LIMIT_MESSAGES.lookups, { home: '' });
      }
      const [result, shop] = await Promise.all([
        lookupPublicPcBuild(deps, c.req.param('id'), isStaffPreview(c)),
        publicShop(deps.db),
      ]);
      const home = { home: shop.website };
      if (result.kind === 'invalid_id') return errorPage(c, 400, PC_BUILD_MESSAGES.invalidId, home);
      if (result.kind === 'not_found') return errorPage(c, 404, PC_BUILD_MESSAGES.notFound, home);
      const title = `${result.build.title} · ${result.build.build_number}`;
      return page(c, 'ticket-page', title, <PcBuildPage build={result.build} shop={shop} />);
    } catch (error) {
      deps.logger.error({ err: error }, 'public PC build page failed');
      return errorPage(c, 500, PUBLIC_MESSAGES.loadFailed, { home: '' });
    }
  });
}

import { Hono } from 'hono';
import { z } from 'zod';
import { SETTINGS_ACCESS_DENIED } from '../../../shared/roles';
import type { EmailLinks } from '../../../shared/settings';
import { requireAdmin } from '../../auth/policies';
import { requireSession } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { parseJson } from '../../http/validate';
import { readSettings } from '../../settings/settings-store';
import { writeSettings } from './settings.service';

const putSchema = z.object({
  values: z.record(z.string(), z.unknown(), 'Indica le impostazioni da salvare in "values"'),
});

export function settingsRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession(), requireAdmin(SETTINGS_ACCESS_DENIED))
    .get('/', async (c) => c.json({ values: await readSettings(c.get('deps').db) }))
    .get('/email-links', (c) => {
      const { mail, publicUrl } = c.get('deps');
      return c.json({
        origin: mail.linkOrigin,
        public_url_set: Boolean(publicUrl),
      } satisfies EmailLinks);
    })
    .put('/', async (c) => {
      const { values } = await parseJson(c, putSchema);
      const saved = await writeSettings(
        c.get('deps').db,
        values,
        c.get('deps').clock().toISOString(),
      );
      return c.json({ values: saved });
    });
}

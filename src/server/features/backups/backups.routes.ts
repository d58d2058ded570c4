import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { BACKUP_MESSAGES } from '../../../shared/backups';
import { SETTINGS_ACCESS_DENIED } from '../../../shared/roles';
import { requireAdmin } from '../../auth/policies';
import { requireSession, sessionOf } from '../../auth/session';
import { notFound } from '../../errors';
import type { AppEnv } from '../../http/context';
import { idParam } from '../../http/validate';
import { findRun } from './backups.queries';
import { archivePath, backupsView, startManualBackup } from './backups.service';

/** /api/backups: Settings → Backup, for admins only (an archive holds every customer's data). */
export function backupsRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession(), requireAdmin(SETTINGS_ACCESS_DENIED))
    .get('/', async (c) => c.json(await backupsView(c.get('deps'))))
    .post('/', async (c) => {
      const { logger } = c.get('deps');
      const { run, done } = await startManualBackup(c.get('deps'), sessionOf(c).user.id);
      // The archive is written after the answer; `done` records its outcome. Only a database gone
      // meanwhile (the app stopping) can make it fail: logged, never an unhandled rejection.
      done.catch((error: unknown) =>
        logger.error({ err: error }, 'esito del backup non registrato'),
      );
      return c.json({ run, message: BACKUP_MESSAGES.started }, 202);
    })
    .get('/:id/download', async (c) => {
      const row = await findRun(c.get('deps').db, idParam(c, BACKUP_MESSAGES.notFound));
      if (!row) throw notFound(BACKUP_MESSAGES.notFound);
      const file = await archivePath(row);
      if (!file) throw notFound(BACKUP_MESSAGES.fileGone);
      const { size } = await fs.stat(file);
      return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200, {
        'content-type': 'application/gzip',
        'content-length': String(size),
        'content-disposition': `attachment; filename="${path.basename(file)}"`,
        'cache-control': 'no-store',
      });
    });
}

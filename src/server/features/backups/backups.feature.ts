import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { BACKUP_MESSAGES } from '../../../shared/backups';
import { sessionOf } from '../../auth/session';
import { notFound } from '../../errors';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { findRun } from './backups.queries';
import { archivePath, backupsView, startManualBackup } from './backups.service';

/** Settings → Backup, for admins only (an archive holds every customer's data). */
export const backupsFeature: ServerFeature = {
  name: 'backups',
  bases: ['/api/backups'],
  tables: ['backup_runs'],
  routes: [
    route({
      method: 'GET',
      path: '/api/backups',
      summary: 'Ultimi backup e cartella di destinazione',
      access: 'settings',
      handler: async (c) => c.json(await backupsView(c.get('deps'))),
    }),
    route({
      method: 'POST',
      path: '/api/backups',
      summary: 'Avvia un backup ora',
      access: 'settings',
      status: 202,
      handler: async (c) => {
        const { logger } = c.get('deps');
        const { run, done } = await startManualBackup(c.get('deps'), sessionOf(c).user.id);
        // The archive is written after the answer; `done` records its outcome. Only a database gone
        // meanwhile (the app stopping) can make it fail: logged, never an unhandled rejection.
        done.catch((error: unknown) =>
          logger.error({ err: error }, 'esito del backup non registrato'),
        );
        return c.json({ run, message: BACKUP_MESSAGES.started }, 202);
      },
    }),
    route({
      method: 'GET',
      path: '/api/backups/:id/download',
      summary: 'Scarica un archivio di backup',
      access: 'settings',
      handler: async (c) => {
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
      },
    }),
  ],
};

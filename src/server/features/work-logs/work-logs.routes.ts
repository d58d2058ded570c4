import { Hono } from 'hono';
import {
  WORK_LOG_MESSAGES,
  workLogCreateSchema,
  workLogExportQuery,
  workLogNotesSchema,
  workLogsQuery,
} from '../../../shared/work/work-logs';
import { requireAdmin } from '../../auth/policies';
import { requireSession, sessionOf } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { idParam, parseJson, parseQuery } from '../../http/validate';
import {
  createWorkLog,
  deleteWorkLog,
  listWorkLogs,
  updateWorkLogNotes,
} from './work-logs.service';
import { exportWorkLogsCsv } from './work-logs-export';

const logId = (c: Parameters<typeof idParam>[0]) => idParam(c, WORK_LOG_MESSAGES.notFound);
const actorOf = (c: Parameters<typeof sessionOf>[0]) => sessionOf(c).user;

/** /api/work-logs: everyone logs and reads their own; admins read everyone's and delete. */
export function workLogsRoutes() {
  return new Hono<AppEnv>()
    .use(requireSession())
    .get('/', async (c) =>
      c.json(await listWorkLogs(c.get('deps'), actorOf(c), parseQuery(c, workLogsQuery))),
    )
    .get('/export.csv', async (c) => {
      const query = parseQuery(c, workLogExportQuery);
      const csv = await exportWorkLogsCsv(c.get('deps'), actorOf(c), query.month, query.user_id);
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="lavorazioni-${query.month}.csv"`,
      });
    })
    .post('/', async (c) => {
      const input = await parseJson(c, workLogCreateSchema);
      return c.json(await createWorkLog(c.get('deps'), actorOf(c), input), 201);
    })
    .patch('/:id', async (c) => {
      const id = logId(c);
      const { notes } = await parseJson(c, workLogNotesSchema);
      return c.json(await updateWorkLogNotes(c.get('deps'), actorOf(c), id, notes));
    })
    .delete('/:id', requireAdmin(), async (c) => {
      await deleteWorkLog(c.get('deps'), logId(c));
      return c.body(null, 204);
    });
}

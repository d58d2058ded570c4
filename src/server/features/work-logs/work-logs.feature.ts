import {
  WORK_LOG_MESSAGES,
  workLogCreateSchema,
  workLogDto,
  workLogExportQuery,
  workLogNotesSchema,
  workLogsPageDto,
  workLogsQuery,
} from '../../../shared/work/work-logs';
import { sessionOf } from '../../auth/session';
import { csvDownloadHeaders } from '../../http/csv';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import {
  createWorkLog,
  deleteWorkLog,
  listWorkLogs,
  updateWorkLogNotes,
} from './work-logs.service';
import { exportWorkLogsCsv } from './work-logs-export';

const logId = (c: Parameters<typeof idParam>[0]) => idParam(c, WORK_LOG_MESSAGES.notFound);
const actorOf = (c: Parameters<typeof sessionOf>[0]) => sessionOf(c).user;

/** Work logs: everyone logs and reads their own; admins read everyone's and delete. */
export const workLogsFeature: ServerFeature = {
  name: 'work-logs',
  bases: ['/api/work-logs'],
  tables: ['work_logs', 'work_log_days'],
  routes: [
    route({
      method: 'GET',
      path: '/api/work-logs',
      summary:
        'Lavorazioni di un giorno o di un mese con i totali (le proprie; gli admin di tutti)',
      access: 'session',
      query: workLogsQuery,
      response: workLogsPageDto,
      handler: async (c, { query }) => c.json(await listWorkLogs(c.get('deps'), actorOf(c), query)),
    }),
    route({
      method: 'GET',
      path: '/api/work-logs/export.csv',
      summary: 'Lavorazioni del mese in CSV per le paghe (Excel italiano)',
      access: 'session',
      query: workLogExportQuery,
      handler: async (c, { query }) => {
        const csv = await exportWorkLogsCsv(c.get('deps'), actorOf(c), query.month, query.user_id);
        return c.body(csv, 200, csvDownloadHeaders(`lavorazioni-${query.month}.csv`));
      },
    }),
    route({
      method: 'POST',
      path: '/api/work-logs',
      summary: 'Registra una lavorazione (prezzo del tipo di oggi)',
      access: 'session',
      body: workLogCreateSchema,
      response: workLogDto,
      status: 201,
      handler: async (c, { body }) =>
        c.json(await createWorkLog(c.get('deps'), actorOf(c), body), 201),
    }),
    route({
      method: 'PATCH',
      path: '/api/work-logs/:id',
      summary: 'Note di una lavorazione (il proprietario o un admin)',
      access: 'session',
      body: workLogNotesSchema,
      response: workLogDto,
      handler: async (c, { body }) =>
        c.json(await updateWorkLogNotes(c.get('deps'), actorOf(c), logId(c), body.notes)),
    }),
    route({
      method: 'DELETE',
      path: '/api/work-logs/:id',
      summary: 'Elimina una lavorazione',
      access: 'admin',
      status: 204,
      handler: async (c) => {
        await deleteWorkLog(c.get('deps'), logId(c));
        return c.body(null, 204);
      },
    }),
  ],
};

import { cashDayDto } from '../../../shared/cash-days/cash-day-dto';
import {
  CASH_DAY_MESSAGES,
  cashDayCloseSchema,
  cashDayOpenSchema,
  cashDayQuery,
  cashMovementSchema,
} from '../../../shared/cash-days/cash-day-schemas';
import { sessionOf } from '../../auth/session';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { addMovement, closeCashDay, getCashDay, openCashDay } from './cash-days.service';

const dayId = (c: Parameters<typeof idParam>[0]) => idParam(c, CASH_DAY_MESSAGES.notFound);
const actorOf = (c: Parameters<typeof sessionOf>[0]) => sessionOf(c).user;

/** The drawer's day (TILL § Routes of the till): staff open, move and close their drawer. */
export const cashDaysFeature: ServerFeature = {
  name: 'cash-days',
  bases: ['/api/cash-days'],
  tables: ['cash_days', 'cash_movements', 'cash_rt_reports'],
  routes: [
    route({
      method: 'GET',
      path: '/api/cash-days',
      summary: 'La giornata di un cassetto: atteso e contato per metodo, per operatore, RT',
      access: 'staff',
      query: cashDayQuery,
      response: cashDayDto,
      handler: async (c, { query }) => c.json(await getCashDay(c.get('deps'), actorOf(c), query)),
    }),
    route({
      method: 'POST',
      path: '/api/cash-days/open',
      summary: 'Apre la cassa di oggi con il fondo cassa',
      access: 'staff',
      body: cashDayOpenSchema,
      response: cashDayDto,
      status: 201,
      handler: async (c, { body }) =>
        c.json(await openCashDay(c.get('deps'), actorOf(c), body), 201),
    }),
    route({
      method: 'POST',
      path: '/api/cash-days/:id/movements',
      summary: 'Versamento o prelievo di contanti, con il motivo',
      access: 'staff',
      body: cashMovementSchema,
      response: cashDayDto,
      status: 201,
      handler: async (c, { body }) =>
        c.json(await addMovement(c.get('deps'), actorOf(c), dayId(c), body), 201),
    }),
    route({
      method: 'POST',
      path: '/api/cash-days/:id/close',
      summary: 'Chiusura di cassa: contato, differenze; la giornata resta chiusa',
      access: 'staff',
      body: cashDayCloseSchema,
      response: cashDayDto,
      handler: async (c, { body }) =>
        c.json(await closeCashDay(c.get('deps'), actorOf(c), dayId(c), body)),
    }),
  ],
};

import {
  WORK_TYPE_MESSAGES,
  workTypeDto,
  workTypeInputSchema,
  workTypeListDto,
} from '../../../shared/work/work-types';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import {
  createWorkType,
  deleteWorkType,
  listWorkTypes,
  updateWorkType,
} from './work-types.service';

const typeId = (c: Parameters<typeof idParam>[0]) => idParam(c, WORK_TYPE_MESSAGES.notFound);

/** Work types: everyone reads them (the entry form), admins manage them (MODULES). */
export const workTypesFeature: ServerFeature = {
  name: 'work-types',
  bases: ['/api/work-types'],
  tables: ['work_types'],
  routes: [
    route({
      method: 'GET',
      path: '/api/work-types',
      summary: 'Tipi di lavorazione, per nome',
      access: 'session',
      response: workTypeListDto,
      handler: async (c) => c.json(await listWorkTypes(c.get('deps'))),
    }),
    route({
      method: 'POST',
      path: '/api/work-types',
      summary: 'Nuovo tipo di lavorazione (nome e prezzo)',
      access: 'admin',
      body: workTypeInputSchema,
      response: workTypeDto,
      status: 201,
      handler: async (c, { body }) => c.json(await createWorkType(c.get('deps'), body), 201),
    }),
    route({
      method: 'PATCH',
      path: '/api/work-types/:id',
      summary: 'Rinomina o cambia il prezzo (le lavorazioni registrate tengono il loro)',
      access: 'admin',
      body: workTypeInputSchema,
      response: workTypeDto,
      handler: async (c, { body }) => c.json(await updateWorkType(c.get('deps'), typeId(c), body)),
    }),
    route({
      method: 'DELETE',
      path: '/api/work-types/:id',
      summary: 'Elimina un tipo di lavorazione non usato (409 se usato)',
      access: 'admin',
      status: 204,
      handler: async (c) => {
        await deleteWorkType(c.get('deps'), typeId(c));
        return c.body(null, 204);
      },
    }),
  ],
};

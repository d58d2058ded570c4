import { route, type ServerFeature } from '../http/server-feature';
import { phoneCountryOptions } from './international-phone';

/** The staff phone field's countries (Italian names, calling codes): no metadata in the browser. */
export const phoneFeature: ServerFeature = {
  name: 'phone',
  bases: ['/api/phone-countries'],
  tables: [],
  routes: [
    route({
      method: 'GET',
      path: '/api/phone-countries',
      summary: 'Paesi e prefissi per il telefono',
      access: 'session',
      handler: (c) => c.json(phoneCountryOptions()),
    }),
  ],
};

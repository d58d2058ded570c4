import {
  FISCAL_DEVICE_MESSAGES,
  fiscalDeviceCreateSchema,
  fiscalDeviceDto,
  fiscalDevicePatchSchema,
  fiscalDevicesDto,
  fiscalDeviceTestDto,
  rtActionDto,
  tillStatusDto,
} from '../../../shared/receipts/fiscal-devices';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import {
  createFiscalDevice,
  getFiscalDevice,
  listFiscalDevices,
  openFiscalDrawer,
  patchFiscalDevice,
  removeFiscalDevice,
  testFiscalDevice,
} from './fiscal-device-settings.service';
import { tillStatus } from './fiscal-devices.service';
import { fiscalReportRoute } from './fiscal-reports.route';

const deviceId = (c: Parameters<typeof idParam>[0]) => idParam(c, FISCAL_DEVICE_MESSAGES.notFound);
const BASE = '/api/settings/fiscal-devices';

/** The shop's registratore telematico: its settings; the protocol code lives beside (decision 046). */
export const fiscalDevicesFeature: ServerFeature = {
  name: 'fiscal-devices',
  bases: [BASE, '/api/fiscal-devices'],
  tables: ['fiscal_devices'],
  routes: [
    route({
      method: 'GET',
      path: '/api/fiscal-devices/status',
      summary: 'Se il registratore telematico è attivo e quando si emette il documento commerciale',
      access: 'staff',
      response: tillStatusDto,
      handler: async (c) => c.json(await tillStatus(c.get('deps').db)),
    }),
    route({
      method: 'GET',
      path: BASE,
      summary: 'Registratori telematici del negozio',
      access: 'admin',
      response: fiscalDevicesDto,
      handler: async (c) => c.json(await listFiscalDevices(c.get('deps'))),
    }),
    route({
      method: 'POST',
      path: BASE,
      summary: 'Aggiunge il registratore telematico (indirizzo, reparti, pagamenti)',
      access: 'admin',
      body: fiscalDeviceCreateSchema,
      response: fiscalDeviceDto,
      status: 201,
      handler: async (c, { body }) => c.json(await createFiscalDevice(c.get('deps'), body), 201),
    }),
    route({
      method: 'GET',
      path: `${BASE}/:id`,
      summary: 'Un registratore telematico',
      access: 'admin',
      response: fiscalDeviceDto,
      handler: async (c) => c.json(await getFiscalDevice(c.get('deps'), deviceId(c))),
    }),
    route({
      method: 'PATCH',
      path: `${BASE}/:id`,
      summary: 'Modifica il registratore (sulla versione letta)',
      access: 'admin',
      body: fiscalDevicePatchSchema,
      response: fiscalDeviceDto,
      handler: async (c, { body }) =>
        c.json(await patchFiscalDevice(c.get('deps'), deviceId(c), body)),
    }),
    route({
      method: 'DELETE',
      path: `${BASE}/:id`,
      summary: 'Elimina un registratore che non ha ancora emesso documenti',
      access: 'admin',
      handler: async (c) => {
        await removeFiscalDevice(c.get('deps'), deviceId(c));
        return c.body(null, 204);
      },
    }),
    route({
      method: 'POST',
      path: `${BASE}/:id/test`,
      summary: 'Prova: stato e matricola dal registratore, e cosa non va',
      access: 'admin',
      response: fiscalDeviceTestDto,
      handler: async (c) => c.json(await testFiscalDevice(c.get('deps'), deviceId(c))),
    }),
    route({
      method: 'POST',
      path: `${BASE}/:id/drawer`,
      summary: 'Apri cassetto',
      access: 'staff',
      response: rtActionDto,
      handler: async (c) => c.json(await openFiscalDrawer(c.get('deps'), deviceId(c))),
    }),
    fiscalReportRoute,
  ],
};

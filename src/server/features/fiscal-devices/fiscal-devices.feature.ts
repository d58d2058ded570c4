import type { ServerFeature } from '../../http/server-feature';
import { fiscalReportRoute } from './fiscal-reports.route';

/** The shop's registratore telematico: its settings; the protocol code lives beside (decision 046). */
export const fiscalDevicesFeature: ServerFeature = {
  name: 'fiscal-devices',
  bases: ['/api/settings/fiscal-devices'],
  tables: ['fiscal_devices'],
  routes: [fiscalReportRoute],
};

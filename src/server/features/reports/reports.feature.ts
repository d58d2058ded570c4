import type { Context } from 'hono';
import { corrispettiviDto, corrispettiviQuery } from '../../../shared/receipts/corrispettivi';
import {
  moneyReportDto,
  partsReportDto,
  repairsReportDto,
} from '../../../shared/reports/report-dto';
import { type ReportsQuery, reportsQuery } from '../../../shared/reports/report-schemas';
import { sessionOf } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { csvDownloadHeaders } from '../../http/csv';
import { route, type ServerFeature } from '../../http/server-feature';
import { corrispettivi, corrispettiviCsv } from '../receipts/receipts.service';
import { moneyReport } from './money-report.service';
import { partsReport } from './parts-report.service';
import { repairsReport } from './repairs-report.service';
import { reportFilter } from './report-filter';
import { moneyCsv, partsCsv, repairsCsv } from './reports-csv';

const filterOf = (c: Context<AppEnv>, query: ReportsQuery) =>
  reportFilter(sessionOf(c).user, query, c.get('deps').clock());

const csv = (c: Context<AppEnv>, body: string, name: string, from: string, to: string) =>
  c.body(body, 200, csvDownloadHeaders(`report-${name}-${from}-${to}.csv`));

/**
 * Reports (decision 027): admins read the shop's figures, an employee their own
 * (technician forced to them), a `user` account none. Each JSON report has its CSV twin.
 */
export const reportsFeature: ServerFeature = {
  name: 'reports',
  bases: ['/api/reports'],
  tables: [],
  routes: [
    route({
      method: 'GET',
      path: '/api/reports/repairs',
      summary: 'Report riparazioni: volumi, tempi, dove aspettano i ticket',
      access: 'staff',
      query: reportsQuery,
      response: repairsReportDto,
      handler: async (c, { query }) =>
        c.json(await repairsReport(c.get('deps'), filterOf(c, query))),
    }),
    route({
      method: 'GET',
      path: '/api/reports/repairs.csv',
      summary: 'Report riparazioni in CSV (Excel italiano)',
      access: 'staff',
      query: reportsQuery,
      handler: async (c, { query }) => {
        const f = filterOf(c, query);
        return csv(
          c,
          repairsCsv(await repairsReport(c.get('deps'), f)),
          'riparazioni',
          f.from,
          f.to,
        );
      },
    }),
    route({
      method: 'GET',
      path: '/api/reports/money',
      summary: 'Report economico: incassi, preventivi, valore medio, lavorazioni',
      access: 'staff',
      query: reportsQuery,
      response: moneyReportDto,
      handler: async (c, { query }) => c.json(await moneyReport(c.get('deps'), filterOf(c, query))),
    }),
    route({
      method: 'GET',
      path: '/api/reports/money.csv',
      summary: 'Report economico in CSV (Excel italiano)',
      access: 'staff',
      query: reportsQuery,
      handler: async (c, { query }) => {
        const f = filterOf(c, query);
        return csv(c, moneyCsv(await moneyReport(c.get('deps'), f)), 'economico', f.from, f.to);
      },
    }),
    route({
      method: 'GET',
      path: '/api/reports/parts',
      summary: 'Report ricambi: più usati, costo sulle riparazioni, valore del magazzino',
      access: 'staff',
      query: reportsQuery,
      response: partsReportDto,
      handler: async (c, { query }) => c.json(await partsReport(c.get('deps'), filterOf(c, query))),
    }),
    route({
      method: 'GET',
      path: '/api/reports/parts.csv',
      summary: 'Report ricambi in CSV (Excel italiano)',
      access: 'staff',
      query: reportsQuery,
      handler: async (c, { query }) => {
        const f = filterOf(c, query);
        return csv(c, partsCsv(await partsReport(c.get('deps'), f)), 'ricambi', f.from, f.to);
      },
    }),
    route({
      method: 'GET',
      path: '/api/reports/corrispettivi',
      summary:
        'Corrispettivi giornalieri per aliquota IVA e pagamento (documenti commerciali emessi)',
      access: 'admin',
      query: corrispettiviQuery,
      response: corrispettiviDto,
      handler: async (c, { query }) => c.json(await corrispettivi(c.get('deps'), query)),
    }),
    route({
      method: 'GET',
      path: '/api/reports/corrispettivi.csv',
      summary: 'Corrispettivi giornalieri in CSV (Excel italiano)',
      access: 'admin',
      query: corrispettiviQuery,
      handler: async (c, { query }) => {
        const r = await corrispettivi(c.get('deps'), query);
        return csv(c, corrispettiviCsv(r), 'corrispettivi', r.from, r.to);
      },
    }),
  ],
};

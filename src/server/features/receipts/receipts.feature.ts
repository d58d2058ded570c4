import type { ServerFeature } from '../../http/server-feature';

/** Documenti commerciali: recorded with the payment, printed on the RT after the commit. */
export const receiptsFeature: ServerFeature = {
  name: 'receipts',
  bases: ['/api/receipts'],
  tables: ['fiscal_receipts'],
  routes: [],
};

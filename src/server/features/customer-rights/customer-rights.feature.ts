import type { Context } from 'hono';
import { customerDto } from '../../../shared/customers/customer-dto';
import {
  customerEventsPageDto,
  customerEventsQuery,
} from '../../../shared/customers/customer-events';
import { customerMergeInput } from '../../../shared/customers/customer-merge';
import {
  anonymisePreviewDto,
  anonymiseResultDto,
} from '../../../shared/customers/customer-privacy';
import { CUSTOMER_MESSAGES } from '../../../shared/customers/customer-schemas';
import { sessionOf } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { listCustomerEvents, mergeCustomers } from '../customers/customers.service';
import { deleteCustomer } from './customer-deletion.service';
import { anonymiseCustomer, exportCustomerData } from './customer-privacy.service';
import { anonymisePreview } from './customer-privacy-preview';

const customerId = (c: Context<AppEnv>) => idParam(c, CUSTOMER_MESSAGES.notFound);
const actorId = (c: Context<AppEnv>) => sessionOf(c).user.id;

/**
 * What is done to a customer as a whole, above the register and every document feature:
 * deleting one without documents, merging duplicates and the privacy rights (export,
 * anonymisation) are asked of each document feature in turn, so the register itself depends on
 * none of them. Merge and privacy are the admin's; the log they write is read by staff on the
 * customer's page. It owns no table: each part writes through its owner's service.
 */
export const customerRightsFeature: ServerFeature = {
  name: 'customer-rights',
  bases: ['/api/customers'],
  tables: [],
  routes: [
    route({
      method: 'DELETE',
      path: '/api/customers/:id',
      summary: 'Elimina un cliente (rifiutato se ha documenti)',
      access: 'staff',
      status: 204,
      handler: async (c) => {
        await deleteCustomer(c.get('deps'), customerId(c));
        return c.body(null, 204);
      },
    }),
    route({
      method: 'POST',
      path: '/api/customers/:id/merge',
      summary:
        'Unisce un cliente duplicato (from_id) in questo: documenti spostati, duplicato eliminato',
      access: 'admin',
      body: customerMergeInput,
      response: customerDto,
      handler: async (c, { body }) =>
        c.json(await mergeCustomers(c.get('deps'), actorId(c), customerId(c), body.from_id)),
    }),
    route({
      method: 'GET',
      path: '/api/customers/:id/export',
      summary: 'Esporta in uno zip tutti i dati del cliente (GDPR artt. 15 e 20)',
      access: 'admin',
      handler: async (c) => exportCustomerData(c.get('deps'), actorId(c), customerId(c)),
    }),
    route({
      method: 'GET',
      path: '/api/customers/:id/anonymise-preview',
      summary: 'Prima di anonimizzare: ticket aperti e testi liberi che nominano ancora il cliente',
      access: 'admin',
      response: anonymisePreviewDto,
      handler: async (c) => c.json(await anonymisePreview(c.get('deps'), customerId(c))),
    }),
    route({
      method: 'POST',
      path: '/api/customers/:id/anonymise',
      summary: 'Anonimizza il cliente e i suoi documenti (GDPR art. 17); le fatture emesse restano',
      access: 'admin',
      response: anonymiseResultDto,
      handler: async (c) =>
        c.json(await anonymiseCustomer(c.get('deps'), actorId(c), customerId(c))),
    }),
    route({
      method: 'GET',
      path: '/api/customers/:id/events',
      summary: 'Registro del cliente (unioni, esportazioni, anonimizzazione), dal più recente',
      access: 'staff',
      query: customerEventsQuery,
      response: customerEventsPageDto,
      handler: async (c, { query }) =>
        c.json(await listCustomerEvents(c.get('deps'), customerId(c), query)),
    }),
  ],
};

import type { Context } from 'hono';
import {
  customerDocumentsPageDto,
  customerDto,
  customerSuggestionsDto,
  customersPageDto,
} from '../../../shared/customers/customer-dto';
import {
  CUSTOMER_MESSAGES,
  customerDocumentsQuery,
  customerInputSchema,
  customerPatchSchema,
  customerSuggestionsQuery,
  listCustomersQuery,
} from '../../../shared/customers/customer-schemas';
import type { AppEnv } from '../../http/context';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { customerDocuments, customerSuggestions } from './customer-documents.service';
import {
  createCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from './customer-records.service';

const customerId = (c: Context<AppEnv>) => idParam(c, CUSTOMER_MESSAGES.notFound);

/**
 * The customer register (CHECKOUT "Customers"): admins and employees; `user` is refused. Merge,
 * the privacy rights, the log and deletion are the customer-rights feature's, above this one
 * (the privacy rights and deletion reach into every document feature).
 */
export const customersFeature: ServerFeature = {
  name: 'customers',
  bases: ['/api/customers'],
  tables: ['customers', 'customer_events'],
  routes: [
    route({
      method: 'GET',
      path: '/api/customers',
      summary: 'Clienti, una pagina alla volta (ricerca e ordinamento)',
      access: 'staff',
      query: listCustomersQuery,
      response: customersPageDto,
      handler: async (c, { query }) => c.json(await listCustomers(c.get('deps'), query)),
    }),
    route({
      method: 'GET',
      path: '/api/customers/suggestions',
      summary: 'Clienti suggeriti al banco per nome, telefono o email',
      access: 'staff',
      query: customerSuggestionsQuery,
      response: customerSuggestionsDto,
      handler: async (c, { query }) => c.json(await customerSuggestions(c.get('deps'), query)),
    }),
    route({
      method: 'POST',
      path: '/api/customers',
      summary: 'Nuovo cliente',
      access: 'staff',
      body: customerInputSchema,
      response: customerDto,
      status: 201,
      handler: async (c, { body }) => c.json(await createCustomer(c.get('deps'), body), 201),
    }),
    route({
      method: 'GET',
      path: '/api/customers/:id',
      summary: 'Un cliente, con i conteggi dei documenti e il saldo da incassare',
      access: 'staff',
      response: customerDto,
      handler: async (c) => c.json(await getCustomer(c.get('deps'), customerId(c))),
    }),
    route({
      method: 'PATCH',
      path: '/api/customers/:id',
      summary: 'Modifica un cliente (con la versione letta)',
      access: 'staff',
      body: customerPatchSchema,
      response: customerDto,
      handler: async (c, { body }) =>
        c.json(await updateCustomer(c.get('deps'), customerId(c), body)),
    }),
    route({
      method: 'GET',
      path: '/api/customers/:id/documents',
      summary: 'Documenti di un cliente per tipo, dal più recente',
      access: 'staff',
      query: customerDocumentsQuery,
      response: customerDocumentsPageDto,
      handler: async (c, { query }) =>
        c.json(await customerDocuments(c.get('deps'), customerId(c), query)),
    }),
  ],
};

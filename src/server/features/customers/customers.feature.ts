import type { Context } from 'hono';
import {
  customerDocumentsPageDto,
  customerDto,
  customerSuggestionsDto,
  customersPageDto,
} from '../../../shared/customers/customer-dto';
import {
  customerEventsPageDto,
  customerEventsQuery,
} from '../../../shared/customers/customer-events';
import { customerMergeInput } from '../../../shared/customers/customer-merge';
import {
  anonymisePreviewDto,
  anonymiseResultDto,
} from '../../../shared/customers/customer-privacy';
import {
  CUSTOMER_MESSAGES,
  customerDocumentsQuery,
  customerInputSchema,
  customerPatchSchema,
  customerSuggestionsQuery,
  listCustomersQuery,
} from '../../../shared/customers/customer-schemas';
import { sessionOf } from '../../auth/session';
import type { AppEnv } from '../../http/context';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { deleteCustomer } from './customer-deletion.service';
import { customerDocuments, customerSuggestions } from './customer-documents.service';
import { listCustomerEvents } from './customer-events.service';
import { mergeCustomers } from './customer-merge.service';
import { anonymiseCustomer, exportCustomerData } from './customer-privacy.service';
import { anonymisePreview } from './customer-privacy-preview';
import {
  createCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from './customer-records.service';

const customerId = (c: Context<AppEnv>) => idParam(c, CUSTOMER_MESSAGES.notFound);

/** The customer register (CHECKOUT "Customers"): admins and employees; `user` is refused. */
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
      method: 'GET',
      path: '/api/customers/:id/documents',
      summary: 'Documenti di un cliente per tipo, dal più recente',
      access: 'staff',
      query: customerDocumentsQuery,
      response: customerDocumentsPageDto,
      handler: async (c, { query }) =>
        c.json(await customerDocuments(c.get('deps'), customerId(c), query)),
    }),
    ...customerRightsRoutes(),
  ],
};

// --- Merge, privacy rights and the customer's log -------------------------------------------

/**
 * Merging duplicates and the privacy rights (export, anonymisation) are the admin's; the log
 * they write is read by staff on the customer's page.
 */
function customerRightsRoutes() {
  return [
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
  ];
}

const actorId = (c: Context<AppEnv>) => sessionOf(c).user.id;

import * as z from 'zod/mini';
import { customerInputSchema, customerPatchSchema } from '../../shared/customers/customer-schemas';
import { invoiceCreateInput } from '../../shared/invoices/invoice-schemas';
import { invoicingSettingsInput } from '../../shared/invoices/invoicing-settings';
import {
  createCustomer,
  getCustomer,
  updateCustomer,
} from '../features/customers/customer-records.service';
import { issueInvoice } from '../features/invoices/invoice-issue.service';
import { invoiceFromTicket } from '../features/invoices/invoice-sources.service';
import { createInvoice } from '../features/invoices/invoices.service';
import { putInvoicingSettings } from '../features/invoices/invoicing-settings.service';
import type { AppDeps } from '../http/context';

/** A shop that may issue (the P.IVA has a valid check digit; it is a public test value). */
const DEMO_SHOP = {
  company_name: 'Laboratorio Demo S.r.l.',
  vat_number: '00743110157',
  regime_fiscale: 'RF01',
  street: 'Via Roma 1',
  postal_code: '20121',
  city: 'Milano',
  province: 'MI',
  iban: 'IT60X0542811101000000123456',
  pec: 'laboratorio-demo@pec.example.it',
};

/**
 * The invoicing settings filled in, the closed repair's invoice issued to its customer (given a
 * codice fiscale and an address), a company's invoice paid by bank transfer issued, and one draft: what
 * the list, the XML and the month's export have to show on a fresh install.
 */
export async function seedDemoInvoices(
  deps: AppDeps,
  adminId: string,
  closedTicketId: string,
): Promise<number> {
  await putInvoicingSettings(deps, z.parse(invoicingSettingsInput, DEMO_SHOP));
  // The repair's customer (the register made her from her tickets) gets her fiscal data.
  const ticket = await deps.db
    .selectFrom('tickets')
    .select('customer_id')
    .where('id', '=', closedTicketId)
    .executeTakeFirst();
  if (ticket?.customer_id) {
    const person = await getCustomer(deps, ticket.customer_id);
    await updateCustomer(
      deps,
      person.id,
      z.parse(customerPatchSchema, {
        version: person.version,
        first_name: 'Sara',
        last_name: 'Romano',
        tax_code: 'RSSMRA85T10A562S',
        street: 'Via Garibaldi 10',
        postal_code: '00184',
        city: 'Roma',
        province: 'RM',
      }),
    );
  }
  const company = await createCustomer(
    deps,
    z.parse(customerInputSchema, {
      kind: 'azienda',
      company_name: 'Bianchi Informatica S.p.A.',
      // Not the demo shop's own P.IVA: an invoice to oneself is refused (SDI check 00471).
      vat_number: '02812345672',
      sdi_code: 'ABC1234',
      street: 'Corso Italia 5',
      postal_code: '10121',
      city: 'Torino',
      province: 'TO',
    }),
  );
  const repair = await invoiceFromTicket(deps, closedTicketId, adminId);
  if (repair.customer_id) await issueInvoice(deps, repair.id);
  const service = await createInvoice(
    deps,
    z.parse(invoiceCreateInput, {
      customer_id: company.id,
      payment_method: 'MP05',
      lines: [
        { description: 'Manutenzione annuale di 5 postazioni', quantity: 5, unit_price: '60' },
        { description: 'SSD 1 TB', quantity: 2, unit_price: '89,90', discount_percent: '10' },
      ],
    }),
    adminId,
  );
  await issueInvoice(deps, service.id);
  await createInvoice(
    deps,
    z.parse(invoiceCreateInput, {
      customer_id: company.id,
      lines: [{ description: 'Sostituzione alimentatore', unit_price: '45' }],
    }),
    adminId,
  );
  return 3;
}

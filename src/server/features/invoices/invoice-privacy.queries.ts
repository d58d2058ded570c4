import { sql, type Transaction } from 'kysely';
import { ANONYMISED_NAME } from '../../../shared/customers/customer-privacy';
import type { DB } from '../../db/schema';
import { invoiceSearch } from './invoice-search';

/**
 * A customer's right to erasure on their invoices (GDPR art. 17): drafts are not fiscal records
 * yet, so their copy of the customer goes like a quote's (lines and amounts stay); issued invoices
 * and credit notes are kept as issued for ten years (art. 2220 c.c.) and are not touched.
 * Returns how many drafts were emptied. Kysely only.
 */
export async function anonymiseCustomerDraftInvoices(
  trx: Transaction<DB>,
  customerId: string,
): Promise<number> {
  const result = await trx
    .updateTable('invoices')
    .set({
      customer_name: ANONYMISED_NAME,
      customer_first_name: null,
      customer_last_name: null,
      customer_company_name: null,
      customer_tax_code: null,
      customer_vat_number: null,
      customer_sdi_code: null,
      customer_pec: null,
      customer_email: null,
      customer_street: null,
      customer_postal_code: null,
      customer_city: null,
      customer_province: null,
      search_text: invoiceSearch.textOf({
        number: null,
        customer_name: ANONYMISED_NAME,
        customer_company_name: null,
        customer_tax_code: null,
        customer_vat_number: null,
      }),
      version: sql<number>`version + 1`,
    })
    .where('customer_id', '=', customerId)
    .where('status', '=', 'bozza')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

import { z } from 'zod';
import type { CustomerSuggestionDto } from '../../../shared/customers/customer-dto';
import {
  CUSTOMER_MESSAGES,
  type CustomerDocumentsQuery,
} from '../../../shared/customers/customer-schemas';
import { romeToday } from '../../../shared/format';
import { toIso } from '../../db/normalize';
import { notFound } from '../../errors';
import { decodeCursor, toPage } from '../../http/paging';
import { selectCustomerDocuments } from './customer-documents.queries';
import type { CustomerDeps } from './customer-records.service';
import { customerSearch } from './customer-search';
import { presentDocument, presentSuggestion } from './customers.presenter';
import { selectCustomer, selectCustomers } from './customers.queries';

const cursorKey = z.tuple([z.string(), z.string()]);

/** A customer's documents of one kind, newest first, one page at a time. */
export async function customerDocuments(
  deps: Pick<CustomerDeps, 'db' | 'clock'>,
  customerId: string,
  query: CustomerDocumentsQuery,
) {
  if (!(await selectCustomer(deps.db, customerId))) throw notFound(CUSTOMER_MESSAGES.notFound);
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined;
  const rows = await selectCustomerDocuments(deps.db, query.kind, {
    customerId,
    today: romeToday(deps.clock()),
    limit: query.limit + 1,
    after,
  });
  const page = toPage(rows, query.limit, (last) => [toIso(last.created_at), last.id]);
  return {
    items: page.rows.map((row) => presentDocument(query.kind, row)),
    next_cursor: page.next_cursor,
  };
}

/**
 * The counter's type-ahead: customers whose name, phone digits or e-mail hold every word typed,
 * the most recently active first. Anonymised customers are nobody to suggest.
 */
export async function customerSuggestions(
  deps: CustomerDeps,
  query: { q: string; limit: number },
): Promise<{ items: CustomerSuggestionDto[] }> {
  const search = await customerSearch.forQuery(deps.db, deps.dialect, query.q);
  if (!search) return { items: [] };
  const rows = await selectCustomers(deps.db, {
    sort: 'last_activity',
    order: 'desc',
    limit: query.limit,
    search,
    live: true,
  });
  return { items: rows.map(presentSuggestion) };
}

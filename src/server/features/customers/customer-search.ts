import {
  type CustomerSearchSource,
  customerSearchFields,
} from '../../../shared/customers/customer-keys';
import { defineTextSearch } from '../../search/text-search';

/** The customer list's search (the backfill migration folds the same fields). */
export const customerSearch = defineTextSearch<CustomerSearchSource>({
  table: 'customers',
  alias: 'c',
  fields: customerSearchFields,
});

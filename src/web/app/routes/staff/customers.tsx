import { Plus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { isAdmin } from '../../../../shared/roles';
import { PageHeader } from '../../../components/layout/page-header';
import { buttonClass } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { customersApi, prefetchCustomerList } from '../../../features/customers/api/customers-api';
import { CustomerForm } from '../../../features/customers/components/customer-form';
import { CustomerPage as CustomerView } from '../../../features/customers/components/customer-page';
import { CustomersTable } from '../../../features/customers/components/customers-table';
import { prefetchAll } from '../../../lib/page-warmup';

export const prefetchPage = prefetchAll(prefetchCustomerList, customersApi.prefetchOne);

/** /customers: the register, searched and sorted. */
export function CustomersPage() {
  return (
    <>
      <PageHeader
        title="Clienti"
        actions={
          <Link to="/customers/new" className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            Nuovo cliente
          </Link>
        }
      />
      <CustomersTable />
    </>
  );
}

export function NewCustomerPage() {
  return (
    <>
      <PageHeader title="Nuovo cliente" />
      <CustomerForm />
    </>
  );
}

export function CustomerPage() {
  const { id = '' } = useParams();
  const customer = customersApi.useOne(id);
  const admin = isAdmin(useCurrentUser().role);
  return (
    <QueryState query={customer} loading="Caricamento del cliente...">
      {(data) => <CustomerView customer={data} admin={admin} />}
    </QueryState>
  );
}

export function EditCustomerPage() {
  const { id = '' } = useParams();
  const customer = customersApi.useOne(id);
  return (
    <>
      <PageHeader title="Modifica cliente" />
      <QueryState query={customer} loading="Caricamento del cliente...">
        {(data) => <CustomerForm key={data.id} customer={data} />}
      </QueryState>
    </>
  );
}

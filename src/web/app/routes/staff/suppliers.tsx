import { Plus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { buttonClass } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { prefetchSupplierList, suppliersApi } from '../../../features/inventory/api/suppliers-api';
import { SupplierDetails } from '../../../features/inventory/components/supplier-details';
import { SuppliersTable } from '../../../features/inventory/components/suppliers-table';
import { prefetchAll } from '../../../lib/page-warmup';

export const prefetchPage = prefetchAll(prefetchSupplierList, suppliersApi.prefetchOne);

/** /suppliers and a supplier's page (SPEC §2 "Suppliers list"); the form is its own module, supplier-form.tsx. */
export function SuppliersPage() {
  return (
    <>
      <PageHeader
        title="Fornitori"
        actions={
          <Link to="/suppliers/new" className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            Nuovo fornitore
          </Link>
        }
      />
      <SuppliersTable />
    </>
  );
}

export function SupplierPage() {
  const { id = '' } = useParams();
  const supplier = suppliersApi.useOne(id);
  return (
    <QueryState query={supplier} loading="Caricamento del fornitore...">
      {(data) => <SupplierDetails supplier={data} />}
    </QueryState>
  );
}

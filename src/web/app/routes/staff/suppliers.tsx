import { Plus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { buttonClass } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { suppliersApi } from '../../../features/inventory/api/suppliers-api';
import { SupplierDetails } from '../../../features/inventory/components/supplier-details';
import { SupplierForm } from '../../../features/inventory/components/supplier-form';
import { SuppliersTable } from '../../../features/inventory/components/suppliers-table';

/** /suppliers: SPEC §2 "Suppliers list". */
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

export function NewSupplierPage() {
  return (
    <>
      <PageHeader title="Nuovo fornitore" />
      <SupplierForm />
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

export function EditSupplierPage() {
  const { id = '' } = useParams();
  const supplier = suppliersApi.useOne(id);
  return (
    <>
      <PageHeader title="Modifica fornitore" />
      <QueryState query={supplier} loading="Caricamento del fornitore...">
        {(data) => <SupplierForm supplier={data} />}
      </QueryState>
    </>
  );
}

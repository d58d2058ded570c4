import { useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { suppliersApi } from '../../../features/inventory/api/suppliers-api';
import { SupplierForm } from '../../../features/inventory/components/supplier-form';

export const prefetchPage = suppliersApi.prefetchOne;

/** /suppliers/new and /suppliers/:id/edit: the form's code is fetched only by them, not by the list. */
export function NewSupplierPage() {
  return (
    <>
      <PageHeader title="Nuovo fornitore" />
      <SupplierForm />
    </>
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

import { PageHeader } from '../../../components/layout/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { useOpenSupplierReturns } from '../../../features/supplier-returns/api/supplier-returns-api';
import { OpenSupplierReturns } from '../../../features/supplier-returns/components/open-supplier-returns';

/** /supplier-returns: what suppliers owe back for pieces returned (TILL.md § Purchase orders). */
export function SupplierReturnsPage() {
  const returns = useOpenSupplierReturns();
  return (
    <>
      <PageHeader
        title="Resi ai fornitori"
        description="I pezzi resi di cui si attende la nota di credito o il rimborso."
      />
      <QueryState query={returns} loading="Caricamento dei resi...">
        {(data) => <OpenSupplierReturns data={data} />}
      </QueryState>
    </>
  );
}

import { useParams } from 'react-router';
import { formatCalendarDate } from '../../../../shared/format';
import { isStaff } from '../../../../shared/roles';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { QueryState } from '../../../components/ui/query-state';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import {
  searchSuppliers,
  supplierSearchKey,
} from '../../../features/inventory/api/supplier-search';
import { RefusedSdiFiles } from '../../../features/sdi/components/refused-files';
import {
  prefetchSupplierInvoiceList,
  supplierInvoicesApi,
} from '../../../features/supplier-invoices/api/supplier-invoices-api';
import { StockLoading } from '../../../features/supplier-invoices/components/stock-loading';
import { SupplierInvoicePaid } from '../../../features/supplier-invoices/components/supplier-invoice-paid';
import { SupplierInvoiceUpload } from '../../../features/supplier-invoices/components/supplier-invoice-upload';
import {
  loadedSummary,
  SupplierInvoiceView,
} from '../../../features/supplier-invoices/components/supplier-invoice-view';
import { SupplierInvoicesList } from '../../../features/supplier-invoices/components/supplier-invoices-list';
import { prefetchAll } from '../../../lib/page-warmup';

export const prefetchPage = prefetchAll(
  prefetchSupplierInvoiceList,
  supplierInvoicesApi.prefetchOne,
);

/** /supplier-invoices: the fatture passive (TILL.md § Supplier invoices); staff upload them. */
export function SupplierInvoicesPage() {
  const staff = isStaff(useCurrentUser().role);
  return (
    <>
      <PageHeader title="Fatture passive" />
      {staff && <SupplierInvoiceUpload />}
      <RefusedSdiFiles />
      <SupplierInvoicesList supplierSearch={{ search: searchSuppliers, key: supplierSearchKey }} />
    </>
  );
}

/** /supplier-invoices/:id: the invoice readable, its file, paid or not, *Carica a magazzino* once. */
export function SupplierInvoicePage() {
  const { id = '' } = useParams();
  const staff = isStaff(useCurrentUser().role);
  const invoice = supplierInvoicesApi.useOne(id);
  return (
    <QueryState query={invoice} loading="Caricamento della fattura...">
      {(data) => (
        <div className="flex flex-col gap-6">
          <title>{`Fattura ${data.number} · Sportello`}</title>
          <PageHeader
            title={`Fattura ${data.number}`}
            description={`${data.supplier_name} · ${formatCalendarDate(data.date)}`}
          />
          <SupplierInvoiceView invoice={data} />
          <SupplierInvoicePaid invoice={data} staff={staff} />
          <StatusRegion>
            {data.stock_loaded_at && <Alert tone="success">{loadedSummary(data)}</Alert>}
          </StatusRegion>
          {staff && !data.stock_loaded_at && <StockLoading invoice={data} />}
        </div>
      )}
    </QueryState>
  );
}

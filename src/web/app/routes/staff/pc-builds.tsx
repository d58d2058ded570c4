import { Plus } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import {
  DocumentInvoices,
  documentInvoicesQuery,
} from '../../../features/invoices/components/document-invoices';
import { prefetchPcBuildList } from '../../../features/pc-builds/api/pc-build-list-api';
import { pcBuildsApi } from '../../../features/pc-builds/api/pc-builds-api';
import { PcBuildDocument } from '../../../features/pc-builds/components/pc-build-document';
import { PcBuildStaffPanel } from '../../../features/pc-builds/components/pc-build-staff-panel';
import { PcBuildsList } from '../../../features/pc-builds/components/pc-builds-list';
import { prefetchPrintedShop, useShop } from '../../../features/tickets/api/shop-api';
import { type PrefetchPage, prefetchAll } from '../../../lib/page-warmup';

/** A build's page: the build and the invoices made from it. */
const prefetchBuildInvoices: PrefetchPage = async (client, { params }) => {
  if (params.id) await client.prefetchQuery(documentInvoicesQuery('pc-build', params.id));
};

export const prefetchPage = prefetchAll(
  prefetchPcBuildList,
  pcBuildsApi.prefetchOne,
  prefetchBuildInvoices,
  prefetchPrintedShop,
);

/** /pc-builds: the shop's PC configurations. */
export function PcBuildsPage() {
  return (
    <>
      <PageHeader
        title="PC Build"
        actions={
          <Link to="/pc-builds/new" className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            Nuova configurazione
          </Link>
        }
      />
      <PcBuildsList />
    </>
  );
}

/** /pc-builds/:id: the build as the customer sees it (and prints), with the staff's panel. */
export function PcBuildPage() {
  const { id = '' } = useParams();
  const build = pcBuildsApi.useOne(id);
  const shop = useShop();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  return (
    <QueryState query={build} loading="Caricamento della configurazione...">
      {(data) => (
        <div className="flex flex-col gap-6">
          <title>{`${data.build_number} · Sportello`}</title>
          <StatusRegion>{notice && <Alert tone="success">{notice}</Alert>}</StatusRegion>
          <PcBuildStaffPanel
            build={data}
            actions={<DocumentInvoices source="pc-build" id={data.id} />}
          />
          <PcBuildDocument build={data} shop={shop.data} />
        </div>
      )}
    </QueryState>
  );
}

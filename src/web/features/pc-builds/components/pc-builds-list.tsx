import { useState } from 'react';
import { Link } from 'react-router';
import { formatEuro } from '../../../../shared/format';
import {
  PC_BUILD_MESSAGES,
  PC_BUILD_STATUS_BADGES,
  PC_BUILD_STATUSES,
  type PcBuildDto,
  type PcBuildListItemDto,
} from '../../../../shared/pc-builds/pc-builds';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { StatusBadge } from '../../../components/ui/badge';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { DocumentRowActions } from '../../../components/ui/document-row-actions';
import { PagedList } from '../../../components/ui/paged-list';
import { StatusListControls } from '../../../components/ui/status-list-controls';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { PC_BUILD_FILTERS, PC_BUILD_SORTS, usePcBuildList } from '../api/pc-build-list-api';
import { pcBuildsApi, useDuplicatePcBuild } from '../api/pc-builds-api';

const HEADINGS = ['Numero', 'Titolo', 'Cliente', 'Stato', 'Totale', 'Azioni'];

function PcBuildRow(props: {
  build: PcBuildListItemDto;
  onDuplicated: (copy: PcBuildDto) => void;
}) {
  const { build } = props;
  const remove = pcBuildsApi.useRemove();
  const duplicate = useDuplicatePcBuild();
  return (
    <tr className="border-t border-slate-300 dark:border-slate-700">
      <th scope="row" className={`${TABLE_CELL} text-left font-mono whitespace-nowrap`}>
        {build.build_number}
      </th>
      <td className={`${TABLE_CELL} font-medium`}>{build.title}</td>
      <td className={TABLE_CELL}>{build.customer_name ?? '—'}</td>
      <td className={TABLE_CELL}>
        <StatusBadge value={build.status} colours={PC_BUILD_STATUS_BADGES} />
      </td>
      <td className={`${TABLE_CELL} text-right tabular-nums whitespace-nowrap`}>
        {formatEuro(build.total_amount)}
      </td>
      <DocumentRowActions
        href={`/pc-builds/${build.id}`}
        number={build.build_number}
        deleteWhat={`la configurazione ${build.build_number}`}
        duplicate={{
          busy: duplicate.isPending,
          run: () => duplicate.mutate(build.id, { onSuccess: props.onDuplicated }),
        }}
        remove={{ busy: remove.isPending, run: () => remove.mutateAsync(build.id) }}
      />
    </tr>
  );
}

/** /pc-builds: search by number, title or customer, status filter, sort by date or total. */
export function PcBuildsList() {
  const [filters, change] = useUrlFilters(PC_BUILD_FILTERS);
  const list = usePcBuildList(filters);
  const [duplicated, setDuplicated] = useState<PcBuildDto | null>(null);
  return (
    <>
      <StatusListControls
        filters={filters}
        onChange={change}
        placeholder="Numero, titolo o cliente…"
        statuses={PC_BUILD_STATUSES}
        sorts={PC_BUILD_SORTS}
      />
      <StatusRegion>
        {duplicated && (
          <Alert tone="success" className="mb-3">
            {PC_BUILD_MESSAGES.duplicated}{' '}
            <Link className="underline" to={`/pc-builds/${duplicated.id}/edit`}>
              Modifica {duplicated.build_number}
            </Link>
          </Alert>
        )}
      </StatusRegion>
      <PagedList
        query={list}
        loading={{ label: 'Caricamento delle configurazioni...' }}
        empty={PC_BUILD_MESSAGES.empty}
        loadError={() => PC_BUILD_MESSAGES.loadError}
        refreshError={PC_BUILD_MESSAGES.loadError}
        loadMore="Carica altre configurazioni"
      >
        {(builds) => (
          <DataTable caption="Configurazioni PC" headings={HEADINGS}>
            {builds.map((build) => (
              <PcBuildRow key={build.id} build={build} onDuplicated={setDuplicated} />
            ))}
          </DataTable>
        )}
      </PagedList>
    </>
  );
}

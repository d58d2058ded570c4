import { useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { pcBuildsApi, usePcBuildDefaults } from '../../../features/pc-builds/api/pc-builds-api';
import { PcBuildForm } from '../../../features/pc-builds/components/pc-build-form';

export { prefetchPcBuildForm as prefetchPage } from '../../../features/pc-builds/api/pc-builds-api';

/** /pc-builds/new, from the PC build defaults of Settings. */
export function NewPcBuildPage() {
  const defaults = usePcBuildDefaults();
  return (
    <>
      <PageHeader title="Nuova configurazione PC" />
      <QueryState query={defaults} loading="Caricamento...">
        {(data) => <PcBuildForm defaults={data} />}
      </QueryState>
    </>
  );
}

/** /pc-builds/:id/edit, with the version it read: a stale save is refused, nothing lost. */
export function EditPcBuildPage() {
  const { id = '' } = useParams();
  const build = pcBuildsApi.useOne(id);
  const defaults = usePcBuildDefaults();
  return (
    <>
      <PageHeader title="Modifica configurazione PC" />
      <QueryState query={build} loading="Caricamento della configurazione...">
        {(data) => (
          <PcBuildForm
            build={data}
            defaults={
              defaults.data ?? {
                margin_percent: data.margin_percent,
                vat_rate: data.vat_rate,
                notes: '',
              }
            }
          />
        )}
      </QueryState>
    </>
  );
}

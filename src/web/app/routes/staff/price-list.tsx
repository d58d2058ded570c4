import { Plus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { PriceListImportReport } from '../../../../shared/price-list/price-list';
import { isAdmin } from '../../../../shared/roles';
import { PageHeader } from '../../../components/layout/page-header';
import { buttonClass } from '../../../components/ui/button';
import { CsvImport } from '../../../components/ui/csv-import';
import { QueryState } from '../../../components/ui/query-state';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { prefetchPriceList, priceListApi } from '../../../features/price-list/api/price-list-api';
import { PriceListForm } from '../../../features/price-list/components/price-list-form';
import { PriceListTable } from '../../../features/price-list/components/price-list-table';
import { prefetchAll } from '../../../lib/page-warmup';

export const prefetchPage = prefetchAll(prefetchPriceList, priceListApi.prefetchOne);

/** /price-list: the staff reads it; admins add, edit, delete and import (decision 030). */
export function PriceListPage() {
  const admin = isAdmin(useCurrentUser().role);
  return (
    <>
      <PageHeader
        title="Listino riparazioni"
        description="Il prezzo di ogni riparazione per marca e modello, IVA inclusa."
        actions={
          admin && (
            <Link to="/price-list/new" className={buttonClass('primary')}>
              <Plus className="size-4" aria-hidden="true" />
              Nuova riparazione
            </Link>
          )
        }
      />
      <PriceListTable admin={admin} />
      {admin && (
        <section aria-labelledby="price-list-csv" className="mt-8">
          <h2 id="price-list-csv" className="mb-4 text-lg font-semibold">
            Importa o esporta il listino
          </h2>
          <CsvImport<PriceListImportReport>
            path="/api/price-list/import"
            exportHref="/api/price-list/export.csv"
            hint="Colonne: Marca; Modello; Riparazione; Prezzo; Minuti; Garanzia (mesi); Ricambi (SKU), come l'esportazione. Servono Marca, Modello, Riparazione e Prezzo; una riparazione già nel listino viene aggiornata. Al massimo 50.000 righe e 5 MB."
            words={{
              noun: ['riparazione', 'riparazioni'],
              created: ['creata', 'create'],
              updated: ['aggiornata', 'aggiornate'],
            }}
            queryKey={priceListApi.key}
          />
        </section>
      )}
    </>
  );
}

export function NewPriceListEntryPage() {
  return (
    <>
      <PageHeader title="Nuova riparazione" />
      <PriceListForm />
    </>
  );
}

export function EditPriceListEntryPage() {
  const { id = '' } = useParams();
  const entry = priceListApi.useOne(id);
  return (
    <>
      <PageHeader title="Modifica riparazione" />
      <QueryState query={entry} loading="Caricamento...">
        {(data) => <PriceListForm entry={data} />}
      </QueryState>
    </>
  );
}

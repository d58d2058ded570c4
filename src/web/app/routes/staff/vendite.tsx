import { useState } from 'react';
import { formatDateTime, formatEuro } from '../../../../shared/format';
import { isAdmin } from '../../../../shared/roles';
import type { SaleSummaryDto } from '../../../../shared/sales/sale-dto';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { PagedList } from '../../../components/ui/paged-list';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { useSales } from '../../../features/sales/api/sales-api';
import { VoidSaleDialog } from '../../../features/sales/components/void-sale-dialog';
import { errorMessage } from '../../../lib/api-fetch';

const STATUS_LABELS: Record<SaleSummaryDto['status'], string> = {
  completata: 'Completata',
  annullata: 'Annullata',
};

/** /vendita/elenco: the counter's sales, newest first; an admin voids one with a reason. */
export function SalesListPage() {
  const admin = isAdmin(useCurrentUser().role);
  const sales = useSales();
  const [voiding, setVoiding] = useState<SaleSummaryDto | null>(null);
  return (
    <>
      <PageHeader title="Vendite" description="Le vendite al banco, dalla più recente." />
      <PagedList
        query={sales}
        loading={{ label: 'Caricamento delle vendite...' }}
        empty="Nessuna vendita al banco"
        loadError={(error) => `Impossibile caricare le vendite: ${errorMessage(error)}`}
        refreshError="Impossibile aggiornare le vendite"
        loadMore="Carica altre vendite"
      >
        {(items) => (
          <DataTable
            caption="Vendite al banco"
            headings={['Numero', 'Data', 'Cliente', 'Totale', 'Operatore', 'Stato', 'Azioni']}
          >
            {items.map((sale) => (
              <tr key={sale.id} className="border-t border-slate-200 dark:border-slate-700">
                <td className={TABLE_CELL}>{sale.number}</td>
                <td className={TABLE_CELL}>{formatDateTime(sale.created_at)}</td>
                <td className={TABLE_CELL}>{sale.customer_name ?? '—'}</td>
                <td className={`${TABLE_CELL} text-right tabular-nums`}>
                  {formatEuro(sale.total)}
                </td>
                <td className={TABLE_CELL}>{sale.user_name ?? '—'}</td>
                <td className={TABLE_CELL}>{STATUS_LABELS[sale.status]}</td>
                <td className={TABLE_CELL}>
                  {admin && sale.status === 'completata' && (
                    <Button variant="ghost" className="px-2 py-1" onClick={() => setVoiding(sale)}>
                      Annulla<span className="sr-only"> la vendita {sale.number}</span>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedList>
      <VoidSaleDialog sale={voiding} onClose={() => setVoiding(null)} />
    </>
  );
}

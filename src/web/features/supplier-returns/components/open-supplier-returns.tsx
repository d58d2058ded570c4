import { useState } from 'react';
import { formatDate, formatEuro } from '../../../../shared/format';
import type {
  SupplierReturnDto,
  SupplierReturnsDto,
} from '../../../../shared/purchase-orders/supplier-returns';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import { errorMessage } from '../../../lib/api-fetch';
import { useSettleSupplierReturn } from '../api/supplier-returns-api';

const HEADINGS = ['Data', 'Documento', 'Articolo', 'Pezzi', 'Importo', 'Azioni'] as const;

/**
 * What suppliers still owe for pieces sent back, one table per supplier with its total; the
 * staff close a return when its credit note or refund arrives (a confirmation first).
 */
export function OpenSupplierReturns({ data }: { data: SupplierReturnsDto }) {
  const settle = useSettleSupplierReturn();
  const [asked, setAsked] = useState<SupplierReturnDto | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => {
    settle.reset();
    setAsked(null);
  };
  return (
    <div className="flex flex-col gap-6">
      <StatusRegion>{notice && <Alert tone="success">{notice}</Alert>}</StatusRegion>
      {data.suppliers.length === 0 && <p>Nessun reso aperto: i fornitori non devono nulla.</p>}
      {data.suppliers.map((supplier) => (
        <section key={supplier.supplier_id} className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold">
            {supplier.supplier_name}: deve {formatEuro(supplier.owed)} ({supplier.count}{' '}
            {supplier.count === 1 ? 'reso' : 'resi'})
          </h2>
          <DataTable caption={`Resi aperti di ${supplier.supplier_name}`} headings={HEADINGS}>
            {data.items
              .filter((item) => item.supplier_id === supplier.supplier_id)
              .map((item) => (
                <tr key={item.id} className="border-t border-slate-200 dark:border-slate-700">
                  <td className={TABLE_CELL}>{formatDate(item.created_at)}</td>
                  <td className={TABLE_CELL}>{item.document}</td>
                  <td className={TABLE_CELL}>
                    {item.description}
                    {item.note && (
                      <span className="block text-slate-600 dark:text-slate-300">{item.note}</span>
                    )}
                  </td>
                  <td className={TABLE_CELL}>{item.quantity}</td>
                  <td className={TABLE_CELL}>{formatEuro(item.amount)}</td>
                  <td className={TABLE_CELL}>
                    <Button
                      variant="secondary"
                      aria-label={`Chiudi reso: ${item.description}`}
                      onClick={() => setAsked(item)}
                    >
                      Chiudi reso
                    </Button>
                  </td>
                </tr>
              ))}
          </DataTable>
        </section>
      ))}
      <ConfirmDialog
        open={asked !== null}
        title="Il fornitore ha reso quanto doveva?"
        message={
          asked
            ? `${asked.supplier_name}: ${asked.description}, ${formatEuro(asked.amount)}. Conferma solo se è arrivata la nota di credito o il rimborso: il reso esce dall'elenco.`
            : ''
        }
        confirmLabel="Chiudi il reso"
        confirmVariant="primary"
        busy={settle.isPending}
        error={settle.isError ? errorMessage(settle.error) : null}
        onConfirm={() => {
          if (!asked) return;
          settle.mutate(asked.id, {
            onSuccess: () => {
              setNotice(`Reso chiuso: ${asked.description} (${formatEuro(asked.amount)}).`);
              close();
            },
          });
        }}
        onCancel={close}
      />
    </div>
  );
}

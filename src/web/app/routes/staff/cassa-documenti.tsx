import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isAdmin } from '../../../../shared/roles';
import { PageHeader } from '../../../components/layout/page-header';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/field';
import { PagedList } from '../../../components/ui/paged-list';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import {
  TO_FIX_PARAM,
  useReceipts,
  useVoidReceipt,
} from '../../../features/payments/api/receipts-api';
import type { ReceiptCorrection } from '../../../features/payments/components/receipt-actions';
import { ReceiptsTable } from '../../../features/payments/components/receipts-table';
import {
  emittedAs,
  ReturnReceiptDialog,
} from '../../../features/payments/components/return-receipt-dialog';
import { errorMessage } from '../../../lib/api-fetch';

/**
 * /cassa/documenti: the documenti commerciali, newest first, with *Riprova* and *Ristampa* for the
 * staff and *Reso* and *Annulla* for admins; *Da sistemare* keeps the ones not emitted.
 */
export function ReceiptsPage() {
  const admin = isAdmin(useCurrentUser().role);
  const [params, setParams] = useSearchParams();
  const toFix = params.get('stato') === TO_FIX_PARAM;
  const receipts = useReceipts(toFix);
  const [correcting, setCorrecting] = useState<ReceiptCorrection | null>(null);
  const voidReceipt = useVoidReceipt();
  const voiding = correcting?.kind === 'annullo' ? correcting.receipt : null;
  const close = () => {
    voidReceipt.reset();
    setCorrecting(null);
  };
  return (
    <>
      <PageHeader
        title="Documenti commerciali"
        description="I documenti del registratore telematico, dal più recente."
        actions={
          <Link to="/cassa" className={buttonClass('secondary')}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Torna alla cassa
          </Link>
        }
      />
      <SelectField
        label="Mostra"
        className="mb-6 max-w-xs"
        value={toFix ? TO_FIX_PARAM : ''}
        onChange={(event) => setParams(event.target.value ? { stato: event.target.value } : {})}
      >
        <option value="">Tutti i documenti</option>
        <option value={TO_FIX_PARAM}>Da sistemare (da emettere o in errore)</option>
      </SelectField>
      <PagedList
        query={receipts}
        loading={{ label: 'Caricamento dei documenti commerciali...' }}
        empty={toFix ? 'Nessun documento da sistemare' : 'Nessun documento commerciale'}
        loadError={(error) => `Impossibile caricare i documenti: ${errorMessage(error)}`}
        refreshError="Impossibile aggiornare i documenti"
        loadMore="Carica altri documenti"
      >
        {(items) => <ReceiptsTable items={items} admin={admin} onCorrect={setCorrecting} />}
      </PagedList>
      <ReturnReceiptDialog
        receipt={correcting?.kind === 'reso' ? correcting.receipt : null}
        onClose={() => setCorrecting(null)}
      />
      <ConfirmDialog
        open={voiding !== null}
        title="Annulla il documento commerciale"
        message={
          voiding
            ? `Il registratore stamperà un annullo che cita il documento ${emittedAs(voiding)} e ogni suo pagamento sarà stornato. Se è di una vendita al banco, la vendita è annullata e la merce torna in magazzino.`
            : ''
        }
        confirmLabel="Annulla il documento"
        busy={voidReceipt.isPending}
        error={voidReceipt.isError ? errorMessage(voidReceipt.error) : null}
        onConfirm={() => voiding && voidReceipt.mutate(voiding.id, { onSuccess: close })}
        onCancel={close}
      />
    </>
  );
}

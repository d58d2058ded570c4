import { RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  OUTBOX_STATUS_LABELS,
  OUTBOX_STATUSES,
  type OutboxMessageJson,
} from '../../../../shared/outbox';
import { plural } from '../../../../shared/plural';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { PagedList } from '../../../components/ui/paged-list';
import { errorMessage } from '../../../lib/api-fetch';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { OUTBOX_FILTERS, useOutbox, useResendFailed, useResendMessage } from '../api/outbox-api';
import { OutboxTable } from './outbox-table';

/** The status filter, the messages a page at a time, and the outcome of a resend. */
export function OutboxList() {
  const [filters, changeFilters] = useUrlFilters(OUTBOX_FILTERS);
  const outbox = useOutbox(filters);
  const resend = useResendMessage();
  const resendAll = useResendFailed();
  const [resent, setResent] = useState<string | null>(null);
  // The row's 'Reinvia' button goes away once resent: focus moves to the outcome instead.
  const resentRef = useRef<HTMLDivElement>(null);

  function resendEveryFailed() {
    setResent(null);
    resendAll.mutate(undefined, {
      onSuccess: ({ resent: count }) => {
        setResent(
          count === 0
            ? 'Nessun messaggio da reinviare.'
            : `${plural(count, 'messaggio rimesso', 'messaggi rimessi')} in coda.`,
        );
        resentRef.current?.focus();
      },
    });
  }

  function resendMessage(message: OutboxMessageJson) {
    setResent(null);
    resend.mutate(message.id, {
      onSuccess: () => {
        setResent(`Messaggio a ${message.recipient} rimesso in coda.`);
        resentRef.current?.focus();
      },
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Stato"
          className="w-full max-w-xs"
          value={filters.status}
          onChange={(event) =>
            changeFilters(OUTBOX_FILTERS.parse(new URLSearchParams({ status: event.target.value })))
          }
        >
          <option value="">Tutti</option>
          {OUTBOX_STATUSES.map((value) => (
            <option key={value} value={value}>
              {OUTBOX_STATUS_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <Button
          variant="secondary"
          busy={outbox.isRefetching}
          onClick={() => void outbox.refetch()}
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          Aggiorna
        </Button>
        <Button variant="secondary" busy={resendAll.isPending} onClick={resendEveryFailed}>
          Reinvia tutti i messaggi non inviati
        </Button>
      </div>
      {resend.isError && <Alert tone="error">{errorMessage(resend.error)}</Alert>}
      {resendAll.isError && <Alert tone="error">{errorMessage(resendAll.error)}</Alert>}
      <StatusRegion>
        <div ref={resentRef} tabIndex={-1} className="outline-offset-2">
          {resent && <Alert tone="success">{resent}</Alert>}
        </div>
      </StatusRegion>
      <PagedList
        query={outbox}
        loading={{ label: 'Caricamento della posta in uscita...' }}
        empty="Nessun messaggio nella posta in uscita."
        loadError={errorMessage}
        refreshError="Errore durante l'aggiornamento della posta in uscita"
        loadMore="Carica altri messaggi"
      >
        {(messages) => (
          <OutboxTable
            messages={messages}
            resendingId={resend.isPending ? resend.variables : null}
            onResend={resendMessage}
          />
        )}
      </PagedList>
    </div>
  );
}

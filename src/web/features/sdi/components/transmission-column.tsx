import { useQuery } from '@tanstack/react-query';
import {
  TRANSMISSION_LABELS,
  type TransmissionStatus,
} from '../../../../shared/sdi/sdi-transmission';
import { StatusBadge } from '../../../components/ui/badge';
import { apiFetch } from '../../../lib/api-fetch';

const AMBER = 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100';
const GREEN = 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100';
const RED = 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100';
const SLATE = 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100';

/** Done in green, to act on in red or amber, waiting in grey. */
const COLOURS: Record<TransmissionStatus, string> = {
  da_inviare: AMBER,
  inviata: SLATE,
  consegnata: GREEN,
  mancata_consegna: SLATE,
  scartata: RED,
  decorrenza_termini: GREEN,
};

/** The invoice's state with the SDI; a send still in the queue says so. */
export function TransmissionBadge({
  status,
  queued = false,
}: {
  status: TransmissionStatus;
  queued?: boolean;
}) {
  return (
    <StatusBadge
      value={status}
      colours={COLOURS}
      label={queued ? 'In coda' : TRANSMISSION_LABELS[status]}
    />
  );
}

/** The SDI state of the issued invoices a list shows (one request per page of the list). */
export function useTransmissionStatuses(invoiceIds: string[]) {
  const ids = invoiceIds.join(',');
  return useQuery({
    queryKey: ['invoices', 'transmission-statuses', ids],
    queryFn: ({ signal }) =>
      apiFetch<Record<string, TransmissionStatus>>(
        `/api/sdi/statuses?ids=${encodeURIComponent(ids)}`,
        { signal },
      ),
    enabled: invoiceIds.length > 0,
  });
}

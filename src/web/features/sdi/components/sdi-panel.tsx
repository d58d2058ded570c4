import { Send } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import {
  LATE_RESEND_MESSAGE,
  resendDeadline,
  resendTooLate,
} from '../../../../shared/sdi/sdi-resend';
import { NOTIFICATION_LABELS, type TransmissionDto } from '../../../../shared/sdi/sdi-transmission';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-fetch';
import { sdiFileHref, useSendToSdi, useTransmission } from '../api/sdi-api';
import { type CorrectionStart, SdiCorrectionForm } from './sdi-correction-form';
import { SdiErrors } from './sdi-errors';
import { TransmissionBadge } from './transmission-column';

const CAN_SEND = new Set(['da_inviare', 'scartata']);

/** The invoice's journey to the SDI: state, *Invia allo SDI*, each send with its notifications. */
export function SdiPanel({ invoiceId, start }: { invoiceId: string; start: CorrectionStart }) {
  const journey = useTransmission(invoiceId);
  const send = useSendToSdi(invoiceId);
  const [correcting, setCorrecting] = useState(false);
  const data = journey.data;
  if (!data) return null;
  const rejection = data.notifications.findLast((n) => n.type === 'NS');
  const queued = data.sends.at(-1)?.state === 'in_coda';
  const rejectedAt = rejection?.received_at;
  const late = data.status === 'scartata' && !!rejectedAt && resendTooLate(rejectedAt, new Date());
  return (
    <section aria-labelledby="sdi-title" className="flex flex-col gap-2 print:hidden">
      <h2 id="sdi-title" className="text-lg font-semibold">
        Invio allo SDI <TransmissionBadge status={data.status} queued={queued} />
      </h2>
      {late && <Alert tone="warning">{LATE_RESEND_MESSAGE}</Alert>}
      {data.status === 'scartata' && rejectedAt && !late && (
        <p>
          Stesso numero e stessa data: si può reinviare entro il{' '}
          {formatDateTime(resendDeadline(rejectedAt))}.
        </p>
      )}
      {CAN_SEND.has(data.status) && !queued && !late && !correcting && (
        <Button
          variant="primary"
          busy={send.isPending}
          onClick={() => (data.status === 'scartata' ? setCorrecting(true) : send.mutate())}
          className="self-start"
        >
          <Send className="size-4" aria-hidden="true" />
          {data.status === 'scartata' ? 'Correggi e reinvia' : 'Invia allo SDI'}
        </Button>
      )}
      {correcting && data.status === 'scartata' && !late && (
        <SdiCorrectionForm
          invoiceId={invoiceId}
          start={start}
          errors={rejection?.errors ?? []}
          onDone={() => setCorrecting(false)}
        />
      )}
      {send.isError && <Alert tone="error">{errorMessage(send.error)}</Alert>}
      <Sends invoiceId={invoiceId} journey={data} />
    </section>
  );
}

function Sends({ invoiceId, journey }: { invoiceId: string; journey: TransmissionDto }) {
  if (journey.sends.length === 0) return null;
  return (
    <ol className="flex flex-col gap-2">
      {journey.sends.map((s) => (
        <li key={s.id} className="rounded border border-slate-300 p-2 dark:border-slate-700">
          <a href={sdiFileHref(invoiceId, s.id)} download className="underline">
            {s.file_name}
          </a>
          {s.last_error && <p>Ultimo tentativo non riuscito: {s.last_error}</p>}
          <ul>
            {s.notifications.map((n) => (
              <li key={n.id}>
                <a href={sdiFileHref(invoiceId, n.id)} download className="underline">
                  {NOTIFICATION_LABELS[n.type] ?? n.type}
                </a>
                {n.errors.length > 0 && <SdiErrors errors={n.errors} />}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

import { Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../../shared/format';
import { publicQuotePath } from '../../../../shared/paths';
import {
  QUOTE_MESSAGES,
  QUOTE_STATUS_BADGES,
  type QuoteDto,
} from '../../../../shared/quotes/quotes';
import { Section } from '../../../components/layout/section';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { StatusBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DocumentCosts } from '../../../components/ui/document-costs';
import { DocumentToolbar } from '../../../components/ui/document-toolbar';
import { errorMessage } from '../../../lib/api-fetch';
import { quotesApi, useDuplicateQuote, useSendQuote } from '../api/quotes-api';

/** "Invia al cliente": asks first, naming the address; the e-mail goes through the outbox. */
function SendButton({ quote }: { quote: QuoteDto }) {
  const send = useSendQuote();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Send className="size-4" aria-hidden="true" />
        Invia al cliente
      </Button>
      <StatusRegion>
        {sent && <span className="sr-only">Preventivo inviato a {quote.customer_email}</span>}
      </StatusRegion>
      <ConfirmDialog
        open={open}
        title={`Inviare il preventivo ${quote.quote_number}?`}
        message={
          quote.customer_email
            ? `Il cliente riceverà a ${quote.customer_email} il link per leggerlo e rispondere. Lo stato diventa Inviato.`
            : QUOTE_MESSAGES.noEmail
        }
        confirmLabel="Invia"
        confirmVariant="primary"
        busy={send.isPending}
        error={send.isError ? errorMessage(send.error) : null}
        onConfirm={() =>
          send.mutate(quote.id, {
            onSuccess: () => {
              setSent(true);
              setOpen(false);
            },
          })
        }
        onCancel={() => {
          send.reset();
          setOpen(false);
        }}
      />
    </>
  );
}

/**
 * What staff see around the document and never print: actions, cost and margin, history.
 * `actions`: what the page adds from other areas (the invoice of an accepted quote).
 */
export function QuoteStaffPanel({ quote, actions }: { quote: QuoteDto; actions?: ReactNode }) {
  const navigate = useNavigate();
  const duplicate = useDuplicateQuote();
  const remove = quotesApi.useRemove();
  return (
    <div className="flex flex-col gap-4 print:hidden">
      <DocumentToolbar
        back={{ to: '/quotes', label: 'Torna ai preventivi' }}
        editTo={`/quotes/${quote.id}/edit`}
        duplicating={duplicate.isPending}
        onDuplicate={() =>
          duplicate.mutate(quote.id, {
            onSuccess: (copy) =>
              navigate(`/quotes/${copy.id}`, { state: { notice: QUOTE_MESSAGES.duplicated } }),
          })
        }
        publicHref={publicQuotePath(quote.id)}
        deleteWhat={`il preventivo ${quote.quote_number}`}
        deleting={remove.isPending}
        onDelete={() => remove.mutateAsync(quote.id).then(() => navigate('/quotes'))}
      >
        <SendButton quote={quote} />
        {actions}
      </DocumentToolbar>
      {duplicate.isError && <Alert tone="error">{errorMessage(duplicate.error)}</Alert>}
      <Section title="Per il negozio" description="Non compare sul preventivo del cliente.">
        <DocumentCosts
          taxable={quote.taxable}
          marginAmount={quote.margin_amount}
          marginShare={quote.margin_share}
          markupPercent={quote.margin_percent}
        >
          {quote.ticket_id && quote.ticket_number && (
            <>
              <dt>Ticket collegato</dt>
              <dd className="text-right">
                <Link className="font-mono underline" to={`/tickets/${quote.ticket_id}`}>
                  {quote.ticket_number}
                </Link>
              </dd>
            </>
          )}
        </DocumentCosts>
        {quote.answer && (
          <p className="mt-3 text-sm">
            {`Il cliente ha ${quote.answer.answer === 'accept' ? 'accettato' : 'rifiutato'} il ${formatDateTime(quote.answer.answered_at)}.`}
          </p>
        )}
        <h3 className="mt-4 mb-2 font-semibold">Storico dello stato</h3>
        <ol className="flex flex-col gap-2 text-sm">
          {quote.history.map((change, index) => (
            // The history only grows, oldest first: its position is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <time dateTime={change.created_at} className="font-medium">
                {formatDateTime(change.created_at)}
              </time>{' '}
              <StatusBadge value={change.to_status} colours={QUOTE_STATUS_BADGES} />
              <span className="text-slate-700 dark:text-slate-300">
                {change.from_status ? ` (da ${change.from_status})` : ' (creazione)'}
                {` · ${change.via === 'public' ? 'il cliente, dalla pagina del preventivo' : (change.changed_by ?? 'account rimosso')}`}
              </span>
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}

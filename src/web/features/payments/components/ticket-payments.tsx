import { Banknote } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { formatEuro } from '../../../../shared/format';
import type { PaymentDto } from '../../../../shared/payments/payment-dto';
import type { TicketDto } from '../../../../shared/tickets/ticket-dto';
import { Section } from '../../../components/layout/section';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useTicketPayments } from '../api/payments-api';
import { PaymentsTable } from './payments-table';
import { StornoDialog } from './storno-dialog';

// The dialog (tenders, change, the RT's answer) loads when *Incassa* is pressed: the page that
// shows a ticket's money stays within its JavaScript budget.
const IncassaDialog = lazy(() =>
  import('./incassa-dialog').then((m) => ({ default: m.IncassaDialog })),
);

interface TicketPaymentsProps {
  ticket: Pick<TicketDto, 'id' | 'price' | 'parts_sold_separately' | 'paid' | 'balance_due'>;
  /** Admins reverse payments (*Storno*). */
  canReverse: boolean;
  /** Beside *Incassa*: the ticket's invoice, or *Crea fattura* (the page composes it). */
  invoices?: ReactNode;
}

/** The ticket's money on its staff page: what was paid and is due, *Incassa*, the payments. */
export function TicketPayments({ ticket, canReverse, invoices }: TicketPaymentsProps) {
  const payments = useTicketPayments(ticket.id);
  const [paying, setPaying] = useState(false);
  const [reversing, setReversing] = useState<PaymentDto | null>(null);
  const [notice, setNotice] = useState<string>();
  return (
    <Section title="Pagamenti" description="Incassi, rimborsi e storni di questo ticket.">
      <dl className="mb-4 flex flex-wrap gap-x-8 gap-y-2">
        <Money term="Prezzo" value={ticket.price} />
        {ticket.parts_sold_separately > 0 && (
          <Money term="Ricambi venduti a parte" value={ticket.parts_sold_separately} />
        )}
        <Money term="Pagato" value={ticket.paid} />
        <Money term="Da saldare" value={ticket.balance_due} />
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setPaying(true)}>
          <Banknote className="size-4" aria-hidden="true" />
          Incassa
        </Button>
        {invoices}
      </div>
      <StatusRegion>
        {notice && (
          <Alert tone="success" className="mt-4">
            {notice}
          </Alert>
        )}
      </StatusRegion>
      <div className="mt-4">
        {payments.isError && <Alert tone="error">Impossibile caricare i pagamenti.</Alert>}
        {payments.data &&
          (payments.data.items.length === 0 ? (
            <p className="text-sm">Nessun pagamento registrato.</p>
          ) : (
            <PaymentsTable
              caption={`Pagamenti del ticket`}
              payments={payments.data.items}
              onReverse={canReverse ? setReversing : undefined}
            />
          ))}
      </div>
      {paying && (
        <Suspense fallback={null}>
          <IncassaDialog
            open
            ticketId={ticket.id}
            balanceDue={ticket.balance_due}
            onClose={() => setPaying(false)}
            onRecorded={setNotice}
          />
        </Suspense>
      )}
      <StornoDialog payment={reversing} onClose={() => setReversing(null)} onReversed={setNotice} />
      <p className="mt-4 text-sm">
        <Link className="underline" to="/cassa">
          Chiusura di cassa
        </Link>
      </p>
    </Section>
  );
}

function Money({ term, value }: { term: string; value: number | null }) {
  return (
    <div>
      <dt className="text-sm text-slate-700 dark:text-slate-300">{term}</dt>
      <dd className="text-lg font-semibold">{value === null ? '—' : formatEuro(value)}</dd>
    </div>
  );
}

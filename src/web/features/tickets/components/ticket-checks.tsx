import { formatDateTime } from '../../../../shared/format';
import { CHECK_STAGES, checkSummary } from '../../../../shared/tickets/ticket-check-labels';
import { useShop } from '../api/shop-api';
import type { TicketDetail } from '../api/ticket-types';
import { ChecksTable, SignatureFigure } from './sheet-checks';
import { StageChecks } from './stage-checks';

/**
 * The staff page's checks and signatures (inside its *Controlli e firme* section): what was
 * checked and signed, each save in the history, and, for a stage not yet signed, its checks and
 * the customer's signature at the counter.
 */
export function TicketChecks({ ticket }: { ticket: TicketDetail }) {
  const shop = useShop();
  const signed = (stage: 'intake' | 'pickup') => ticket.signatures.find((s) => s.stage === stage);
  const stages = [
    { stage: 'intake', title: 'All’accettazione', saved: ticket.checklist_intake },
    { stage: 'pickup', title: 'Al ritiro', saved: ticket.checklist_pickup },
  ] as const;
  return (
    <div className="flex flex-col gap-8">
      {stages.map(({ stage, title, saved }) => {
        const signature = signed(stage);
        const start = saved.length > 0 || stage === 'intake' ? saved : ticket.checklist_intake;
        return (
          <section key={stage} aria-labelledby={`checks-${stage}`} className="flex flex-col gap-3">
            <h3 id={`checks-${stage}`} className="font-semibold">
              {title}
            </h3>
            {signature ? (
              <>
                {saved.length > 0 && <ChecksTable caption="Controlli firmati" items={saved} />}
                <SignatureFigure signature={signature} />
              </>
            ) : (
              <StageChecks
                key={stage}
                ticketId={ticket.id}
                stage={stage}
                start={start}
                fresh={saved.length === 0}
                terms={shop.data?.terms ?? ''}
              />
            )}
          </section>
        );
      })}
      {ticket.checklist_history.length > 0 && (
        <div>
          <h3 className="mb-2 font-semibold">Storico dei controlli</h3>
          <ol className="flex flex-col gap-1 text-sm">
            {ticket.checklist_history.map((record) => (
              <li key={record.id}>
                <time dateTime={record.recorded_at} className="font-medium">
                  {formatDateTime(record.recorded_at)}
                </time>
                {` · ${CHECK_STAGES[record.stage]}: ${checkSummary(record.items)}`}
                {record.recorded_by_name && ` · ${record.recorded_by_name}`}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

import { formatDateTime } from '../../../../shared/format';
import { CHECK_RESULTS, CHECK_STAGES } from '../../../../shared/tickets/ticket-check-labels';
import type { CheckEntry, SignatureDto } from '../../../../shared/tickets/ticket-checks';
import { PRINT_HEADING } from '../../../components/layout/print-document';
import type { TicketDetail } from '../api/ticket-types';

/** A stage's checks as a table: the sheet and the staff page show the same. */
export function ChecksTable({
  caption,
  items,
  captionClass = 'text-left font-medium',
}: {
  caption: string;
  items: CheckEntry[];
  captionClass?: string;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className={captionClass}>{caption}</caption>
      <thead>
        <tr className="border-b border-slate-400">
          <th scope="col" className="py-1 pe-2">
            Controllo
          </th>
          <th scope="col" className="py-1 pe-2">
            Esito
          </th>
          <th scope="col" className="py-1">
            Nota
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.key} className="border-b border-slate-200 dark:border-slate-700">
            <td className="py-1 pe-2">{item.label}</td>
            <td className="py-1 pe-2 font-medium">{CHECK_RESULTS[item.result]}</td>
            <td className="py-1">{item.note ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The signature's image and its evidence: stage, time, typed name, terms version. */
export function SignatureFigure({ signature }: { signature: SignatureDto }) {
  const stage = CHECK_STAGES[signature.stage];
  return (
    <figure className="flex flex-col gap-1">
      <img
        src={signature.image_url}
        alt={`Firma del cliente (${stage})`}
        className="h-24 w-auto max-w-full self-start rounded border border-slate-400 bg-white"
      />
      <figcaption className="text-xs">
        {`${stage}: firmata il ${formatDateTime(signature.signed_at)}`}
        {signature.typed_name && ` da ${signature.typed_name}`}
        {signature.terms_version && ` · termini versione ${signature.terms_version}`}
      </figcaption>
    </figure>
  );
}

/**
 * The printed sheet's checks, terms and signatures. Once the customer signed, the terms printed
 * are the ones signed, not the shop's current text.
 */
export function SheetChecks({ ticket, terms }: { ticket: TicketDetail; terms?: string }) {
  const stages = [
    ['Controlli all’accettazione', ticket.checklist_intake],
    ['Controlli al ritiro', ticket.checklist_pickup],
  ] as const;
  const signedTerms = ticket.signatures.find((s) => s.terms_text)?.terms_text;
  const shownTerms = signedTerms ?? terms;
  return (
    <>
      {stages.map(
        ([caption, items]) =>
          items.length > 0 && (
            <section key={caption} className="break-inside-avoid">
              <ChecksTable
                caption={caption}
                items={items}
                captionClass={`text-left ${PRINT_HEADING}`}
              />
            </section>
          ),
      )}
      {shownTerms && (
        <section className="break-inside-avoid">
          <h2 className={PRINT_HEADING}>Termini e condizioni</h2>
          <p className="text-xs whitespace-pre-line">{shownTerms}</p>
        </section>
      )}
      <section className="break-inside-avoid">
        <h2 className={PRINT_HEADING}>Firma del cliente</h2>
        {ticket.signatures.length > 0 ? (
          <div className="flex flex-wrap gap-6">
            {ticket.signatures.map((signature) => (
              <SignatureFigure key={signature.id} signature={signature} />
            ))}
          </div>
        ) : (
          <div className="h-24 rounded border border-slate-500" />
        )}
      </section>
    </>
  );
}

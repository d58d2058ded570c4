import { lazy, type RefObject } from 'react';
import type { CheckEntry } from '../../../../shared/tickets/ticket-checks';
import { OpenToLoad } from '../../../components/ui/open-to-load';

/** What the ticket form asks of the intake checks, filled in by the panel once it has loaded. */
export interface IntakeHandle {
  /** The checks to send with the new ticket (none when no check was given a result). */
  payload?: () => { checklist_intake?: CheckEntry[] };
  /** After the ticket is saved: the customer's signature, if drawn; a failure's message or null. */
  afterSave?: (ticketId: string) => Promise<string | null>;
}

// The checks and the signature load when the counter opens them: /tickets/new stays within its budget.
const IntakeChecks = lazy(() =>
  import('./intake-checks').then((m) => ({ default: m.IntakeChecks })),
);

export function LazyIntakeChecks({ handle }: { handle: RefObject<IntakeHandle> }) {
  return (
    <OpenToLoad label="Controlli all’accettazione e firma">
      <IntakeChecks handle={handle} />
    </OpenToLoad>
  );
}

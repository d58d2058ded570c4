import { lazy, type RefObject } from 'react';
import { OpenToLoad } from '../../../components/ui/open-to-load';
import type { IntakeHandle } from './intake-handle';

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

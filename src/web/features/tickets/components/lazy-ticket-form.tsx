import { type ComponentProps, lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

// The form (react-hook-form, zod, phone input) loads only when someone edits, so the list and the
// print sheet stay light.
const TicketForm = lazy(() => import('./ticket-form').then((m) => ({ default: m.TicketForm })));

export function LazyTicketForm(props: ComponentProps<typeof TicketForm>) {
  return (
    <Suspense fallback={<Skeleton className="h-64 w-full" />}>
      <TicketForm {...props} />
    </Suspense>
  );
}

import { PageHeader } from '../layout/page-header';
import { Alert } from '../ui/alert';

/** What a person sees in an area their role does not open (SPEC §6): a page of its own. */
export function AccessDenied({ message }: { message: string }) {
  return (
    <>
      <PageHeader title="Accesso negato" />
      <Alert tone="error">{message}</Alert>
    </>
  );
}

import { ACCESS_DENIED } from '../../../shared/roles';
import { PageHeader } from '../layout/page-header';
import { Alert } from '../ui/alert';

/**
 * What a person sees in an area their role does not open (SPEC §6): a page of its own, headed
 * "Accesso negato", with the area's reason when it gives one.
 */
export function AccessDenied({ message }: { message: string }) {
  return (
    <>
      <PageHeader title={ACCESS_DENIED} />
      {message !== ACCESS_DENIED && <Alert tone="error">{message}</Alert>}
    </>
  );
}

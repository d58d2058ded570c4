import { Alert } from '../ui/alert';

/** What a person sees in an area their role does not open (SPEC §6). */
export function AccessDenied({ message }: { message: string }) {
  return (
    <>
      <title>Accesso negato · Sportello</title>
      <Alert tone="error">{message}</Alert>
    </>
  );
}

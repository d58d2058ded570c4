import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { TO_FIX_PARAM, useReceiptsToFix } from '../api/receipts-api';

/** On /cassa: how many documenti commerciali the RT has not emitted, and where to fix them. */
export function ReceiptsToFixAlert() {
  const count = useReceiptsToFix().data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Alert tone="warning">
      {count === 1
        ? '1 documento commerciale da sistemare: il registratore non l’ha ancora emesso. '
        : `${count} documenti commerciali da sistemare: il registratore non li ha ancora emessi. `}
      <Link
        to={`/cassa/documenti?stato=${TO_FIX_PARAM}`}
        className="font-semibold underline underline-offset-2"
      >
        Vedi i documenti da sistemare
      </Link>
    </Alert>
  );
}

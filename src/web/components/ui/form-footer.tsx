import { useNavigate } from 'react-router';
import { Alert } from './alert';
import { Button } from './button';

/**
 * The end of a page-sized form (product, supplier, quote, PC build): the save's failure, if any,
 * above the submit button and 'Annulla', which goes back to the page the form was opened from.
 */
export function FormFooter({
  failure,
  busy,
  submitLabel,
  className,
}: {
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  /** The grid forms span both columns: 'sm:col-span-2'. */
  className?: string;
}) {
  const navigate = useNavigate();
  return (
    <div className={className ? `flex flex-col gap-3 ${className}` : 'flex flex-col gap-3'}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Annulla
        </Button>
      </div>
    </div>
  );
}

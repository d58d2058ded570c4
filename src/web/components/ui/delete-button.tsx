import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-fetch';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

interface DeleteButtonProps {
  /** What is deleted, as the button and the dialog name it: 'il fornitore Ricambi Nord'. */
  what: string;
  busy: boolean;
  onDelete: () => Promise<unknown>;
  /** Said before the server's reason when the delete fails (SPEC §8 words some of them). */
  failed?: string;
}

/** 'Elimina' with a real confirmation dialog (SPEC §5: every delete asks); the refusal stays in it. */
export function DeleteButton({ what, busy, onDelete, failed }: DeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button variant="ghost" className="px-2 py-1" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        Elimina<span className="sr-only"> {what}</span>
      </Button>
      <ConfirmDialog
        open={open}
        title={`Eliminare ${what}?`}
        message="L'operazione non si può annullare."
        confirmLabel="Elimina"
        busy={busy}
        error={error}
        onConfirm={() => {
          setError(null);
          onDelete().then(
            () => setOpen(false),
            (failure: unknown) =>
              setError(failed ? `${failed}: ${errorMessage(failure)}` : errorMessage(failure)),
          );
        }}
        onCancel={() => {
          setError(null);
          setOpen(false);
        }}
      />
    </>
  );
}

import { ExternalLink, Printer } from 'lucide-react';
import { Button, buttonClass } from './button';
import { DeleteButton } from './delete-button';

/**
 * The end of a quote's or a PC build's staff actions: print the page, preview what the customer
 * sees (in a new tab, so the staff page stays open; `?anteprima` shows a draft too, to staff
 * only), and delete.
 */
export function DocumentPageActions({
  publicHref,
  deleteWhat,
  deleting,
  onDelete,
}: {
  publicHref: string;
  /** What the delete dialog names: 'il preventivo QT-2026-11-0001'. */
  deleteWhat: string;
  deleting: boolean;
  onDelete: () => Promise<unknown>;
}) {
  return (
    <>
      <Button variant="secondary" onClick={() => window.print()}>
        <Printer className="size-4" aria-hidden="true" />
        Stampa
      </Button>
      <a
        href={`${publicHref}?anteprima`}
        target="_blank"
        rel="noreferrer"
        className={buttonClass('ghost')}
      >
        <ExternalLink className="size-4" aria-hidden="true" />
        Pagina del cliente
      </a>
      <DeleteButton what={deleteWhat} busy={deleting} onDelete={onDelete} />
    </>
  );
}

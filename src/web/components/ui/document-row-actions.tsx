import { Copy, Eye, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from './button';
import { TABLE_CELL } from './data-table';
import { DeleteButton } from './delete-button';

interface DocumentRowActionsProps {
  /** The document's page (its edit page is this plus /edit): `/quotes/<id>`. */
  href: string;
  /** The document's number, said after each action to a screen reader, which hears no row. */
  number: string;
  /** What the delete dialog names: 'il preventivo QT-2026-11-0001'. */
  deleteWhat: string;
  duplicate: { busy: boolean; run: () => void };
  remove: { busy: boolean; run: () => Promise<unknown> };
}

/** The last cell of a quote's or a PC build's row: view, edit, duplicate and delete. */
export function DocumentRowActions({
  href,
  number,
  deleteWhat,
  duplicate,
  remove,
}: DocumentRowActionsProps) {
  const name = ` ${number}`;
  return (
    <td className={TABLE_CELL}>
      <div className="flex flex-wrap gap-1">
        <Link to={href} className={buttonClass('ghost', 'px-2 py-1')}>
          <Eye className="size-4" aria-hidden="true" />
          Visualizza<span className="sr-only">{name}</span>
        </Link>
        <Link to={`${href}/edit`} className={buttonClass('ghost', 'px-2 py-1')}>
          <Pencil className="size-4" aria-hidden="true" />
          Modifica<span className="sr-only">{name}</span>
        </Link>
        <Button variant="ghost" className="px-2 py-1" busy={duplicate.busy} onClick={duplicate.run}>
          <Copy className="size-4" aria-hidden="true" />
          Duplica<span className="sr-only">{name}</span>
        </Button>
        <DeleteButton what={deleteWhat} busy={remove.busy} onDelete={remove.run} />
      </div>
    </td>
  );
}

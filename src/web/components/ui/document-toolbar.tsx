import { Copy, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from './button';
import { DocumentPageActions } from './document-page-actions';

/**
 * The staff actions of a quote or a PC build: back to the list, *Modifica*, *Duplica*, the
 * document's own actions (`children`: send, share, make a quote), then print, the customer's page
 * and delete. The two documents differ by props.
 */
export function DocumentToolbar(props: {
  back: { to: string; label: string };
  editTo: string;
  duplicating: boolean;
  onDuplicate: () => void;
  children?: ReactNode;
  publicHref: string;
  deleteWhat: string;
  deleting: boolean;
  onDelete: () => Promise<unknown>;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={props.back.to} className={buttonClass('secondary')}>
        {props.back.label}
      </Link>
      <Link to={props.editTo} className={buttonClass('secondary')}>
        <Pencil className="size-4" aria-hidden="true" />
        Modifica
      </Link>
      <Button variant="secondary" busy={props.duplicating} onClick={props.onDuplicate}>
        <Copy className="size-4" aria-hidden="true" />
        Duplica
      </Button>
      {props.children}
      <DocumentPageActions
        publicHref={props.publicHref}
        deleteWhat={props.deleteWhat}
        deleting={props.deleting}
        onDelete={props.onDelete}
      />
    </div>
  );
}

import type { ReactNode } from 'react';
import { formatRate } from '../../../shared/format';
import { euroToCents, formatCents } from '../../../shared/money';

interface DocumentCostsProps {
  /** The document's taxable amount and real margin, in euros, as the server computed them. */
  taxable: number;
  marginAmount: number;
  /** The margin as a percent of the taxable amount (null without one). */
  marginShare: number | null;
  /** The markup on cost (ricarico) the document's lines were filled with. */
  markupPercent: number;
  /** More rows of the same list (a linked ticket…). */
  children?: ReactNode;
}

/**
 * What a quote or a PC build costs the shop and earns it — staff only, never on the customer's
 * document: the materials (taxable minus margin, in cents), the markup used, and the real margin
 * as an amount and as a share of the price (a 35,5 % markup is a 26,2 % margin).
 */
export function DocumentCosts(props: DocumentCostsProps) {
  const { taxable, marginAmount, marginShare, markupPercent, children } = props;
  const costCents = euroToCents(taxable) - euroToCents(marginAmount);
  return (
    <dl className="grid max-w-md grid-cols-2 gap-1 text-sm tabular-nums">
      <dt>Costo dei materiali</dt>
      <dd className="text-right">{formatCents(costCents)}</dd>
      <dt>Ricarico sul costo</dt>
      <dd className="text-right">{formatRate(markupPercent)}</dd>
      <dt>Margine</dt>
      <dd className="text-right">
        {formatCents(euroToCents(marginAmount))}
        {marginShare === null ? '' : ` (${formatRate(marginShare)} del prezzo)`}
      </dd>
      {children}
    </dl>
  );
}

import type { ReactNode } from 'react';
import { euroToCents, formatCents } from '../../../shared/money';

interface DocumentCostsProps {
  /** The document's taxable amount and margin, in euros, as the server computed them. */
  taxable: number;
  marginAmount: number;
  marginPercent: number;
  /** More rows of the same list (a linked ticket…). */
  children?: ReactNode;
}

/**
 * What a quote or a PC build costs the shop and earns it — staff only, never on the customer's
 * document: the materials (taxable minus margin, in cents) and the margin.
 */
export function DocumentCosts({
  taxable,
  marginAmount,
  marginPercent,
  children,
}: DocumentCostsProps) {
  const costCents = euroToCents(taxable) - euroToCents(marginAmount);
  return (
    <dl className="grid max-w-md grid-cols-2 gap-1 text-sm tabular-nums">
      <dt>Costo dei materiali</dt>
      <dd className="text-right">{formatCents(costCents)}</dd>
      <dt>{`Margine (${marginPercent.toLocaleString('it-IT')}%)`}</dt>
      <dd className="text-right">{formatCents(euroToCents(marginAmount))}</dd>
      {children}
    </dl>
  );
}

import type { ReactNode } from 'react';

/** One term and value of a ticket's facts grid (list, staff page, sheet). */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600 uppercase dark:text-slate-300">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

import type { ReactNode } from 'react';

/** One term and its value in a record's details (a `<dl>` of the page); empty shows '—'. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-700 dark:text-slate-300">{term}</dt>
      <dd className="font-medium break-words">{children || '—'}</dd>
    </div>
  );
}

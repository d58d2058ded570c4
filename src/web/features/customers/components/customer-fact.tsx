import type { ReactNode } from 'react';

/** One term and its value on the customer page; an empty value reads '—'. */
export function CustomerFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-700 dark:text-slate-300">{term}</dt>
      <dd className="font-medium break-words">{children || '—'}</dd>
    </div>
  );
}

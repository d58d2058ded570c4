import { type ReactNode, useId } from 'react';

interface SectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled card that groups one task on a page. */
export function Section({ title, description, children }: SectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="mb-8 rounded-lg border border-slate-300 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {description && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{description}</p>
      )}
      <div className="mt-4">{children}</div>
    </section>
  );
}

import type { ReactNode } from 'react';

/** Padding and alignment of every cell of a DataTable. */
export const TABLE_CELL = 'px-3 py-2 align-top';

interface DataTableProps {
  /** Read by screen readers: what the table lists. */
  caption: string;
  headings: readonly string[];
  /** The <tr> rows. */
  children: ReactNode;
}

/** A scrollable, captioned table with a heading row: the staff lists (users, outbox). */
export function DataTable({ caption, headings, children }: DataTableProps) {
  return (
    // Scrolls inside itself on a phone, by keyboard too (a focusable region named like the
    // table). `relative`: its absolutely placed parts (the screen-reader caption) are clipped
    // with it, or they widen the whole page (/users was 830 px wide at 375 px).
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-left dark:bg-slate-800">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={`${TABLE_CELL} font-semibold`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

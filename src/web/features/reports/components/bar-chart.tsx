/**
 * Horizontal bars drawn by hand (decision 027): one row per item, its label and its values as
 * text of the page (readable on a phone, in both themes, at the browser's text size), each bar
 * a tiny SVG stretched to its share of the largest value. Screen readers get the chart's name
 * and are told the numbers are in the table beside it. Up to two series (this year, last year).
 */
export interface BarRow {
  label: string;
  values: readonly number[];
  /** What each value reads as (e.g. "9 gg"). */
  texts: readonly string[];
}

const SERIES = ['fill-blue-700 dark:fill-blue-300', 'fill-slate-400 dark:fill-slate-500'];

export function BarChart({ title, rows }: { title: string; rows: readonly BarRow[] }) {
  const top = Math.max(1, ...rows.flatMap((r) => r.values));
  if (rows.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">Nessun dato nel periodo.</p>;
  return (
    <div
      role="img"
      aria-label={`${title}. I valori sono nella tabella accanto.`}
      className="grid grid-cols-[minmax(0,9rem)_minmax(3rem,1fr)_auto] items-center gap-x-3 gap-y-2 text-sm"
    >
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <span className="truncate text-right text-slate-800 dark:text-slate-200">
            {row.label}
          </span>
          <div className="flex flex-col gap-1">
            {row.values.map((value, s) => (
              <svg
                key={SERIES[s]}
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                aria-hidden="true"
                className="h-3.5 w-full"
              >
                <rect
                  width={value > 0 ? Math.max(1, (value / top) * 100) : 0}
                  height={10}
                  rx={1}
                  className={SERIES[s]}
                />
              </svg>
            ))}
          </div>
          <div className="flex flex-col gap-1 text-xs tabular-nums text-slate-800 dark:text-slate-200">
            {row.texts.map((text, s) => (
              <span key={SERIES[s]} className="whitespace-nowrap leading-[0.875rem]">
                {text}
              </span>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

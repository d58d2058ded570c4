/**
 * Horizontal bars drawn by hand (decision 027): one row per item, the value written at the end
 * of each bar, so the chart reads on a phone and in both themes; screen readers get its name and
 * are told the numbers are in the table beside it. Up to two series (e.g. this year, last year).
 */
export interface BarRow {
  label: string;
  values: readonly number[];
  /** What each value reads as (e.g. "9,0 giorni"). */
  texts: readonly string[];
}

const ROW = 22;
const GAP = 10;
const LABEL = 150;
const WIDTH = 560;
const TEXT = 90;
const SERIES = ['fill-blue-700 dark:fill-blue-300', 'fill-slate-400 dark:fill-slate-500'];

export function BarChart({ title, rows }: { title: string; rows: readonly BarRow[] }) {
  const top = Math.max(1, ...rows.flatMap((r) => r.values));
  const bars = Math.max(1, ...rows.map((r) => r.values.length));
  const rowHeight = ROW * bars + GAP;
  const span = WIDTH - LABEL - TEXT;
  if (rows.length === 0)
    return <p className="text-sm text-slate-700 dark:text-slate-300">Nessun dato nel periodo.</p>;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${rows.length * rowHeight}`}
      role="img"
      aria-label={`${title}. I valori sono nella tabella accanto.`}
      className="h-auto w-full"
    >
      {rows.map((row, i) => (
        <g key={row.label} transform={`translate(0 ${i * rowHeight})`}>
          <text
            x={LABEL - 8}
            y={(ROW * bars) / 2 + 4}
            textAnchor="end"
            className="fill-slate-800 text-[12px] dark:fill-slate-200"
          >
            {row.label.length > 22 ? `${row.label.slice(0, 21)}…` : row.label}
          </text>
          {row.values.map((value, s) => {
            const width = Math.max(value > 0 ? 2 : 0, (value / top) * span);
            return (
              <g key={SERIES[s]}>
                <rect
                  x={LABEL}
                  y={s * ROW + 2}
                  width={width}
                  height={ROW - 4}
                  rx={2}
                  className={SERIES[s]}
                />
                <text
                  x={LABEL + width + 6}
                  y={s * ROW + ROW / 2 + 4}
                  className="fill-slate-800 text-[12px] tabular-nums dark:fill-slate-200"
                >
                  {row.texts[s]}
                </text>
              </g>
            );
          })}
        </g>
      ))}
    </svg>
  );
}

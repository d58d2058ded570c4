import { Link } from 'react-router';

/**
 * A number and what it counts, the whole tile a link to the list showing those items. While the
 * number loads the tile is already there with its label, so nothing below moves when it arrives.
 */
export function CountTile({
  to,
  value,
  label,
}: {
  to: string;
  value: number | null;
  label: string;
}) {
  return (
    <li>
      <Link
        to={to}
        className={
          'flex h-full flex-col rounded-lg border border-slate-300 bg-white px-4 py-3 ' +
          'hover:border-blue-700 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-sky-300'
        }
      >
        <span className="text-3xl font-semibold tabular-nums">
          {value ?? (
            <>
              <span aria-hidden="true">–</span>
              <span className="sr-only">in caricamento</span>
            </>
          )}
        </span>
        <span className="text-sm text-slate-700 dark:text-slate-300">{label}</span>
      </Link>
    </li>
  );
}

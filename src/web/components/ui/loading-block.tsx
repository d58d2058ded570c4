import { Skeleton } from './skeleton';

interface LoadingBlockProps {
  /** What screen readers hear in place of the grey bars. */
  label?: string;
  rows?: number;
  /** Size and shape of each bar. */
  rowClassName?: string;
}

/** Grey placeholder bars while something loads, announced as a status with `label`. */
export function LoadingBlock({
  label = 'Caricamento...',
  rows = 3,
  rowClassName = 'h-10 w-full',
}: LoadingBlockProps) {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical bars that never move.
        <Skeleton key={row} className={rowClassName} />
      ))}
    </div>
  );
}

/** A grey placeholder bar shown while content loads; pair it with a text for screen readers. */
export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={`rounded bg-slate-200 motion-safe:animate-pulse dark:bg-slate-800 ${className}`}
    />
  );
}

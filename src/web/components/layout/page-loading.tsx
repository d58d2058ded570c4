/** Shown while the signed-in person (and so their role) or a page's code is loading. */
export function PageLoading() {
  return (
    <p role="status" className="p-6 text-center text-slate-700 dark:text-slate-300">
      Caricamento...
    </p>
  );
}

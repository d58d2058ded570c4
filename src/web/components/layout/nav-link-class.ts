/** Shared look of the shell's links; the current page is also marked by aria-current. */
export function navLinkClass(active: boolean): string {
  const base = 'rounded-md px-3 py-2 text-sm font-medium';
  return active
    ? `${base} bg-blue-50 text-blue-800 dark:bg-slate-800 dark:text-sky-300`
    : `${base} text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800`;
}

import { PageHeader } from './page-header';

export const NOT_AVAILABLE = 'Questa sezione non è ancora disponibile.';

/** A placeholder for an area a later release will build. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <p className="rounded-md border border-slate-300 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        {NOT_AVAILABLE}
      </p>
    </>
  );
}

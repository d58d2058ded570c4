import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import type { Page } from '../../lib/use-paged-query';
import { ErrorBox } from '../errors/error-box';
import { Button } from './button';
import { LoadingBlock } from './loading-block';

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** Skeleton rows while the first page loads. */
  loading: { label: string; rows?: number; rowClassName?: string };
  /** When there is nothing to show, e.g. 'Nessun ticket trovato'. */
  empty: string;
  /** The first page failed: the message above 'Riprova'. */
  loadError: (error: unknown) => string;
  /** Rows are on screen but the refresh or the next page failed. */
  refreshError: string;
  /** The button that loads the next page, e.g. 'Carica altri ticket'. */
  loadMore: string;
  /** Load the next page as the end scrolls into view (the button stays for keyboards). */
  autoLoad?: boolean;
  children: (items: T[]) => ReactNode;
}

/**
 * Every staff list's states in one place: skeleton, error with 'Riprova', empty text, the rows,
 * a failed refresh that keeps the rows, and paging by button or by scrolling.
 */
export function PagedList<T>({
  query,
  loading,
  empty,
  loadError,
  refreshError,
  loadMore,
  autoLoad = false,
  children,
}: PagedListProps<T>) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = query;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!autoLoad || !target || !hasNextPage || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [autoLoad, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (query.isPending) return <LoadingBlock {...loading} />;
  if (!query.data) {
    return <ErrorBox message={loadError(query.error)} onRetry={() => void query.refetch()} />;
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <p className="rounded-md border border-slate-300 bg-white p-4 text-center text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
        {empty}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4" aria-busy={query.isFetching}>
      {children(items)}
      {query.isError && (
        <ErrorBox
          message={refreshError}
          onRetry={() => void (isFetchNextPageError ? fetchNextPage() : query.refetch())}
        />
      )}
      {hasNextPage && !isFetchNextPageError && (
        <div ref={sentinel} className="flex justify-center">
          <Button
            variant="secondary"
            busy={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {loadMore}
          </Button>
        </div>
      )}
    </div>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-fetch';
import { ErrorBox } from '../errors/error-box';
import { LoadingBlock } from './loading-block';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Read while it loads, e.g. 'Caricamento del fornitore...'. */
  loading: string;
  children: (data: T) => ReactNode;
}

/** One record's page: a skeleton while it loads, the reason and 'Riprova' if it fails, then it. */
export function QueryState<T>({ query, loading, children }: QueryStateProps<T>) {
  if (query.isPending) return <LoadingBlock label={loading} />;
  if (query.isError) {
    return <ErrorBox message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

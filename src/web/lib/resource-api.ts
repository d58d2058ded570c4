import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';
import type { PrefetchPage } from './page-warmup';

/**
 * The hooks of one REST resource of the API (`/api/<name>`, `/api/<name>/:id`): read one,
 * create, edit (PATCH), delete. Every change refreshes every query under the resource's key, so
 * its lists, details and counters show it at once.
 */
/** A function that refreshes every query under `key`. */
function useRefresh(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key });
}

export function resourceApi<T extends { id: string }, Input, Patch = Partial<Input>>(path: string) {
  const key = [path] as const;
  const one = (id: string) =>
    queryOptions({
      queryKey: [...key, 'one', id],
      queryFn: ({ signal }) => apiFetch<T>(`${path}/${id}`, { signal }),
      enabled: id !== '',
    });
  /** A page of one record (`:id` in its path, its view or its form): the record, ahead. */
  const prefetchOne: PrefetchPage = async (client, { params }) => {
    if (params.id) await client.prefetchQuery(one(params.id));
  };
  return {
    key,
    path,
    one,
    prefetchOne,
    useOne(id: string) {
      return useQuery(one(id));
    },
    useCreate() {
      const refresh = useRefresh(key);
      return useMutation({
        mutationFn: (input: Input) => apiFetch<T>(path, { method: 'POST', body: input }),
        onSuccess: refresh,
      });
    },
    useUpdate() {
      const refresh = useRefresh(key);
      return useMutation({
        mutationFn: ({ id, patch }: { id: string; patch: Patch }) =>
          apiFetch<T>(`${path}/${id}`, { method: 'PATCH', body: patch }),
        onSuccess: refresh,
      });
    },
    /** A form's save: creates, or edits `record` when there is one. */
    useSave(record?: { id: string }) {
      const create = this.useCreate();
      const update = this.useUpdate();
      return {
        save: (values: Input & Patch) =>
          record
            ? update.mutateAsync({ id: record.id, patch: values })
            : create.mutateAsync(values),
        isPending: create.isPending || update.isPending,
      };
    },
    useRemove() {
      const refresh = useRefresh(key);
      return useMutation({
        mutationFn: (id: string) => apiFetch<void>(`${path}/${id}`, { method: 'DELETE' }),
        onSuccess: refresh,
      });
    },
  };
}

import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Role } from '../../../../shared/roles';
import type { createUserSchema, UserDto } from '../../../../shared/users';
import { apiFetch } from '../../../lib/api-fetch';
import type { PrefetchPage } from '../../../lib/page-warmup';
import { pagedQueryOptions } from '../../../lib/use-paged-query';

/** A staff account as GET /api/users lists it (the server's presenter is typed by it). */
export type ManagedUser = UserDto;

export const usersQueryKey = ['users'] as const;

const usersQuery = pagedQueryOptions<ManagedUser>({ queryKey: usersQueryKey, path: '/api/users' });

/** By e-mail, a page at a time. */
export function useUsers() {
  return useInfiniteQuery(usersQuery);
}

/** The accounts' first page, fetched ahead of /users's first render. */
export const prefetchUsersList: PrefetchPage = (client) => client.prefetchInfiniteQuery(usersQuery);

export type CreateUserValues = z.input<typeof createUserSchema>;
export type NewUser = z.output<typeof createUserSchema>;

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: NewUser) =>
      apiFetch<ManagedUser>('/api/users', { method: 'POST', body: user }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

export interface UserChanges {
  role?: Role;
  disabled?: boolean;
  password?: string;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UserChanges }) =>
      apiFetch<ManagedUser>(`/api/users/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: changes,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

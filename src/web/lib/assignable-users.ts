import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-fetch';

/** An account a ticket can be assigned to (GET /api/users/assignable): the ticket form and Settings pick from them. */
export interface AssignableUser {
  id: string;
  email: string;
}

export function useAssignableUsers() {
  return useQuery({
    queryKey: ['users', 'assignable'],
    queryFn: ({ signal }) => apiFetch<AssignableUser[]>('/api/users/assignable', { signal }),
  });
}

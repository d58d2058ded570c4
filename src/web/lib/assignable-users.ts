import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComboboxOption } from '../components/ui/search-combobox';
import { apiFetch } from './api-fetch';

/** An account a ticket can be assigned to (GET /api/users/assignable). */
export interface AssignableUser {
  id: string;
  email: string;
  name: string;
}

const PATH = '/api/users/assignable';
export const assignableUsersKey = ['users', 'assignable'] as const;

/** Every enabled account, as options a prefetch can hand to the query client too. */
export const assignableUsersOptions = queryOptions({
  queryKey: assignableUsersKey,
  queryFn: ({ signal }) => apiFetch<AssignableUser[]>(PATH, { signal }),
});

/** Every enabled account (Settings' highlighted account). */
export function useAssignableUsers() {
  return useQuery(assignableUsersOptions);
}

/** The server's search for a picker: e-mail as the value, the name shown with the e-mail beneath. */
export async function searchAssignableUsers(
  text: string,
  signal: AbortSignal,
): Promise<ComboboxOption[]> {
  const query = text ? `?${new URLSearchParams({ q: text })}` : '';
  const users = await apiFetch<AssignableUser[]>(`${PATH}${query}`, { signal });
  return users.map((user) => ({ value: user.email, label: user.name, detail: user.email }));
}

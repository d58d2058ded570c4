import { toRole } from '../../../shared/roles';
import type { UserDto } from '../../../shared/users';
import { toBool, toIso } from '../../db/normalize';
import type { UsersTable } from '../../db/tables/auth-tables';

export type UserRow = Pick<
  UsersTable,
  | 'id'
  | 'email'
  | 'name'
  | 'role'
  | 'banned'
  | 'two_factor_enabled'
  | 'last_sign_in_at'
  | 'created_at'
>;

export function presentUser(row: UserRow): UserDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: toRole(row.role),
    two_factor_enabled: toBool(row.two_factor_enabled),
    disabled: toBool(row.banned),
    last_sign_in_at: toIso(row.last_sign_in_at),
    created_at: toIso(row.created_at),
  };
}

export type UserJson = UserDto;

/** What a picker shows of an enabled account. */
export interface AssignableUserJson {
  id: string;
  email: string;
  name: string;
}

export function presentAssignableUser(row: AssignableUserJson): AssignableUserJson {
  return { id: row.id, email: row.email, name: row.name };
}

import { Outlet } from 'react-router';
import type { Role } from '../../shared/roles';
import { AccessDenied } from '../components/errors/access-denied';
import { useCurrentUser } from '../features/auth/api/current-user';

interface RequireRoleProps {
  allow: (role: Role) => boolean;
  /** The SPEC §6 message for everyone else. */
  message: string;
}

/** Lets the child routes render only for the allowed roles. */
export function RequireRole({ allow, message }: RequireRoleProps) {
  const { role } = useCurrentUser();
  return allow(role) ? <Outlet /> : <AccessDenied message={message} />;
}

import { createContext, type ReactNode, use } from 'react';
import type { Me } from './me';

const CurrentUserContext = createContext<Me | null>(null);

/** Provided by the staff layout once /api/me has answered. */
export function CurrentUserProvider({ user, children }: { user: Me; children: ReactNode }) {
  return <CurrentUserContext value={user}>{children}</CurrentUserContext>;
}

export function useCurrentUser(): Me {
  const user = use(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used inside the staff layout');
  return user;
}

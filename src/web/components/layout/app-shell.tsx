import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Role } from '../../../shared/roles';
import { shopQuery } from '../../lib/shop-query';
import { Footer } from './footer';
import { ShellFrame } from './shell-frame';
import { TopBar } from './top-bar';

interface AppShellProps {
  email: string;
  role: Role;
  onSignOut: () => void;
  /** Shown above the page, e.g. when signing out failed. */
  notice?: ReactNode;
  children: ReactNode;
}

/** The signed-in frame: skip link, top bar, the page, footer. */
export function AppShell({ email, role, onSignOut, notice, children }: AppShellProps) {
  const shop = useQuery(shopQuery);
  return (
    <ShellFrame
      header={<TopBar email={email} role={role} onSignOut={onSignOut} />}
      footer={<Footer privacyUrl={shop.data?.privacy_url} />}
    >
      {notice}
      {children}
    </ShellFrame>
  );
}

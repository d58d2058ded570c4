import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Role } from '../../../shared/roles';
import { shopQuery } from '../../lib/shop-query';
import { Footer } from './footer';
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
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900"
      >
        Vai al contenuto
      </a>
      <TopBar email={email} role={role} onSignOut={onSignOut} />
      {/* At least a screen tall: the footer starts below the fold, and a page whose parts arrive
          one by one does not push it down in sight (layout shift, docs/decisions/031). */}
      <main id="main" tabIndex={-1} className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-4 py-6">
        {notice}
        {children}
      </main>
      <Footer privacyUrl={shop.data?.privacy_url} />
    </div>
  );
}

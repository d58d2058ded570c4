import type { ReactNode } from 'react';
import { Brand } from './brand';
import { PublicFooter } from './footer';

/** The frame of the pages that need no sign-in: brand on top, footer below. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-slate-300 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto max-w-7xl">
          <Brand className="text-lg" />
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">{children}</main>
      <PublicFooter />
    </div>
  );
}

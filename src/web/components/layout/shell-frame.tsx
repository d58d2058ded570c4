import type { ReactNode } from 'react';
import { Brand } from './brand';

/**
 * The signed-in page's frame: skip link, header, the page, footer. AppShell fills it with the live
 * top bar, the page and the footer; StaffFirstPaint with the bar's brand only.
 */
export function ShellFrame({
  header,
  footer,
  children,
}: {
  header: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900"
      >
        Vai al contenuto
      </a>
      {header}
      {/* At least a screen tall: the footer starts below the fold, and a page whose parts arrive
          one by one does not push it down in sight (layout shift, docs/decisions/031). */}
      <main id="main" tabIndex={-1} className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-4 py-6">
        {children}
      </main>
      {footer}
    </div>
  );
}

/** The top bar's band: its first row (brand, then what follows it) and, on wide screens, `nav`. */
export function TopBarFrame({ children, nav }: { children: ReactNode; nav?: ReactNode }) {
  return (
    <header className="border-b border-slate-300 bg-white dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2">
        <div className="flex items-center justify-between gap-4">{children}</div>
        {nav}
      </div>
    </header>
  );
}

/** The link home, as the top bar's first item (a plain <a>: the router's Link renders the same). */
export const HOME_LINK = { 'aria-label': 'Sportello, dashboard', className: 'rounded-md text-lg' };

/**
 * What a staff page shows before its code has run: the frame and the top bar's brand, with the
 * menu button's room kept (the live bar is as tall). The build renders it to HTML once
 * (scripts/vite-staff-first-paint.ts) and the server puts it in the page's #root for a
 * signed-in session (http/staff-hints.ts); React replaces it with its first render (docs/decisions/031).
 */
export function StaffFirstPaint() {
  return (
    <ShellFrame
      header={
        <TopBarFrame>
          <a href="/" {...HOME_LINK}>
            <Brand />
          </a>
          <span className="size-10 lg:hidden" aria-hidden="true" />
        </TopBarFrame>
      }
    />
  );
}

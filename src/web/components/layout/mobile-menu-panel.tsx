import { X } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import type { Role } from '../../../shared/roles';
import { Brand } from './brand';
import { MenuLink } from './menu-link';
import { type NavItem, navItems } from './nav-items';
import { navLinkClass } from './nav-link-class';
import { SignOutButton } from './sign-out-button';
import { SignedInAs } from './signed-in-as';
import { ThemeToggle } from './theme-toggle';

const DESKTOP = '(min-width: 64rem)';

/**
 * The full-screen menu for small screens, mounted while open: a modal <dialog> (page behind
 * inert, Escape closes it natively) that fills the screen; a click on its dimmed part, outside
 * the panel, closes it; growing to a desktop width closes it too.
 */
export default function MobileMenuPanel({
  email,
  role,
  onSignOut,
  close,
}: {
  email: string;
  role: Role;
  onSignOut: () => void;
  close: () => void;
}) {
  const inventory = navItems(role, 'inventory');
  const dialogRef = useRef<HTMLDialogElement>(null);

  // A layout effect: the dialog closes while still in the document, so focus returns to the button.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    dialog.showModal();
    const wide = window.matchMedia(DESKTOP);
    const onWide = () => wide.matches && close();
    wide.addEventListener('change', onWide);
    return () => {
      wide.removeEventListener('change', onWide);
      dialog.close();
    };
  }, [close]);

  const renderLinks = (items: readonly NavItem[]) =>
    items.map((item) => (
      <li key={item.to}>
        <MenuLink
          to={item.to}
          onClick={close}
          className={({ isActive }) => `${navLinkClass(isActive)} block text-base`}
        >
          {item.label}
        </MenuLink>
      </li>
    ));

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click beside the panel is a pointer shortcut; keyboards close with Escape or 'Chiudi menu'.
    <dialog
      ref={dialogRef}
      aria-label="Menu principale"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-slate-950/60 p-0 backdrop:bg-transparent"
    >
      <div className="ml-auto flex h-full w-80 max-w-[85%] flex-col gap-4 overflow-y-auto overscroll-contain bg-white p-4 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100">
        <div className="flex items-center justify-between">
          <Brand />
          <button
            type="button"
            aria-label="Chiudi menu"
            onClick={close}
            className="rounded-md p-2 hover:bg-slate-200 dark:hover:bg-slate-800"
          >
            <X className="size-6" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Principale">
          <ul className="flex flex-col gap-1">{renderLinks(navItems(role, 'leading'))}</ul>
          {inventory.length > 0 && (
            <>
              <p className="mt-4 px-3 text-xs font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300">
                Inventario
              </p>
              <ul className="flex flex-col gap-1">{renderLinks(inventory)}</ul>
            </>
          )}
          <ul className="mt-4 flex flex-col gap-1">{renderLinks(navItems(role, 'trailing'))}</ul>
        </nav>
        <div className="mt-auto flex flex-col items-start gap-2 border-t border-slate-300 pt-4 dark:border-slate-700">
          <SignedInAs email={email} onNavigate={close} />
          <ThemeToggle showLabel />
          <SignOutButton onSignOut={onSignOut} large />
        </div>
      </div>
    </dialog>
  );
}

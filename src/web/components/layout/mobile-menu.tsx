import { Menu } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { Role } from '../../../shared/roles';

interface MobileMenuProps {
  email: string;
  role: Role;
  onSignOut: () => void;
}

// The panel is fetched when the button is about to be used (pointer over it, focus, press):
// no page pays for a menu that a desktop never opens.
const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);

/** The menu button for small screens; the full-screen menu it opens is `mobile-menu-panel`. */
export function MobileMenu({ email, role, onSignOut }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        aria-label="Apri menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="rounded-md p-2 text-slate-800 hover:bg-slate-200 lg:hidden dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel email={email} role={role} onSignOut={onSignOut} close={close} />
        </Suspense>
      )}
    </>
  );
}

import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuLink } from './menu-link';
import type { NavItem } from './nav-items';
import { navLinkClass } from './nav-link-class';

/**
 * The Inventario dropdown: a disclosure button (aria-expanded) with a list of links.
 * It closes on an outside click, on Escape (focus returns to the button), when focus
 * leaves it and when a link is followed.
 */
export function InventoryMenu({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();
  const active = items.some((item) => pathname.startsWith(item.to));

  useEffect(() => {
    if (!open) return;
    // A click or a focus move (Tab) outside the menu closes it.
    function onOutside(event: Event) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={`${navLinkClass(active)} inline-flex items-center gap-1`}
      >
        Inventario
        <ChevronDown
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className={
          'absolute left-0 z-20 mt-1 min-w-48 rounded-md border border-slate-300 bg-white p-1 shadow-lg ' +
          'dark:border-slate-700 dark:bg-slate-900'
        }
      >
        {items.map((item) => (
          <li key={item.to}>
            <MenuLink
              to={item.to}
              onClick={() => setOpen(false)}
              className={({ isActive }) => `${navLinkClass(isActive)} block`}
            >
              {item.label}
            </MenuLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

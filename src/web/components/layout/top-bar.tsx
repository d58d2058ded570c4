import { Link } from 'react-router';
import type { Role } from '../../../shared/roles';
import { Brand } from './brand';
import { InventoryMenu } from './inventory-menu';
import { MenuLink } from './menu-link';
import { MobileMenu } from './mobile-menu';
import { type NavItem, navItems } from './nav-items';
import { navLinkClass } from './nav-link-class';
import { HOME_LINK, TopBarFrame } from './shell-frame';
import { SignOutButton } from './sign-out-button';
import { SignedInAs } from './signed-in-as';
import { ThemeToggle } from './theme-toggle';

interface TopBarProps {
  email: string;
  role: Role;
  onSignOut: () => void;
}

function NavLinks({ items }: { items: readonly NavItem[] }) {
  return items.map((item) => (
    <li key={item.to}>
      <MenuLink to={item.to} className={({ isActive }) => navLinkClass(isActive)}>
        {item.label}
      </MenuLink>
    </li>
  ));
}

/** The staff top bar (SPEC "Navigation shell"); below 64rem the links move to MobileMenu. */
export function TopBar({ email, role, onSignOut }: TopBarProps) {
  return (
    <TopBarFrame
      nav={
        <nav aria-label="Principale" className="hidden lg:block">
          <ul className="flex flex-wrap items-center gap-1">
            <NavLinks items={navItems(role, 'leading')} />
            {navItems(role, 'inventory').length > 0 && (
              <li>
                <InventoryMenu items={navItems(role, 'inventory')} />
              </li>
            )}
            <NavLinks items={navItems(role, 'trailing')} />
          </ul>
        </nav>
      }
    >
      <Link to="/" {...HOME_LINK}>
        <Brand />
      </Link>
      <div className="hidden items-center gap-2 lg:flex">
        <SignedInAs email={email} />
        <ThemeToggle />
        <SignOutButton onSignOut={onSignOut} />
      </div>
      <MobileMenu email={email} role={role} onSignOut={onSignOut} />
    </TopBarFrame>
  );
}

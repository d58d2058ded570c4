import { isAdmin, isStaff, type Role } from '../../../shared/roles';

export interface NavItem {
  to: string;
  label: string;
}

/** The Inventario dropdown (SPEC "Navigation shell"). */
export const INVENTORY_ITEMS: readonly NavItem[] = [
  { to: '/products', label: 'Prodotti' },
  { to: '/brands', label: 'Marche' },
  { to: '/suppliers', label: 'Fornitori' },
  { to: '/categories', label: 'Categorie' },
];

/** Links before the Inventario dropdown. */
export const LEADING_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/tickets', label: 'Ticket' },
  { to: '/tasks', label: 'Task' },
];

/** Links after the Inventario dropdown, depending on the role (SPEC §6). */
export function trailingItems(role: Role): NavItem[] {
  const items: NavItem[] = [{ to: '/work-management', label: 'Gestione lavori' }];
  if (isStaff(role)) {
    items.push({ to: '/quotes', label: 'Preventivi' }, { to: '/pc-builds', label: 'PC Build' });
  }
  if (isAdmin(role)) {
    items.push({ to: '/settings', label: 'Impostazioni' }, { to: '/users', label: 'Utenti' });
  }
  return items;
}

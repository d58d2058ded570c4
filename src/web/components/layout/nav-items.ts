import type { Role } from '../../../shared/roles';
import { AREAS, type Area } from '../../lib/areas';

export interface NavItem {
  to: string;
  label: string;
}

/** The menu's links in one of its places (app/areas.ts), only those the role may open. */
export function navItems(role: Role, menu: NonNullable<Area['menu']>): NavItem[] {
  return AREAS.filter((area) => area.menu === menu && area.allow(role)).map((area) => ({
    to: `/${area.path}`,
    label: area.label,
  }));
}

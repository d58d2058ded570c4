/** Staff roles. `user` is the default when none is known (SPEC §6). */
export const ROLES = ['admin', 'employee', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Amministratore',
  employee: 'Dipendente',
  user: 'Utente',
};

export function toRole(value: unknown): Role {
  return ROLES.includes(value as Role) ? (value as Role) : 'user';
}

/** Quotes, suppliers, products, inventory, PC builds (SPEC §6). */
export function isStaff(role: Role): boolean {
  return role === 'admin' || role === 'employee';
}

export function isAdmin(role: Role): boolean {
  return role === 'admin';
}

/** Messages the UI and the API show when a role is not enough (SPEC §6). */
export const ACCESS_DENIED = 'Accesso negato';
export const SETTINGS_ACCESS_DENIED =
  'Accesso negato. Solo gli amministratori possono accedere alle impostazioni.';

import type { MiddlewareHandler } from 'hono';
import { ACCESS_DENIED, isAdmin, isStaff, type Role } from '../../shared/roles';
import { forbidden } from '../errors';
import type { AppEnv } from '../http/context';

/**
 * Who may do what, for routes and services (ARCHITECTURE §7, MODULES "Who may do what").
 * Routes gate by role with the middlewares; services that act on one person's rows (work logs,
 * notes) ask the ownership rule, which needs the row. Every denial is 403 'Accesso negato'
 * unless the spec words it otherwise (settings).
 */
export type RolePolicy = (role: Role) => boolean;

/** 403 unless the signed-in role passes the policy; put it after requireSession(). */
export function requireRole(
  allow: RolePolicy,
  message: string = ACCESS_DENIED,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = c.get('session');
    if (!session || !allow(session.user.role)) throw forbidden(message);
    await next();
  };
}

export const requireAdmin = (message?: string) => requireRole(isAdmin, message);

/** Admins and employees: quotes, inventory, PC builds (SPEC §6). */
export const requireStaff = (message?: string) => requireRole(isStaff, message);

export interface Actor {
  id: string;
  role: Role;
}

/** "Own entry or admin": the owner of a row, or any admin. A row without owner is admin-only. */
export function ownsOrAdmin(actor: Actor, ownerId: string | null): boolean {
  return isAdmin(actor.role) || (ownerId !== null && ownerId === actor.id);
}

/** Throws 403 unless ownsOrAdmin; for services, after they have read the row. */
export function assertOwnsOrAdmin(
  actor: Actor,
  ownerId: string | null,
  message = ACCESS_DENIED,
): void {
  if (!ownsOrAdmin(actor, ownerId)) throw forbidden(message);
}

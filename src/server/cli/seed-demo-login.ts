import { randomBytes } from 'node:crypto';
import { createUser } from '../features/users/users.service';
import type { AppDeps } from '../http/context';

export const DEMO_LOGIN_EMAIL = 'demo@example.it';

export interface DemoLogin {
  adminId: string;
  email: string;
  /** Set only when this run created the account: afterwards only its hash is stored. */
  password: string | null;
}

/** The first admin, or a demo admin with a fresh random password when there is no admin yet. */
export async function demoLogin(deps: AppDeps): Promise<DemoLogin> {
  const admin = await deps.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('role', '=', 'admin')
    .orderBy('created_at')
    .executeTakeFirst();
  if (admin) return { adminId: admin.id, email: admin.email, password: null };
  const password = `Demo-${randomBytes(12).toString('base64url')}`;
  const user = await createUser(deps, {
    email: DEMO_LOGIN_EMAIL,
    name: 'Amministratore demo',
    role: 'admin',
    password,
  });
  return { adminId: user.id, email: user.email, password };
}

export function signInHint(login: DemoLogin, origin: string): string[] {
  if (login.password) {
    return [
      `Accedi su ${origin} con l'account demo creato ora:`,
      `  email: ${login.email}`,
      `  password: ${login.password}`,
      'Cambiala da Profilo → Sicurezza, o crea il tuo account con npm run user:create.',
    ];
  }
  return [
    `Accedi su ${origin} con ${login.email} e la sua password.`,
    'Password dimenticata? npm run user:create crea un altro amministratore.',
  ];
}

import { randomUUID } from 'node:crypto';
import type { Role } from '../../../src/shared/roles';

export interface Account {
  email: string;
  password: string;
  name: string;
  role: Role;
}

/** Created by the global setup with the user:create CLI. */
export const ADMIN: Account = {
  email: 'admin@e2e.test',
  password: 'Sportello-e2e-amministratore',
  name: 'Admin E2E',
  role: 'admin',
};

/** A new account's data; unique, so tests running in parallel never share one. */
export function newAccount(role: Role, label: string = role): Account {
  const id = randomUUID().slice(0, 8);
  return {
    email: `${label}-${id}@e2e.test`,
    password: `Prova-${randomUUID()}`,
    name: `${label} ${id}`,
    role,
  };
}

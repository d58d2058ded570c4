import * as z from 'zod/mini';
import { emailSchema, newPasswordSchema } from './auth-rules';
import { pageCursor, pageLimit } from './paging';
import { ROLES } from './roles';

/** A staff account's fields as the Users page, the first-run setup and the CLI send them. */
const role = z.enum(ROLES, 'Ruolo non valido: usa admin, employee o user');
export const userNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Il nome è obbligatorio'),
    z.maxLength(100, 'Massimo 100 caratteri'),
  );

/** One schema for the form and the server (the server also refuses common passwords). */
export const createUserSchema = z.object({
  email: emailSchema,
  name: userNameSchema,
  role,
  password: z.pipe(z.string('La password è obbligatoria'), newPasswordSchema),
});

export const updateUserSchema = z
  .object({
    name: z.optional(userNameSchema),
    role: z.optional(role),
    disabled: z.optional(z.boolean('Valore non valido')),
    password: z.optional(z.string()),
  })
  .check(
    z.refine((v) => Object.values(v).some((x) => x !== undefined), 'Nessuna modifica indicata'),
  );

/** GET /api/users: by e-mail, a page at a time. */
export const listUsersQuery = z.object({ limit: pageLimit, cursor: pageCursor });
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

/** GET /api/users/assignable: every enabled account, or with `q` the first 20 that match. */
export const assignableUsersQuery = z.object({
  q: z.optional(
    z.string().check(z.trim(), z.maxLength(100, 'Ricerca troppo lunga (massimo 100 caratteri)')),
  ),
});
export const ASSIGNABLE_SEARCH_LIMIT = 20;

/** A staff account as GET /api/users lists it (never a password or a 2FA secret). */
export const userDto = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  two_factor_enabled: z.boolean(),
  disabled: z.boolean(),
  last_sign_in_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type UserDto = z.output<typeof userDto>;

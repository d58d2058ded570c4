import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './auth-rules';
import { pageCursor, pageLimit } from './paging';
import { ROLES } from './roles';

/** A staff account's fields as the Users page, the first-run setup and the CLI send them. */
const role = z.enum(ROLES, 'Ruolo non valido: usa admin, employee o user');
export const userNameSchema = z
  .string()
  .trim()
  .min(1, 'Il nome è obbligatorio')
  .max(100, 'Massimo 100 caratteri');

/** One schema for the form and the server (the server also refuses common passwords). */
export const createUserSchema = z.object({
  email: emailSchema,
  name: userNameSchema,
  role,
  password: z.string('La password è obbligatoria').pipe(newPasswordSchema),
});

export const updateUserSchema = z
  .object({
    name: userNameSchema.optional(),
    role: role.optional(),
    disabled: z.boolean('Valore non valido').optional(),
    password: z.string().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nessuna modifica indicata');

/** GET /api/users: by e-mail, a page at a time. */
export const listUsersQuery = z.object({ limit: pageLimit, cursor: pageCursor });
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

/** GET /api/users/assignable: every enabled account, or with `q` the first 20 that match. */
export const assignableUsersQuery = z.object({
  q: z.string().trim().max(100, 'Ricerca troppo lunga (massimo 100 caratteri)').optional(),
});
export const ASSIGNABLE_SEARCH_LIMIT = 20;

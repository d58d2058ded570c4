import { z } from 'zod';
import { emailSchema } from '../../../shared/auth-rules';
import { ROLES } from '../../../shared/roles';

const role = z.enum(ROLES, 'Ruolo non valido: usa admin, employee o user');
const name = z.string().trim().min(1, 'Il nome è obbligatorio').max(100, 'Massimo 100 caratteri');

export const createUserSchema = z.object({
  email: emailSchema,
  name,
  role,
  password: z.string('La password è obbligatoria'),
});

export const updateUserSchema = z
  .object({
    name: name.optional(),
    role: role.optional(),
    disabled: z.boolean('Valore non valido').optional(),
    password: z.string().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nessuna modifica indicata');

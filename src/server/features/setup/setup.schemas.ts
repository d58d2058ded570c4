import * as z from 'zod/mini';
import { createUserSchema } from '../../../shared/users';

export const setupSchema = z.extend(z.omit(createUserSchema, { role: true }), {
  token: z
    .string('Link di configurazione mancante')
    .check(z.minLength(1, 'Link di configurazione mancante')),
});

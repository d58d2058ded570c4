import { z } from 'zod';
import { createUserSchema } from '../../../shared/users';

export const setupSchema = createUserSchema.omit({ role: true }).extend({
  token: z.string('Link di configurazione mancante').min(1, 'Link di configurazione mancante'),
});

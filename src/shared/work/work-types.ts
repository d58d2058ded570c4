import * as z from 'zod/mini';
import { requiredText } from '../form-fields';
import { moneyField } from '../money-field';
import { plural, pluralWord } from '../plural';

/** Work types (SPEC §3, §5; MODULES "Work management"): a name and a price per unit of work. */
export const WORK_TYPE_MESSAGES = {
  required: 'Nome e prezzo obbligatori',
  notFound: 'Tipo di lavorazione non trovato',
  empty: 'Nessun tipo di lavorazione',
  inUse: (count: number) =>
    `Impossibile eliminare il tipo di lavorazione: ${pluralWord(count, "c'è", 'ci sono')} ${plural(count, 'lavorazione registrata', 'lavorazioni registrate')}. Puoi rinominarlo.`,
  deleted: 'Tipo di lavorazione eliminato',
} as const;

const required = WORK_TYPE_MESSAGES.required;

/** Name and a price greater than 0: every wrong or missing value says the spec's one message. */
export const workTypeInputSchema = z.object({
  name: requiredText(required, 200),
  price: z.pipe(
    moneyField(
      { invalid: required, negative: required, decimals: required, tooHigh: required },
      100_000,
    ),
    z.number(required).check(z.gt(0, required)),
  ),
});
export type WorkTypeInput = z.infer<typeof workTypeInputSchema>;

export const workTypeDto = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  log_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkTypeDto = z.infer<typeof workTypeDto>;
export const workTypeListDto = z.object({ items: z.array(workTypeDto) });

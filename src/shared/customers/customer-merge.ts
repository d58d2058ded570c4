import * as z from 'zod/mini';
import { isUuidShape } from '../uuid';

/** Two records of one person become one (admin): the documents of `from_id` move to the kept one. */
export const MERGE_MESSAGES = {
  fromInvalid: 'Indica il cliente da unire',
  same: 'Non si può unire un cliente con se stesso: scegli il duplicato da unire.',
  fromNotFound: 'Il cliente da unire non esiste più: forse è già stato unito.',
  anonymised: 'Un cliente anonimizzato non si può unire ad altri.',
} as const;

export const customerMergeInput = z.object({
  from_id: z
    .string(MERGE_MESSAGES.fromInvalid)
    .check(z.refine(isUuidShape, MERGE_MESSAGES.fromInvalid), z.toLowerCase()),
});
export type CustomerMergeInput = z.output<typeof customerMergeInput>;

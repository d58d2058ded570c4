import * as z from 'zod/mini';

/** Every list's answer: one keyset page and the cursor of the next (null on the last one). */
export function pageDto<T extends z.core.$ZodType>(item: T) {
  return z.object({ items: z.array(item), next_cursor: z.nullable(z.string()) });
}

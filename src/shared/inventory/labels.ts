import * as z from 'zod/mini';
import { optionalText, requiredText } from '../form-fields';
import { COMPONENT_KINDS } from '../pc-builds/pc-build-kinds';
import { plural, pluralWord } from '../plural';

/**
 * Brands and categories (MODULES "Brands", "categories"): a name unique whatever its case and
 * accents, a description, the count of products using it. One shape, two kinds.
 */
export const LABEL_KINDS = {
  brands: {
    singular: 'marca',
    nameRequired: 'Il nome della marca è obbligatorio',
    duplicate: 'Esiste già una marca con questo nome',
    notFound: 'Marca non trovata',
    empty: 'Nessuna marca trovata',
    inUse: (count: number) =>
      `Impossibile eliminare la marca: ${pluralWord(count, "c'è", 'ci sono')} ${plural(count, 'prodotto associato', 'prodotti associati')}`,
  },
  categories: {
    singular: 'categoria',
    nameRequired: 'Il nome della categoria è obbligatorio',
    duplicate: 'Esiste già una categoria con questo nome',
    notFound: 'Categoria non trovata',
    empty: 'Nessuna categoria trovata',
    inUse: (count: number) =>
      `Impossibile eliminare la categoria: ${pluralWord(count, "c'è", 'ci sono')} ${plural(count, 'prodotto associato', 'prodotti associati')}`,
  },
} as const;
export type LabelKind = keyof typeof LABEL_KINDS;

/** A category may name the PC component kind of its products ('' or null: none). */
const pcKind = z.optional(
  z.pipe(
    z.transform((value: unknown) => (value === '' ? null : value)),
    z.nullable(z.enum(COMPONENT_KINDS, 'Tipo di componente non valido')),
  ),
);

export function labelInputSchema(kind: LabelKind) {
  return z.object({
    name: requiredText(LABEL_KINDS[kind].nameRequired, 100),
    description: z.optional(optionalText(1000)),
    ...(kind === 'categories' ? { pc_kind: pcKind } : {}),
  });
}
export type LabelInput = z.infer<ReturnType<typeof labelInputSchema>>;

export const labelDto = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  product_count: z.number(),
  /** Categories only: the PC component kind a build's line from this category takes. */
  pc_kind: z.optional(z.nullable(z.string())),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LabelDto = z.infer<typeof labelDto>;
export const labelListDto = z.object({ items: z.array(labelDto) });

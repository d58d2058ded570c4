import * as z from 'zod/mini';
import { blankToNull, optionalEmail, optionalText, phoneField, requiredText } from '../form-fields';
import { pageDto } from '../page-dto';
import { pageQuery } from '../paging';
import { plural, pluralWord } from '../plural';
import { isValidVatNumber, normalizeVatNumber } from './codes';

/** Suppliers (MODULES "Suppliers", SPEC §2 "Suppliers list", §5 "Supplier delete"). */
export const SUPPLIER_MESSAGES = {
  nameRequired: 'Il nome del fornitore è obbligatorio',
  vatInvalid:
    'Partita IVA non valida: 11 cifre con la cifra di controllo, oppure un numero UE con il prefisso del paese (es. DE123456789)',
  notFound: 'Fornitore non trovato',
  empty: 'Nessun fornitore trovato',
  leadTimeInvalid: 'I giorni di consegna sono un numero intero da 0 a 365',
} as const;

/** SPEC §8, with the count of the products that use it. */
export const supplierInUseMessage = (count: number) =>
  `Impossibile eliminare il fornitore: ${pluralWord(count, "c'è", 'ci sono')} ${plural(count, 'prodotto associato', 'prodotti associati')}`;

/** A VAT number field: checked, normalized; suppliers and customers share it. */
export const vatNumberField = z.pipe(
  optionalText(30),
  z.nullable(
    z.pipe(
      z.string().check(z.refine(isValidVatNumber, SUPPLIER_MESSAGES.vatInvalid)),
      z.transform(normalizeVatNumber),
    ),
  ),
);

/** Days from order to delivery, typed ("7") or sent as a number; blank: not known. */
const leadTimeDays = z.pipe(
  z.transform((value: unknown) => {
    const blank = blankToNull(value);
    return typeof blank === 'string' ? Number(blank.trim()) : blank;
  }),
  z.nullable(
    z
      .number(SUPPLIER_MESSAGES.leadTimeInvalid)
      .check(
        z.refine(Number.isInteger, SUPPLIER_MESSAGES.leadTimeInvalid),
        z.gte(0, SUPPLIER_MESSAGES.leadTimeInvalid),
        z.lte(365, SUPPLIER_MESSAGES.leadTimeInvalid),
      ),
  ),
);

const fields = {
  name: requiredText(SUPPLIER_MESSAGES.nameRequired, 200),
  email: z.optional(optionalEmail),
  phone: z.optional(phoneField),
  address: z.optional(optionalText(500)),
  notes: z.optional(optionalText(5000)),
  vat_number: z.optional(vatNumberField),
  lead_time_days: z.optional(leadTimeDays),
};

/** One form for create and edit; the edit sends what changed (PATCH). */
export const supplierInputSchema = z.object(fields);
export const supplierPatchSchema = z
  .object({ ...z.partial(z.object(fields)).shape })
  .check(
    z.refine((v) => Object.values(v).some((x) => x !== undefined), 'Nessuna modifica indicata'),
  );
export type SupplierInput = z.infer<typeof supplierInputSchema>;
export type SupplierPatch = z.infer<typeof supplierPatchSchema>;

export const SUPPLIER_SORTS = ['name', 'created_at'] as const;
export const listSuppliersQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(200, 'Ricerca troppo lunga'))),
  ...pageQuery(SUPPLIER_SORTS, { sort: 'name', order: 'asc' }),
});
export type ListSuppliersQuery = z.infer<typeof listSuppliersQuery>;

export const supplierDto = z.object({
  id: z.string(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** Grouped for reading (`+39 333 123 4567`) by the server; links use the E.164 value. */
  phone_display: z.nullable(z.string()),
  address: z.nullable(z.string()),
  notes: z.nullable(z.string()),
  vat_number: z.nullable(z.string()),
  /** Usual days from order to delivery; a sent order is late after them. */
  lead_time_days: z.nullable(z.number()),
  product_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SupplierDto = z.infer<typeof supplierDto>;
export const suppliersPageDto = pageDto(supplierDto);

import * as z from 'zod/mini';
import { customerIdField } from '../customers/customer-link';
import { optionalEmail, optionalText, phoneField, requiredText } from '../form-fields';
import { pageDto } from '../page-dto';
import { pageQuery } from '../paging';
import {
  documentTotalsDtoFields,
  hasPriceOrCost,
  LINE_MESSAGES,
  marginDtoFields,
  percentTenths,
  pricedLineDtoFields,
  pricedLineFields,
  pricedLinesInput,
  publicLineDtoFields,
  vatPercentHundredths,
} from '../priced-lines';
import { COMPONENT_KINDS, PC_BUILD_STATUSES, type PcBuildStatus } from './pc-build-kinds';

/** PC builds (SPEC §2 routes, §3 pcbuild_* settings, §9; MODULES "PC builds"). */
export {
  COMPONENT_KINDS,
  type ComponentKind,
  PC_BUILD_STATUSES,
  type PcBuildStatus,
} from './pc-build-kinds';

/** One colour each, 4.5:1 text contrast in both themes. */
export const PC_BUILD_STATUS_BADGES: Record<PcBuildStatus, string> = {
  Bozza: 'bg-gray-100 text-gray-900 dark:bg-gray-800 dark:text-gray-100',
  'Proposta inviata': 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  Confermata: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100',
  'In assemblaggio': 'bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-100',
  Completata: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  Consegnata: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  Annullata: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

export const PC_BUILD_NUMBER_PREFIX = 'PC';

export const PC_BUILD_MESSAGES = {
  ...LINE_MESSAGES,
  titleRequired: 'Il titolo è obbligatorio',
  kindInvalid: 'Tipo di componente non valido',
  statusInvalid: 'Stato non valido',
  notFound: 'Configurazione non trovata',
  invalidId: 'ID non valido',
  empty: 'Nessuna configurazione trovata',
  loadError: 'Errore nel caricamento delle configurazioni',
  duplicated: 'Configurazione duplicata con successo!',
  versionConflict:
    'La configurazione è stata modificata da un altro utente: ricarica la pagina e riprova.',
  noEmail: 'La configurazione non ha un indirizzo e-mail del cliente: aggiungilo e riprova.',
  noComponents: 'La configurazione non ha componenti: aggiungine almeno uno.',
  shortStock: 'Alcuni componenti non sono disponibili in magazzino nella quantità indicata.',
} as const;

export const componentInput = z
  .object({
    ...pricedLineFields,
    kind: z.enum(COMPONENT_KINDS, PC_BUILD_MESSAGES.kindInvalid),
  })
  .check(hasPriceOrCost);
export type ComponentInput = z.infer<typeof componentInput>;

const fields = {
  title: requiredText(PC_BUILD_MESSAGES.titleRequired, 200),
  customer_name: z.optional(optionalText(200)),
  customer_email: z.optional(optionalEmail),
  customer_phone: z.optional(phoneField),
  customer_id: z.optional(customerIdField),
  status: z.optional(z.enum(PC_BUILD_STATUSES, PC_BUILD_MESSAGES.statusInvalid)),
  margin_percent: z.optional(percentTenths),
  vat_rate: z.optional(vatPercentHundredths),
  notes: z.optional(optionalText(5000)),
  components: z.optional(pricedLinesInput(componentInput)),
};

export const pcBuildCreateSchema = z.object(fields);
/** An edit sends what changed and the version it started from; `components` replaces them all. */
export const pcBuildUpdateSchema = z.object({
  ...z.partial(z.object(fields)).shape,
  version: z.number('Versione mancante').check(z.int()),
});
export type PcBuildCreateInput = z.infer<typeof pcBuildCreateSchema>;
export type PcBuildUpdateInput = z.infer<typeof pcBuildUpdateSchema>;

export const PC_BUILD_SORTS = ['created_at', 'total_amount'] as const;
export const listPcBuildsQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(200))),
  status: z.optional(z.enum(PC_BUILD_STATUSES, PC_BUILD_MESSAGES.statusInvalid)),
  ...pageQuery(PC_BUILD_SORTS, { sort: 'created_at', order: 'desc' }),
});
export type ListPcBuildsQuery = z.infer<typeof listPcBuildsQuery>;

export const pcBuildListItemDto = z.object({
  id: z.string(),
  build_number: z.string(),
  title: z.string(),
  customer_name: z.nullable(z.string()),
  status: z.enum(PC_BUILD_STATUSES),
  total_amount: z.number(),
  created_at: z.string(),
});
export type PcBuildListItemDto = z.infer<typeof pcBuildListItemDto>;
export const pcBuildsPageDto = pageDto(pcBuildListItemDto);

export const componentDto = z.object({
  ...pricedLineDtoFields,
  kind: z.enum(COMPONENT_KINDS),
  /** The picked product's pieces in stock now; null for a line typed free. */
  stock: z.nullable(z.number()),
});
export type ComponentDto = z.infer<typeof componentDto>;

export const pcBuildDto = z.object({
  ...pcBuildListItemDto.shape,
  customer_email: z.nullable(z.string()),
  customer_phone: z.nullable(z.string()),
  /** Grouped for reading (`+39 333 123 4567`) by the server; links use the E.164 value. */
  customer_phone_display: z.nullable(z.string()),
  /** The linked customer record; the customer_* fields are the snapshot typed on the build. */
  customer_id: z.nullable(z.string()),
  margin_percent: z.number(),
  vat_rate: z.number(),
  notes: z.nullable(z.string()),
  user_id: z.nullable(z.string()),
  updated_at: z.string(),
  version: z.number(),
  ...documentTotalsDtoFields,
  ...marginDtoFields,
  /** Some component needs more pieces than the warehouse has. */
  short_stock: z.boolean(),
  components: z.array(componentDto),
});
export type PcBuildDto = z.infer<typeof pcBuildDto>;

/** What the customer's page and GET /api/public/pc-builds/:id show: never a cost or the margin. */
export const publicPcBuildDto = z.strictObject({
  id: z.string(),
  build_number: z.string(),
  title: z.string(),
  customer_name: z.nullable(z.string()),
  status: z.enum(PC_BUILD_STATUSES),
  notes: z.nullable(z.string()),
  vat_rate: z.number(),
  ...documentTotalsDtoFields,
  components: z.array(z.strictObject({ ...publicLineDtoFields, kind: z.enum(COMPONENT_KINDS) })),
  updated_at: z.string(),
});
export type PublicPcBuildDto = z.infer<typeof publicPcBuildDto>;

/** The pcbuild_* defaults a new build starts from, for staff who may not read Settings. */
export const pcBuildDefaultsDto = z.object({
  margin_percent: z.number(),
  vat_rate: z.number(),
  notes: z.string(),
});
export type PcBuildDefaultsDto = z.infer<typeof pcBuildDefaultsDto>;

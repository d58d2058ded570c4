import * as z from 'zod/mini';
import { shiftMonth } from '../calendar';
import { isCalendarDate, optionalText, uuidField } from '../form-fields';
import { pageCursor, pageLimit } from '../paging';

/** Daily work logs (SPEC §3, §5, §6, §9; MODULES "Work management"). */
export const WORK_LOG_MESSAGES = {
  typeRequired: 'Seleziona un tipo di lavorazione',
  quantityInvalid: 'La quantità deve essere un numero intero di almeno 1',
  dateInvalid: 'Data non valida',
  monthInvalid: 'Mese non valido',
  periodRequired: 'Indica un giorno (date) o un mese (month)',
  notFound: 'Lavorazione non trovata',
  empty: 'Nessuna lavorazione trovata',
  userInvalid: 'Dipendente non trovato',
  dateFuture: 'Non si possono registrare lavorazioni in una data futura',
  dateTooOld: 'Si possono registrare lavorazioni solo del mese corrente e di quello precedente',
  added: 'Lavorazione registrata',
  deleted: 'Lavorazione eliminata',
} as const;

export const MAX_WORK_QUANTITY = 1000;

/**
 * The days a person may log (Rome's today): admins any day up to today, everyone else the current
 * and the previous month (a forgotten entry is caught up on, not invented for a distant date).
 */
export function loggableDays(admin: boolean, today: string): { min?: string; max: string } {
  return admin ? { max: today } : { min: `${shiftMonth(today.slice(0, 7), -1)}-01`, max: today };
}

/** The Italian refusal for a day outside loggableDays, or null when it may be logged. */
export function loggableDayError(admin: boolean, today: string, day: string): string | null {
  const { min, max } = loggableDays(admin, today);
  if (day > max) return WORK_LOG_MESSAGES.dateFuture;
  if (min && day < min) return WORK_LOG_MESSAGES.dateTooOld;
  return null;
}

const calendarDate = z
  .string(WORK_LOG_MESSAGES.dateInvalid)
  .check(z.refine(isCalendarDate, WORK_LOG_MESSAGES.dateInvalid));
const month = z
  .string(WORK_LOG_MESSAGES.monthInvalid)
  .check(z.refine((v) => isCalendarDate(`${v}-01`), WORK_LOG_MESSAGES.monthInvalid));

const quantity = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value,
  ),
  z
    .number(WORK_LOG_MESSAGES.quantityInvalid)
    .check(
      z.refine(Number.isInteger, WORK_LOG_MESSAGES.quantityInvalid),
      z.gte(1, WORK_LOG_MESSAGES.quantityInvalid),
      z.lte(MAX_WORK_QUANTITY, WORK_LOG_MESSAGES.quantityInvalid),
    ),
);

/** A new entry: the type is required, quantity 1 unless said, today (Rome) unless a day is chosen. */
export const workLogCreateSchema = z.object({
  work_type_id: uuidField(WORK_LOG_MESSAGES.typeRequired),
  date: z.optional(calendarDate),
  quantity: z._default(quantity, 1),
  notes: z.optional(optionalText(2000)),
});
export type WorkLogCreateInput = z.infer<typeof workLogCreateSchema>;

/** The only edit an entry has (SPEC §7 "Update notes"). */
export const workLogNotesSchema = z.object({ notes: optionalText(2000) });

/** A day or a month, never both; `user_id` is read for admins only (others get their own). */
export const workLogsQuery = z
  .object({
    date: z.optional(calendarDate),
    month: z.optional(month),
    user_id: z.optional(uuidField(WORK_LOG_MESSAGES.userInvalid)),
    limit: pageLimit,
    cursor: pageCursor,
  })
  .check(
    z.refine(
      (q) => (q.date === undefined) !== (q.month === undefined),
      WORK_LOG_MESSAGES.periodRequired,
    ),
  );
export type WorkLogsQuery = z.infer<typeof workLogsQuery>;

export const workLogExportQuery = z.object({
  month,
  user_id: z.optional(uuidField(WORK_LOG_MESSAGES.userInvalid)),
});

export const workLogDto = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  work_type_id: z.string(),
  work_type: z.object({ id: z.string(), name: z.string() }),
  date: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  total: z.number(),
  notes: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WorkLogDto = z.infer<typeof workLogDto>;

const amounts = { quantity: z.number(), amount: z.number() };
export const workLogsPageDto = z.object({
  items: z.array(workLogDto),
  next_cursor: z.nullable(z.string()),
  totals: z.object(amounts),
  by_day: z.array(z.object({ date: z.string(), amount: z.number() })),
  by_type: z.array(z.object({ work_type_id: z.string(), name: z.string(), ...amounts })),
  /** Per-employee totals: admins only (everyone else sees just their own, = totals). */
  by_user: z.array(z.object({ user_id: z.string(), name: z.string(), ...amounts })),
});
export type WorkLogsPageDto = z.infer<typeof workLogsPageDto>;

import * as z from 'zod/mini';
import { isCalendarDate, optionalText, uuidField } from '../form-fields';

/** Reports (decision 027): the filters every report reads, with the Italian refusals. */
export const REPORT_MESSAGES = {
  dateInvalid: 'Data non valida (formato AAAA-MM-GG)',
  rangeInvalid: 'La data iniziale deve precedere quella finale',
  rangeTooLong: 'Il periodo può coprire al massimo 5 anni',
  technicianInvalid: 'Tecnico non trovato',
} as const;

const day = z
  .string(REPORT_MESSAGES.dateInvalid)
  .check(z.refine(isCalendarDate, REPORT_MESSAGES.dateInvalid));

/** GET /api/reports/*: Rome days, both included; without them the last 12 months. */
export const reportsQuery = z
  .object({
    from: z.optional(day),
    to: z.optional(day),
    technician_id: z.optional(uuidField(REPORT_MESSAGES.technicianInvalid)),
    device_type: z.optional(optionalText(100)),
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, {
      message: REPORT_MESSAGES.rangeInvalid,
      path: ['to'],
    }),
    z.refine(
      (q) => !q.from || !q.to || Number(q.to.slice(0, 4)) - Number(q.from.slice(0, 4)) <= 5,
      {
        message: REPORT_MESSAGES.rangeTooLong,
        path: ['from'],
      },
    ),
  );
export type ReportsQuery = z.output<typeof reportsQuery>;

/** The age buckets of open tickets and of devices waiting to be collected (days, Rome). */
export const AGE_BUCKETS = [
  { label: '0–3 giorni', min: 0, max: 3 },
  { label: '4–7 giorni', min: 4, max: 7 },
  { label: '8–14 giorni', min: 8, max: 14 },
  { label: '15–30 giorni', min: 15, max: 30 },
  { label: 'oltre 30 giorni', min: 31, max: null },
] as const;

export const REPORT_KINDS = ['repairs', 'money', 'parts'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

import * as z from 'zod/mini';
import { isCalendarDate } from '../form-fields';
import { REPORT_MESSAGES } from '../reports/report-schemas';

/**
 * The accountant's corrispettivi (decision 052): per Rome day, the documenti commerciali the RT
 * emitted, per VAT rate or natura and per RT payment type; returns and voids apart and subtracted.
 * Money in cents, VAT included unless said (imponibile, imposta).
 */
const day = z
  .string(REPORT_MESSAGES.dateInvalid)
  .check(z.refine(isCalendarDate, REPORT_MESSAGES.dateInvalid));

/** GET /api/reports/corrispettivi: Rome days, both included; without them, this month so far. */
export const corrispettiviQuery = z.object({ from: z.optional(day), to: z.optional(day) }).check(
  z.refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: REPORT_MESSAGES.rangeInvalid,
    path: ['to'],
  }),
  z.refine((q) => !q.from || !q.to || Number(q.to.slice(0, 4)) - Number(q.from.slice(0, 4)) <= 5, {
    message: REPORT_MESSAGES.rangeTooLong,
    path: ['from'],
  }),
);
export type CorrispettiviQuery = z.output<typeof corrispettiviQuery>;

const amounts = {
  vendite_cents: z.number(),
  resi_cents: z.number(),
  annulli_cents: z.number(),
  /** vendite − resi − annulli. */
  netto_cents: z.number(),
};

export const corrispettiviDto = z.object({
  from: z.string(),
  to: z.string(),
  /** Per day and VAT: "22", "10"… or a natura ("N2", "N4"…); "reparto N" when the RT's settings no longer say. */
  by_vat: z.array(
    z.object({
      day: z.string(),
      vat: z.string(),
      ...amounts,
      imponibile_cents: z.number(),
      imposta_cents: z.number(),
    }),
  ),
  /** Per day and RT payment type (contanti, elettronico, …): what the card terminal is compared with. */
  by_tender: z.array(z.object({ day: z.string(), tender: z.string(), ...amounts })),
  /** Documents recorded in the range that the RT has not emitted yet: not in the figures. */
  not_emitted: z.number(),
});
export type CorrispettiviDto = z.output<typeof corrispettiviDto>;

export const RT_TENDER_LABELS: Record<string, string> = {
  contanti: 'Contanti',
  assegno: 'Assegno',
  elettronico: 'Elettronico (carte)',
  ticket: 'Ticket',
  non_riscosso: 'Non riscosso',
};

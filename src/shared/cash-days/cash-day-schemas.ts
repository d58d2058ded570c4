import * as z from 'zod/mini';
import { isCalendarDate, requiredText } from '../form-fields';
import { moneyField } from '../money-field';

/** The drawer's day (TILL § Routes of the till): what staff send, with the Italian refusals. */
export const CASH_DAY_MESSAGES = {
  notFound: 'Giornata di cassa non trovata',
  dateInvalid: 'Data non valida (formato AAAA-MM-GG)',
  drawerInvalid: 'Cassetto non valido: indica un dipendente o «cassa»',
  notYourDrawer: 'Puoi aprire, movimentare e chiudere solo il tuo cassetto',
  alreadyOpen: 'La cassa di oggi per questo cassetto è già aperta o chiusa',
  closed: 'La giornata di cassa è chiusa: nessun movimento può entrarvi',
  closedForPayment: (day: string) =>
    `La cassa del ${day} è chiusa: il pagamento non può entrarvi. Registra la correzione nella giornata aperta, con una nota.`,
  amountRequired: "Indica l'importo",
  amountInvalid: "L'importo deve essere un numero",
  amountNegative: "L'importo non può essere negativo",
  amountDecimals: "L'importo può avere al massimo 2 decimali",
  amountTooHigh: "L'importo non può superare 1.000.000 €",
  amountPositive: "L'importo deve essere maggiore di zero",
  kindInvalid: 'Tipo non valido: usa versamento o prelievo',
  reasonRequired: 'Indica il motivo del movimento',
  countedCashRequired: 'Indica i contanti contati nel cassetto',
  correctionNote: (day: string) => `Correzione della cassa chiusa del ${day}`,
} as const;

/** The shop's choice (setting `cash_drawer_mode`): a drawer per operator or one per till. */
export const CASH_DRAWER_MODES = ['operatore', 'cassa'] as const;
export type CashDrawerMode = (typeof CASH_DRAWER_MODES)[number];
/** The one drawer of the till mode. */
export const TILL_DRAWER = 'cassa';

export const CASH_MOVEMENT_KINDS = ['versamento', 'prelievo'] as const;
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];
export const CASH_MOVEMENT_LABELS: Record<CashMovementKind, string> = {
  versamento: 'Versamento',
  prelievo: 'Prelievo',
};

const euros = moneyField(
  {
    invalid: CASH_DAY_MESSAGES.amountInvalid,
    negative: CASH_DAY_MESSAGES.amountNegative,
    decimals: CASH_DAY_MESSAGES.amountDecimals,
    tooHigh: CASH_DAY_MESSAGES.amountTooHigh,
  },
  1_000_000,
);
const required = (message: string) =>
  z.pipe(
    z.pipe(
      z.transform((value: unknown): unknown => value ?? null),
      euros,
    ),
    z.number(message),
  );

const drawer = z
  .string(CASH_DAY_MESSAGES.drawerInvalid)
  .check(
    z.refine(
      (v) => v === TILL_DRAWER || /^[0-9a-f-]{36}$/i.test(v),
      CASH_DAY_MESSAGES.drawerInvalid,
    ),
  );

/** GET /api/cash-days: a Rome day (today when absent) and a drawer (one's own when absent). */
export const cashDayQuery = z.object({
  date: z.optional(
    z
      .string(CASH_DAY_MESSAGES.dateInvalid)
      .check(z.refine(isCalendarDate, CASH_DAY_MESSAGES.dateInvalid)),
  ),
  drawer: z.optional(drawer),
});
export type CashDayQuery = z.output<typeof cashDayQuery>;

/** POST /api/cash-days/open: today's day for the drawer, with the float counted in. */
export const cashDayOpenSchema = z.object({
  drawer: z.optional(drawer),
  float: required(CASH_DAY_MESSAGES.amountRequired),
});
export type CashDayOpenInput = z.output<typeof cashDayOpenSchema>;

/** POST /api/cash-days/:id/movements: cash put in or taken out, always with a reason. */
export const cashMovementSchema = z.object({
  kind: z.enum(CASH_MOVEMENT_KINDS, CASH_DAY_MESSAGES.kindInvalid),
  amount: required(CASH_DAY_MESSAGES.amountRequired).check(
    z.gt(0, CASH_DAY_MESSAGES.amountPositive),
  ),
  reason: requiredText(CASH_DAY_MESSAGES.reasonRequired, 300),
});
export type CashMovementInput = z.output<typeof cashMovementSchema>;

/**
 * POST /api/cash-days/:id/close: the cash counted by hand; other tenders may be given (the card
 * terminal's closing), else they count as expected.
 */
export const cashDayCloseSchema = z.object({
  counted: z.object({
    contanti: required(CASH_DAY_MESSAGES.countedCashRequired),
    carta: z.optional(euros),
    bancomat: z.optional(euros),
    bonifico: z.optional(euros),
    assegno: z.optional(euros),
    satispay: z.optional(euros),
    paypal: z.optional(euros),
    altro: z.optional(euros),
  }),
});
export type CashDayCloseInput = z.output<typeof cashDayCloseSchema>;

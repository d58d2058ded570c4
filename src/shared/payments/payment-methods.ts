import * as z from 'zod/mini';

/**
 * How money changes hands at the counter, with the Italian words the shop reads (CHECKOUT
 * § Payments). Small on purpose: the ticket form's deposit method imports it.
 */
export const PAYMENT_METHODS = [
  'contanti',
  'carta',
  'bancomat',
  'bonifico',
  'assegno',
  'satispay',
  'paypal',
  'altro',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  contanti: 'Contanti',
  carta: 'Carta di credito',
  bancomat: 'Bancomat',
  bonifico: 'Bonifico',
  assegno: 'Assegno',
  satispay: 'Satispay',
  paypal: 'PayPal',
  altro: 'Altro',
};

export const METHOD_REQUIRED = 'Scegli il metodo di pagamento';
export const paymentMethodField = z.enum(PAYMENT_METHODS, METHOD_REQUIRED);

/** `incasso`: the customer pays; `rimborso`: the shop gives back (a refund, or a storno). */
export const PAYMENT_DIRECTIONS = ['incasso', 'rimborso'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

export const PAYMENT_DIRECTION_LABELS: Record<PaymentDirection, string> = {
  incasso: 'Incasso',
  rimborso: 'Rimborso',
};

/** The note of a deposit taken when the ticket is opened (and of the migrated ones). */
export const DEPOSIT_NOTE = 'Acconto';

/** Cents with their sign: what a movement adds to the money received. */
export const signedCents = (direction: PaymentDirection, cents: number) =>
  direction === 'incasso' ? cents : -cents;

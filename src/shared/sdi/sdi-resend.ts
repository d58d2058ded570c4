/**
 * After a scarto the invoice may be sent again with the same number and date within five days of
 * the notifica di scarto (decision 045); past them the law asks for what `LATE_RESEND_MESSAGE` says.
 */
const RESEND_DAYS = 5;

export const LATE_RESEND_MESSAGE =
  'Sono passati più di cinque giorni dallo scarto: la fattura scartata si considera non emessa e ' +
  'non si può più reinviare con lo stesso numero e la stessa data. Emetti una nuova fattura ' +
  '(nuovo numero e data) oppure, se la emetti con la data e il numero originari, indica nelle ' +
  'note il riferimento alla fattura scartata (Agenzia delle Entrate, FAQ sulla fatturazione elettronica).';

/** The last instant the rejected file may be corrected and resent (ISO UTC). */
export const resendDeadline = (rejectedAt: string) =>
  new Date(Date.parse(rejectedAt) + RESEND_DAYS * 86_400_000).toISOString();

export const resendTooLate = (rejectedAt: string, now: Date) =>
  now.getTime() > Date.parse(resendDeadline(rejectedAt));

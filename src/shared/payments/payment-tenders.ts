/**
 * Split tenders (TILL § Routes of the till): one payment step, several tenders (card 50 + cash
 * 149), each written as its own payment row. Cash may say what the customer handed over, so the
 * change (*Resto*) is known; a card may carry the terminal's authorisation code.
 */
export const TENDER_MESSAGES = {
  tendersEmpty: 'Indica almeno un metodo di pagamento',
  tendersTooMany: 'Al massimo 6 metodi di pagamento in un incasso',
  tendersOrAmount: "Indica l'importo e il metodo oppure l'elenco dei pagamenti, non entrambi",
  receivedInvalid: 'Contanti ricevuti non validi',
  receivedNotCash: 'I contanti ricevuti si indicano solo per i contanti',
  receivedTooLow: "I contanti ricevuti non possono essere meno dell'importo",
  terminalRefNotCard: "Il codice d'autorizzazione si indica solo per carta o bancomat",
} as const;

export const MAX_TENDERS = 6;

/** The methods that go through the card terminal (and so may carry its authorisation code). */
export const CARD_METHODS = ['carta', 'bancomat'] as const;
export const isCardMethod = (method: string) =>
  (CARD_METHODS as readonly string[]).includes(method);

/** The change owed on a cash tender, in cents; null when the cash received was not said. */
export const changeCents = (amountCents: number, receivedCents: number | null) =>
  receivedCents === null ? null : receivedCents - amountCents;

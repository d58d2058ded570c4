import { formatCents } from '../money';

/** What the rules of one sale, its credit notes and its payment terms answer when they refuse. */
export const INVOICE_RULE_MESSAGES = {
  creditExceeds: (number: string, leftCents: number) =>
    `Le note di credito superano la fattura n. ${number}: resta da stornare al massimo ${formatCents(Math.max(0, leftCents))}`,
  fullyCredited: (number: string) =>
    `La fattura n. ${number} è già stornata per intero dalle note di credito`,
  alreadyInvoiced: (source: string, number: string) =>
    `${source} ha già la fattura n. ${number}: per fatturarlo di nuovo emetti prima la nota di credito che la storna`,
  priceInvoiced: (number: string) =>
    `Il prezzo è già fatturato (fattura n. ${number}): per cambiarlo emetti una nota di credito`,
  zeroTotal: 'Il totale della fattura è zero: non si emette una fattura senza importo',
  dueBeforeIssue: (date: string) =>
    `La scadenza del pagamento (${date}) precede la data della fattura: indica una scadenza da oggi in poi`,
  ibanMissing:
    "Per il pagamento con bonifico manca l'IBAN del negozio: indicalo in Impostazioni → Fatturazione",
} as const;

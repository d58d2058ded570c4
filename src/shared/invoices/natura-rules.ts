import { EU_COUNTRIES } from '../customers/eu-countries';
import {
  FORFETTARIO,
  FORFETTARIO_WORDING,
  NATURA_CODES,
  NATURE,
  type Natura,
} from './invoice-codes';
import type { CustomerSnapshot } from './invoice-customer';

/**
 * Which natura fits which customer. A natura names why a line bears no VAT, and each reason
 * holds only for some buyers: an export (N3.1, art. 8 DPR 633/72) leaves the EU, an intra-EU
 * supply (N3.2, art. 41 DL 331/93) goes to a business of another member state, a *dichiarazione
 * d'intento* (N3.5, art. 8 c. 1 lett. c) comes from an Italian VAT-registered exporter, the
 * reverse charge (N6.x, art. 17 and 74) makes an Italian VAT-registered buyer pay the VAT, N2.1
 * (artt. 7–7-septies) is a supply outside Italy, N7 (VAT paid in another member state) a sale to
 * a private person there. The others do not depend on the buyer.
 */

export type BuyerPosition = 'privato-it' | 'iva-it' | 'privato-ue' | 'iva-ue' | 'extra-ue';

export const BUYER_LABELS: Record<BuyerPosition, string> = {
  'privato-it': 'un privato in Italia',
  'iva-it': 'un cliente italiano con partita IVA',
  'privato-ue': "un privato di un altro paese dell'UE",
  'iva-ue': "un'impresa di un altro paese dell'UE con partita IVA",
  'extra-ue': "un cliente fuori dall'UE",
};

export type Buyer = Pick<CustomerSnapshot, 'customer_country' | 'customer_vat_number'>;

export function buyerPosition(c: Buyer): BuyerPosition {
  const hasVat = Boolean(c.customer_vat_number);
  if (c.customer_country === 'IT') return hasVat ? 'iva-it' : 'privato-it';
  if (EU_COUNTRIES.has(c.customer_country)) return hasVat ? 'iva-ue' : 'privato-ue';
  return 'extra-ue';
}

const ANYONE: readonly BuyerPosition[] = [
  'privato-it',
  'iva-it',
  'privato-ue',
  'iva-ue',
  'extra-ue',
];
const ITALIAN_VAT: readonly BuyerPosition[] = ['iva-it'];

/** The buyers each natura fits; San Marino (N3.3) is a country of its own, checked apart. */
const FITS: Record<Natura, readonly BuyerPosition[]> = {
  N1: ANYONE,
  'N2.1': ['iva-ue', 'extra-ue'],
  'N2.2': ANYONE,
  'N3.1': ['extra-ue'],
  'N3.2': ['iva-ue'],
  'N3.3': ['extra-ue'],
  'N3.4': ANYONE,
  'N3.5': ITALIAN_VAT,
  'N3.6': ANYONE,
  N4: ANYONE,
  N5: ANYONE,
  'N6.1': ITALIAN_VAT,
  'N6.2': ITALIAN_VAT,
  'N6.3': ITALIAN_VAT,
  'N6.4': ITALIAN_VAT,
  'N6.5': ITALIAN_VAT,
  'N6.6': ITALIAN_VAT,
  'N6.7': ITALIAN_VAT,
  'N6.8': ITALIAN_VAT,
  'N6.9': ITALIAN_VAT,
  N7: ['privato-ue'],
};

export function naturaFits(natura: Natura, c: Buyer): boolean {
  if (natura === 'N3.3') return c.customer_country === 'SM';
  return FITS[natura].includes(buyerPosition(c));
}

/** The naturas a form offers for this customer (all of them while none is chosen). */
export function naturasFor(c: Buyer | null): Natura[] {
  return c ? NATURA_CODES.filter((code) => naturaFits(code, c)) : [...NATURA_CODES];
}

/**
 * A service to a business of another member state is outside Italian VAT (art. 7-ter) and its
 * invoice must say "inversione contabile" (art. 21 c. 6-bis lett. a DPR 633/72).
 */
export const N21_EU_WORDING = 'Inversione contabile - art. 7-ter DPR 633/72';

/** RiferimentoNormativo of a summary without VAT: the forfettario's, the EU reverse charge's, the natura's. */
export function naturaReference(natura: Natura, regime: string, c: Buyer): string {
  if (regime === FORFETTARIO && natura === 'N2.2') return FORFETTARIO_WORDING;
  if (natura === 'N2.1' && buyerPosition(c) === 'iva-ue') return N21_EU_WORDING;
  return NATURE[natura].reference;
}

import { CUSTOMER_MESSAGES } from '../customers/customer-schemas';
import { MAX_FILE_PROGRESSIVE } from './invoice-number';

/** What Settings → Fatturazione says: its fields' names and the messages of their checks. */
export const INVOICING_MESSAGES = {
  vatInvalid: 'Partita IVA non valida: 11 cifre con la cifra di controllo',
  taxCodeInvalid: CUSTOMER_MESSAGES.taxCodeInvalid,
  regimeInvalid: 'Regime fiscale non valido',
  stampDutyBearerInvalid:
    'Imposta di bollo: scegli se addebitarla al cliente o se resta a carico del negozio',
  postalCodeInvalid: CUSTOMER_MESSAGES.postalCodeInvalid,
  provinceInvalid: CUSTOMER_MESSAGES.provinceInvalid,
  countryInvalid: CUSTOMER_MESSAGES.countryInvalid,
  reaOfficeInvalid: 'Ufficio REA non valido: la sigla della provincia (es. MI)',
  reaBoth: "Indica sia l'ufficio sia il numero REA, oppure nessuno dei due",
  ibanInvalid: 'IBAN non valido: controlla le cifre (es. IT60X0542811101000000123456)',
  pecInvalid: CUSTOMER_MESSAGES.pecInvalid,
  progressiveInvalid: `Progressivo del file non valido: un numero intero tra 1 e ${MAX_FILE_PROGRESSIVE}`,
  progressiveBackwards:
    'Il progressivo del file non può tornare indietro: quei nomi di file sono già stati usati',
  nameBoth: 'Indica la denominazione oppure nome e cognome del titolare',
} as const;

/** What each field is called on the page: the missing-data message names them so. */
export const INVOICING_LABELS = {
  company_name: 'Denominazione',
  first_name: 'Nome',
  last_name: 'Cognome',
  vat_number: 'Partita IVA',
  tax_code: 'Codice fiscale',
  regime_fiscale: 'Regime fiscale',
  stamp_duty_bearer: 'Imposta di bollo',
  street: 'Indirizzo',
  postal_code: 'CAP',
  city: 'Comune',
  province: 'Provincia',
  country: 'Nazione',
  rea_office: 'Ufficio REA',
  rea_number: 'Numero REA',
  iban: 'IBAN',
  pec: 'PEC',
  default_vat_rate: 'Aliquota IVA predefinita',
  number_pattern: 'Schema di numerazione',
  next_file_progressive: 'Prossimo progressivo del file',
} as const;

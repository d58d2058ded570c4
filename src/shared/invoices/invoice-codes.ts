/**
 * The FatturaPA codes an invoice uses (schema v1.2.3) with the Italian label a person reads:
 * document kinds, fiscal regimes, naturas of the operations without VAT, payment methods.
 * The codes are the schema's own; the labels follow the Agenzia delle Entrate's wording.
 */

/**
 * TipoDocumento, every code of the *Specifiche tecniche* 1.9 (TD07–TD09 are the simplified
 * invoice's): what the shop issues and what its suppliers' files may carry.
 */
export const DOCUMENT_TYPE_LABELS = {
  TD01: 'Fattura',
  TD02: 'Acconto/anticipo su fattura',
  TD03: 'Acconto/anticipo su parcella',
  TD04: 'Nota di credito',
  TD05: 'Nota di debito',
  TD06: 'Parcella',
  TD07: 'Fattura semplificata',
  TD08: 'Nota di credito semplificata',
  TD09: 'Nota di debito semplificata',
  TD16: 'Integrazione fattura reverse charge interno',
  TD17: 'Integrazione/autofattura per acquisto servizi dall’estero',
  TD18: 'Integrazione per acquisto di beni intracomunitari',
  TD19: 'Integrazione/autofattura per acquisto di beni ex art. 17 c. 2 DPR 633/72',
  TD20: 'Autofattura per regolarizzazione e integrazione delle fatture',
  TD21: 'Autofattura per splafonamento',
  TD22: 'Estrazione beni da Deposito IVA',
  TD23: 'Estrazione beni da Deposito IVA con versamento dell’IVA',
  TD24: 'Fattura differita (art. 21 c. 4 lett. a DPR 633/72)',
  TD25: 'Fattura differita (art. 21 c. 4 terzo periodo lett. b DPR 633/72)',
  TD26: 'Cessione di beni ammortizzabili e per passaggi interni',
  TD27: 'Fattura per autoconsumo o per cessioni gratuite senza rivalsa',
  TD28: 'Acquisti da San Marino con IVA (fattura cartacea)',
  TD29: 'Comunicazione per omessa o irregolare fatturazione',
} as const;

/** `TD01 · Fattura`; a code the list does not know, as written. */
export function documentTypeLabel(code: string): string {
  const label = (DOCUMENT_TYPE_LABELS as Record<string, string | undefined>)[code];
  return label ? `${code} · ${label}` : code;
}

export const INVOICE_KINDS = ['TD01', 'TD04'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  TD01: DOCUMENT_TYPE_LABELS.TD01,
  TD04: DOCUMENT_TYPE_LABELS.TD04,
};

export const INVOICE_STATUSES = ['bozza', 'emessa'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  bozza: 'Bozza',
  emessa: 'Emessa',
};

export const REGIMI_FISCALI = {
  RF01: 'Ordinario',
  RF02: 'Contribuenti minimi (art. 1, c. 96-117, L. 244/2007)',
  RF04: 'Agricoltura e attività connesse e pesca',
  RF05: 'Vendita sali e tabacchi',
  RF06: 'Commercio fiammiferi',
  RF07: 'Editoria',
  RF08: 'Gestione servizi telefonia pubblica',
  RF09: 'Rivendita documenti di trasporto pubblico e di sosta',
  RF10: 'Intrattenimenti, giochi e altre attività (DPR 640/72)',
  RF11: 'Agenzie di viaggi e turismo',
  RF12: 'Agriturismo',
  RF13: 'Vendite a domicilio',
  RF14: 'Rivendita beni usati, oggetti d’arte, d’antiquariato o da collezione',
  RF15: 'Agenzie di vendite all’asta di oggetti d’arte, antiquariato o da collezione',
  RF16: 'IVA per cassa P.A.',
  RF17: 'IVA per cassa (art. 32-bis, DL 83/2012)',
  RF18: 'Altro',
  RF19: 'Forfettario (art. 1, c. 54-89, L. 190/2014)',
  RF20: 'Franchigia IVA transfrontaliera (Dir. UE 2020/285)',
} as const;
export type RegimeFiscale = keyof typeof REGIMI_FISCALI;
export const REGIME_CODES = Object.keys(REGIMI_FISCALI) as [RegimeFiscale, ...RegimeFiscale[]];

/** The regime whose invoices carry no VAT: every line is N2.2 with its legal wording. */
export const FORFETTARIO: RegimeFiscale = 'RF19';
export const FORFETTARIO_NATURA = 'N2.2';
/** What the law asks a forfettario invoice to say (fits RiferimentoNormativo's 100 characters). */
export const FORFETTARIO_WORDING =
  "Operazione in franchigia da IVA ai sensi dell'art. 1, commi 54-89, L. 190/2014";

/**
 * The VAT rates in force (DPR 633/72 art. 16 and its Tabella A: 22 % ordinary, 10 % part III,
 * 5 % part II-bis, 4 % part II), in hundredths of a percent; 0 % only with a natura. The one list
 * the forms offer and the server accepts.
 */
export const VAT_RATES_HUNDREDTHS = [2200, 1000, 500, 400, 0] as const;
export const VAT_RATE_MESSAGE = 'Aliquota IVA non valida: 22, 10, 5 o 4 % (0 % con la natura)';
export const isVatRateInForce = (hundredths: number) =>
  (VAT_RATES_HUNDREDTHS as readonly number[]).includes(hundredths);

/** Natura of a line at 0 % VAT, and the legal reference its summary carries by default. */
export const NATURE = {
  N1: { label: 'Escluse ex art. 15 DPR 633/72', reference: 'Escluso art. 15 DPR 633/72' },
  'N2.1': {
    label: 'Non soggette ad IVA ai sensi degli artt. da 7 a 7-septies DPR 633/72',
    reference: 'Non soggetta artt. 7-7septies DPR 633/72',
  },
  'N2.2': { label: 'Non soggette - altri casi', reference: 'Operazione non soggetta a IVA' },
  'N3.1': { label: 'Non imponibili - esportazioni', reference: 'Non imponibile art. 8 DPR 633/72' },
  'N3.2': {
    label: 'Non imponibili - cessioni intracomunitarie',
    reference: 'Non imponibile art. 41 DL 331/93',
  },
  'N3.3': {
    label: 'Non imponibili - cessioni verso San Marino',
    reference: 'Non imponibile art. 71 DPR 633/72',
  },
  'N3.4': {
    label: 'Non imponibili - operazioni assimilate alle cessioni all’esportazione',
    reference: 'Non imponibile art. 8-bis DPR 633/72',
  },
  'N3.5': {
    label: 'Non imponibili - a seguito di dichiarazioni d’intento',
    reference: 'Non imponibile art. 8 c. 1 lett. c DPR 633/72',
  },
  'N3.6': {
    label: 'Non imponibili - altre operazioni che non concorrono alla formazione del plafond',
    reference: 'Non imponibile',
  },
  N4: { label: 'Esenti', reference: 'Esente art. 10 DPR 633/72' },
  N5: {
    label: 'Regime del margine / IVA non esposta in fattura',
    reference: 'Regime del margine art. 36 DL 41/95',
  },
  'N6.1': {
    label: 'Inversione contabile - cessione di rottami e altri materiali di recupero',
    reference: 'Inversione contabile art. 74 c. 7 e 8 DPR 633/72',
  },
  'N6.2': {
    label: 'Inversione contabile - cessione di oro e argento',
    reference: 'Inversione contabile art. 17 c. 5 DPR 633/72',
  },
  'N6.3': {
    label: 'Inversione contabile - subappalto nel settore edile',
    reference: 'Inversione contabile art. 17 c. 6 lett. a DPR 633/72',
  },
  'N6.4': {
    label: 'Inversione contabile - cessione di fabbricati',
    reference: 'Inversione contabile art. 17 c. 6 lett. a-bis DPR 633/72',
  },
  'N6.5': {
    label: 'Inversione contabile - cessione di telefoni cellulari',
    reference: 'Inversione contabile art. 17 c. 6 lett. b DPR 633/72',
  },
  'N6.6': {
    label: 'Inversione contabile - cessione di prodotti elettronici',
    reference: 'Inversione contabile art. 17 c. 6 lett. c DPR 633/72',
  },
  'N6.7': {
    label: 'Inversione contabile - prestazioni comparto edile e settori connessi',
    reference: 'Inversione contabile art. 17 c. 6 lett. a-ter DPR 633/72',
  },
  'N6.8': {
    label: 'Inversione contabile - operazioni settore energetico',
    reference: 'Inversione contabile art. 17 c. 6 lett. d-bis, d-ter DPR 633/72',
  },
  'N6.9': { label: 'Inversione contabile - altri casi', reference: 'Inversione contabile' },
  N7: {
    label: 'IVA assolta in altro stato UE',
    reference: 'IVA assolta in altro stato UE',
  },
} as const;
export type Natura = keyof typeof NATURE;
export const NATURA_CODES = Object.keys(NATURE) as [Natura, ...Natura[]];

/** What a line's natura is refused with, on an invoice and at the counter alike. */
export const NATURA_MESSAGES = {
  invalid: 'Natura non valida: usa un codice da N1 a N7',
  withRate: "La natura si indica solo per le righe con l'aliquota 0",
  required: "Con l'aliquota 0 indica la natura dell'operazione (N1–N7)",
} as const;

/**
 * The naturas whose amounts bear the stamp duty (art. 6 tariffa DPR 642/72): operations outside
 * the scope of VAT, exempt or not taxable, exports (N3.1) and intra-EU supplies (N3.2) excepted,
 * and never the reverse charge (N6.x: the customer pays the VAT) or the margin scheme.
 */
export const STAMP_DUTY_NATURE: readonly Natura[] = [
  'N1',
  'N2.1',
  'N2.2',
  'N3.3',
  'N3.4',
  'N3.5',
  'N3.6',
  'N4',
];

/**
 * Who bears the stamp duty (decision 048). The law puts it on the issuer, who may charge it on:
 * then it is a line of its own, excluded from VAT (art. 15 DPR 633/72, natura N1), so that the
 * lines and the VAT add up to the total; borne by the shop it is declared in DatiBollo only.
 */
export const STAMP_DUTY_BEARERS = {
  cliente: 'Addebitata al cliente (riga «Rivalsa imposta di bollo»)',
  negozio: 'A carico del negozio (non nel totale)',
} as const;
export type StampDutyBearer = keyof typeof STAMP_DUTY_BEARERS;
export const STAMP_DUTY_BEARER_CODES = Object.keys(STAMP_DUTY_BEARERS) as [
  StampDutyBearer,
  ...StampDutyBearer[],
];
export const STAMP_DUTY_LINE = 'Rivalsa imposta di bollo';
/** How a document states the stamp duty the shop pays itself (not in its total). */
export const STAMP_DUTY_BORNE = 'Imposta di bollo assolta dal negozio (non nel totale)';

export const PAYMENT_METHODS = {
  MP01: 'Contanti',
  MP02: 'Assegno',
  MP03: 'Assegno circolare',
  MP04: 'Contanti presso Tesoreria',
  MP05: 'Bonifico',
  MP06: 'Vaglia cambiario',
  MP07: 'Bollettino bancario',
  MP08: 'Carta di pagamento',
  MP09: 'RID',
  MP10: 'RID utenze',
  MP11: 'RID veloce',
  MP12: 'RIBA',
  MP13: 'MAV',
  MP14: 'Quietanza erario',
  MP15: 'Giroconto su conti di contabilità speciale',
  MP16: 'Domiciliazione bancaria',
  MP17: 'Domiciliazione postale',
  MP18: 'Bollettino di c/c postale',
  MP19: 'SEPA Direct Debit',
  MP20: 'SEPA Direct Debit CORE',
  MP21: 'SEPA Direct Debit B2B',
  MP22: 'Trattenuta su somme già riscosse',
  MP23: 'PagoPA',
} as const;
export type PaymentMethodCode = keyof typeof PAYMENT_METHODS;
export const PAYMENT_METHOD_CODES = Object.keys(PAYMENT_METHODS) as [
  PaymentMethodCode,
  ...PaymentMethodCode[],
];
/** The methods a shop's counter actually uses, first in the form's list. */
export const COMMON_PAYMENT_METHODS: readonly PaymentMethodCode[] = [
  'MP01',
  'MP08',
  'MP05',
  'MP02',
];
/** Italian customers without an SDI code; customers outside Italy. */
export const NO_SDI_CODE = '0000000';
export const FOREIGN_SDI_CODE = 'XXXXXXX';

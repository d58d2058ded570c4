import {
  COMPANY_NO_CODE,
  COMPANY_PEC,
  COMPANY_SDI,
  EU_COMPANY,
  EU_PERSON,
  NON_EU_PERSON,
  PERSON,
  PERSON_2,
  SWISS_PERSON,
} from './corpus-customers-test-kit';

/**
 * The invoice corpus: documents issued through the API, each of which must validate against the
 * FPR12 schema and pass the SDI's semantic controls. One row per case; add a row to cover a new
 * one. `expect` names XML elements and the value their first occurrence must carry.
 */
export interface CorpusCase {
  name: string;
  customer: Record<string, unknown>;
  /** POST /api/invoices without customer_id; absent when the invoice comes from a document. */
  invoice?: Record<string, unknown>;
  /** The VAT-included price of a ticket invoiced with POST /api/invoices/from-ticket/:id. */
  ticketPrice?: string;
  /** What the customer paid on the ticket before the invoice, one payment per tender. */
  ticketPayments?: { method: string; amount: number }[];
  /** How many 10,00 € parts the ticket's repair took from stock. */
  ticketParts?: number;
  /** An accepted quote or a PC build of the customer, invoiced from it. */
  from?: 'quote' | 'pc-build';
  /** Invoicing settings for this case only (the shop goes back to SHOP afterwards). */
  shop?: Record<string, unknown>;
  /** The document of the case is the credit note (TD04) of the invoice. */
  creditNote?: boolean;
  /** The credit note's lines, when it corrects only part of the invoice. */
  creditNoteLines?: Record<string, unknown>[];
  expect?: Record<string, string>;
  /** Every occurrence of an element, in order (e.g. one AliquotaIVA per line, then summary). */
  expectAll?: Record<string, string[]>;
}

const line = (over: Record<string, unknown> = {}) => ({
  description: 'Sostituzione display',
  quantity: 1,
  unit_price: '100,00',
  ...over,
});
const exempt = (natura: string, over: Record<string, unknown> = {}) =>
  line({ description: `Operazione ${natura}`, vat_rate: 0, natura, ...over });
const FORFETTARIO = { regime_fiscale: 'RF19' };

export const CORPUS: CorpusCase[] = [
  // Private persons: codice fiscale, Nome/Cognome, 0000000.
  {
    name: 'privato, contanti',
    customer: PERSON,
    invoice: { lines: [line()], payment_method: 'MP01' },
    expect: { CodiceDestinatario: '0000000', ModalitaPagamento: 'MP01' },
  },
  {
    name: 'privato, carta, due righe',
    customer: PERSON_2,
    invoice: {
      lines: [line(), line({ description: 'Cover', unit_price: '15,90', quantity: 2 })],
      payment_method: 'MP08',
    },
    expect: { ModalitaPagamento: 'MP08' },
  },
  {
    name: 'privato, assegno',
    customer: PERSON,
    invoice: { lines: [line()], payment_method: 'MP02' },
    expect: { ModalitaPagamento: 'MP02' },
  },
  {
    name: 'privato, prezzo IVA inclusa',
    customer: PERSON,
    invoice: { lines: [line({ unit_price: '99,99', price_includes_vat: true })] },
    expect: { ImportoTotaleDocumento: '99.99' },
  },
  {
    name: 'privato, più righe IVA inclusa ripartite',
    customer: PERSON,
    invoice: {
      lines: [
        line({ unit_price: '33,33', price_includes_vat: true, quantity: 3 }),
        line({ description: 'Batteria', unit_price: '49,90', price_includes_vat: true }),
        line({ description: 'Vetro', unit_price: '0,99', price_includes_vat: true, quantity: 7 }),
      ],
    },
  },
  {
    name: 'privato, sconto 10 % su 1,5 × 19,99',
    customer: PERSON,
    invoice: { lines: [line({ unit_price: '19,99', quantity: '1,5', discount_percent: '10' })] },
    expect: { Percentuale: '10.00' },
  },
  {
    name: 'privato, sconto 33,33 % su 3 × 7,77',
    customer: PERSON,
    invoice: { lines: [line({ unit_price: '7,77', quantity: 3, discount_percent: '33,33' })] },
  },
  {
    name: 'privato, quantità 0,25 × 120 €',
    customer: PERSON,
    invoice: {
      lines: [line({ description: 'Manodopera (ore)', unit_price: '120', quantity: '0,25' })],
    },
    expect: { Quantita: '0.25' },
  },
  {
    name: 'privato, 1.000 × 0,05 €',
    customer: PERSON,
    invoice: { lines: [line({ description: 'Viti', unit_price: '0,05', quantity: 1000 })] },
    expect: { PrezzoTotale: '50.00' },
  },
  {
    name: 'privato, 0,01 €',
    customer: PERSON,
    invoice: { lines: [line({ description: 'Arrotondamento', unit_price: '0,01' })] },
  },
  {
    name: 'privato, dieci righe',
    customer: PERSON_2,
    invoice: {
      lines: Array.from({ length: 10 }, (_, i) =>
        line({
          description: `Ricambio ${i + 1}`,
          unit_price: `${i + 1},${i}9`,
          quantity: (i % 3) + 1,
        }),
      ),
    },
  },
  {
    name: 'privato, testo con caratteri speciali e causale lunga',
    customer: PERSON,
    invoice: {
      lines: [line({ description: 'Riparazione “urgente” – 10 € <sconto> & più… 😀' })],
      notes: `${'Causale '.repeat(60)}& fine`,
    },
  },
  {
    name: 'privato, regime del margine (usato) N5',
    customer: PERSON,
    invoice: { lines: [exempt('N5', { description: 'iPhone 12 usato', unit_price: '320' })] },
    expect: { Natura: 'N5' },
  },
  {
    name: 'privato, N1 anticipazione art. 15',
    customer: PERSON,
    invoice: {
      lines: [line(), exempt('N1', { description: 'Spese anticipate', unit_price: '12,50' })],
    },
    expect: { Natura: 'N1' },
  },
  {
    name: 'privato, N2.2 sotto 77,47 € (senza bollo)',
    customer: PERSON,
    invoice: { lines: [exempt('N2.2', { unit_price: '50' })] },
  },
  {
    name: 'privato, esente N4 sopra 77,47 € con bollo',
    customer: PERSON_2,
    invoice: { lines: [exempt('N4', { description: 'Corso', unit_price: '80' })] },
    expect: { ImportoBollo: '2.00' },
  },
  {
    name: 'privato, 22 % + N4 + N1',
    customer: PERSON,
    invoice: {
      lines: [line(), exempt('N4', { unit_price: '30' }), exempt('N1', { unit_price: '5' })],
    },
  },
  {
    name: 'privato da un ticket (69,00 € IVA inclusa)',
    customer: PERSON,
    ticketPrice: '69,00',
    expect: { ImportoTotaleDocumento: '69.00' },
  },
  {
    name: 'privato da un ticket senza netto esatto (100,01 €)',
    customer: PERSON_2,
    ticketPrice: '100,01',
    // The VAT is exactly 22 % of the net; the cent no net reaches is the document's rounding.
    expect: {
      ImponibileImporto: '81.98',
      Imposta: '18.04',
      ImportoTotaleDocumento: '100.01',
      Arrotondamento: '-0.01',
    },
  },
  {
    name: 'privato da un ticket con ricambi dal magazzino',
    customer: PERSON,
    ticketPrice: '89,90',
    ticketParts: 2,
    // The part's line names its warehouse code (CodiceArticolo); the labour line has none.
    expect: { ImportoTotaleDocumento: '89.90', CodiceTipo: 'SKU' },
    expectAll: { CodiceTipo: ['SKU'] },
  },
  { name: 'privato da un preventivo accettato', customer: PERSON_2, from: 'quote' },
  { name: 'azienda da una PC build', customer: COMPANY_SDI, from: 'pc-build' },
  {
    name: 'nota di credito a un privato',
    customer: PERSON,
    invoice: { lines: [line()] },
    creditNote: true,
    expect: { TipoDocumento: 'TD04' },
  },
  // Companies: P.IVA and Denominazione, with an SDI code, a PEC, or neither.
  {
    name: 'azienda con codice SDI, bonifico con IBAN',
    customer: COMPANY_SDI,
    invoice: { lines: [line()], payment_method: 'MP05', payment_due_date: '2026-12-20' },
    expect: {
      CodiceDestinatario: 'ABC1234',
      ModalitaPagamento: 'MP05',
      IBAN: 'IT60X0542811101000000123456',
    },
  },
  {
    name: 'azienda con PEC',
    customer: COMPANY_PEC,
    invoice: { lines: [line()] },
    expect: { CodiceDestinatario: '0000000', PECDestinatario: 'verdi@pec.example.it' },
  },
  {
    name: 'azienda senza codice né PEC',
    customer: COMPANY_NO_CODE,
    invoice: { lines: [line()] },
    expect: { CodiceDestinatario: '0000000' },
  },
  {
    name: 'azienda, aliquote 4, 5, 10 e 22 %',
    customer: COMPANY_SDI,
    invoice: {
      lines: [
        line(),
        line({ description: 'Libro', unit_price: '12,50', vat_rate: 4 }),
        line({ description: 'Dispositivo medico', unit_price: '45', vat_rate: 5 }),
        line({ description: 'Servizio', unit_price: '45', vat_rate: 10, quantity: 2 }),
      ],
    },
    expectAll: {
      AliquotaIVA: ['22.00', '4.00', '5.00', '10.00', '22.00', '4.00', '5.00', '10.00'],
      Imposta: ['22.00', '0.50', '2.25', '9.00'],
    },
  },
  {
    name: 'azienda, 10 %',
    customer: COMPANY_PEC,
    invoice: { lines: [line({ vat_rate: 10, unit_price: '33,33', quantity: 3 })] },
    expect: { AliquotaIVA: '10.00' },
  },
  {
    name: 'azienda, 4 %',
    customer: COMPANY_SDI,
    invoice: { lines: [line({ vat_rate: 4, unit_price: '9,99' })] },
    expect: { AliquotaIVA: '4.00' },
  },
  {
    name: 'azienda, 99.999,99 €',
    customer: COMPANY_SDI,
    invoice: { lines: [line({ description: 'Fornitura server', unit_price: '99999,99' })] },
  },
  {
    name: 'azienda, inversione contabile cellulari N6.5',
    customer: COMPANY_SDI,
    invoice: {
      lines: [
        exempt('N6.5', { description: 'Smartphone (20 pezzi)', unit_price: '250', quantity: 20 }),
      ],
    },
    expect: { Natura: 'N6.5' },
  },
  {
    name: 'azienda, inversione contabile prodotti elettronici N6.6',
    customer: COMPANY_PEC,
    invoice: { lines: [exempt('N6.6', { description: 'Tablet', unit_price: '300', quantity: 4 })] },
    expect: { Natura: 'N6.6' },
  },
  {
    name: "esportatore abituale con dichiarazione d'intento N3.5",
    customer: {
      ...COMPANY_SDI,
      intent_protocol: '08060120341234567-000001',
      intent_date: '2026-01-15',
    },
    invoice: {
      lines: [exempt('N3.5', { description: 'Riparazione notebook', unit_price: '300' })],
    },
    expect: {
      Natura: 'N3.5',
      TipoDato: 'INTENTO',
      RiferimentoTesto: '08060120341234567-000001',
      RiferimentoData: '2026-01-15',
      ImportoBollo: '2.00',
    },
  },
  {
    name: 'azienda, sconto e righe miste',
    customer: COMPANY_NO_CODE,
    invoice: { lines: [line({ discount_percent: '15' }), exempt('N4', { unit_price: '20' })] },
  },
  {
    name: 'nota di credito parziale (una riga su due)',
    customer: COMPANY_PEC,
    invoice: { lines: [line(), line({ description: 'Cover', unit_price: '20' })] },
    creditNote: true,
    creditNoteLines: [line({ description: 'Cover (reso)', unit_price: '20' })],
    expect: { TipoDocumento: 'TD04', ImportoTotaleDocumento: '24.40' },
  },
  {
    name: 'nota di credito a un’azienda con più aliquote',
    customer: COMPANY_SDI,
    invoice: { lines: [line(), line({ description: 'Libro', unit_price: '12,50', vat_rate: 4 })] },
    creditNote: true,
    expect: { TipoDocumento: 'TD04' },
  },
  // Outside Italy: XXXXXXX, the country, CAP 00000.
  {
    name: 'azienda UE, cessione intracomunitaria N3.2',
    customer: EU_COMPANY,
    invoice: { lines: [exempt('N3.2', { description: 'Ricambi', unit_price: '500' })] },
    expect: { CodiceDestinatario: 'XXXXXXX', Natura: 'N3.2' },
    // Trasmittente, cedente, cessionario.
    expectAll: { IdPaese: ['IT', 'IT', 'DE'], CAP: ['20121', '00000'] },
  },
  {
    name: 'privato UE, 22 %',
    customer: EU_PERSON,
    invoice: { lines: [line()] },
    expect: { CodiceDestinatario: 'XXXXXXX' },
    expectAll: { Nazione: ['IT', 'FR'], IdPaese: ['IT', 'IT', 'FR'] },
  },
  {
    name: 'privato UE, IVA assolta in altro stato N7',
    customer: EU_PERSON,
    invoice: { lines: [exempt('N7', { unit_price: '60' })] },
    expect: { Natura: 'N7' },
  },
  {
    name: 'privato extra UE, esportazione N3.1',
    customer: NON_EU_PERSON,
    invoice: {
      lines: [exempt('N3.1', { description: 'Notebook spedito negli USA', unit_price: '900' })],
    },
    expect: { Natura: 'N3.1' },
  },
  {
    name: 'privato extra UE, riparazione in negozio al 22 %',
    customer: SWISS_PERSON,
    invoice: { lines: [line()] },
    expect: { CodiceDestinatario: 'XXXXXXX' },
    // A person abroad without a VAT number: the country and eleven nines.
    expectAll: { IdCodice: ['00743110157', '00743110157', '99999999999'] },
  },
  // A forfettario shop (RF19): N2.2 with the law's wording, stamp duty over 77,47 €.
  {
    name: 'forfettario, privato sotto 77,47 €',
    shop: FORFETTARIO,
    customer: PERSON,
    invoice: { lines: [line({ unit_price: '70' })] },
    expect: { RegimeFiscale: 'RF19', Natura: 'N2.2' },
  },
  {
    name: 'forfettario, privato con bollo addebitato',
    shop: FORFETTARIO,
    customer: PERSON_2,
    invoice: { lines: [line({ unit_price: '150' })] },
    expect: { RegimeFiscale: 'RF19', ImportoBollo: '2.00', ImportoTotaleDocumento: '152.00' },
    expectAll: { Natura: ['N2.2', 'N1', 'N2.2', 'N1'], PrezzoTotale: ['150.00', '2.00'] },
  },
  {
    name: 'forfettario, privato con bollo a carico del negozio',
    shop: { ...FORFETTARIO, stamp_duty_bearer: 'negozio' },
    customer: PERSON_2,
    invoice: { lines: [line({ unit_price: '150' })] },
    expect: { ImportoBollo: '2.00', ImportoTotaleDocumento: '150.00' },
    expectAll: { Natura: ['N2.2', 'N2.2'] },
  },
  {
    name: 'esente N4 con bollo addebitato e una riga N1 già presente',
    customer: PERSON,
    invoice: {
      lines: [exempt('N4', { unit_price: '90' }), exempt('N1', { unit_price: '10' })],
    },
    expect: { ImportoBollo: '2.00', ImportoTotaleDocumento: '102.00' },
    expectAll: { ImponibileImporto: ['90.00', '12.00'] },
  },
  {
    name: 'forfettario, azienda con codice SDI',
    shop: FORFETTARIO,
    customer: COMPANY_SDI,
    invoice: { lines: [line(), line({ description: 'Cavo', unit_price: '9,90', quantity: 3 })] },
    expect: { RegimeFiscale: 'RF19' },
  },
  {
    name: 'forfettario, nota di credito',
    shop: FORFETTARIO,
    customer: PERSON,
    invoice: { lines: [line({ unit_price: '60' })] },
    creditNote: true,
    expect: { TipoDocumento: 'TD04', RegimeFiscale: 'RF19' },
  },
  {
    name: 'ticket pagato 50 € con carta e 149 € in contanti',
    customer: PERSON,
    ticketPrice: '199,00',
    ticketPayments: [
      { method: 'carta', amount: 50 },
      { method: 'contanti', amount: 149 },
    ],
    expectAll: { ModalitaPagamento: ['MP08', 'MP01'], ImportoPagamento: ['50.00', '149.00'] },
  },
  {
    name: 'nota di credito: nessun pagamento riportato',
    customer: PERSON,
    invoice: { lines: [line()] },
    creditNote: true,
    expectAll: { ModalitaPagamento: [] },
  },
  {
    name: 'azienda svizzera con identificativo IVA, servizio non soggetto N2.1',
    customer: {
      kind: 'azienda',
      company_name: 'Uhrwerk AG',
      vat_number: 'CHE123456789',
      street: 'Bahnhofstrasse 1',
      postal_code: '8001',
      city: 'Zürich',
      country: 'CH',
    },
    invoice: {
      lines: [
        exempt('N2.1', { description: 'Riparazione per committente estero', unit_price: '250' }),
      ],
    },
    expect: { CodiceDestinatario: 'XXXXXXX', Natura: 'N2.1' },
    expectAll: {
      IdPaese: ['IT', 'IT', 'CH'],
      IdCodice: ['00743110157', '00743110157', 'CHE123456789'],
    },
  },
  {
    name: 'azienda UE, servizio N2.1 con la dicitura di legge',
    customer: EU_COMPANY,
    invoice: {
      lines: [exempt('N2.1', { description: 'Riparazione (B2B UE)', unit_price: '180' })],
    },
    expect: {
      Natura: 'N2.1',
      RiferimentoNormativo: 'Inversione contabile - art. 7-ter DPR 633/72',
    },
  },
];

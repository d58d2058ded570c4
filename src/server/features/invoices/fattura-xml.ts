import {
  FORFETTARIO,
  FORFETTARIO_WORDING,
  type InvoiceKind,
  NATURE,
  PAYMENT_CONDITION,
  type PaymentMethodCode,
} from '../../../shared/invoices/invoice-codes';
import {
  type CustomerSnapshot,
  isForeign,
  recipientCode,
} from '../../../shared/invoices/invoice-customer';
import type { InvoiceSellerDto } from '../../../shared/invoices/invoice-dto';
import {
  centsText,
  type InvoiceTotals,
  netUnitPrice,
  scaledText,
} from '../../../shared/invoices/invoice-money';
import { ascii, el, latin } from './xml-text';

/** Everything one FatturaPA file says, as the service hands it over. */
export interface FatturaInput {
  kind: InvoiceKind;
  number: string;
  issueDate: string;
  fileProgressive: string;
  seller: InvoiceSellerDto;
  customer: CustomerSnapshot;
  descriptions: readonly string[];
  totals: InvoiceTotals;
  paymentMethod: PaymentMethodCode;
  dueDate: string | null;
  notes: string | null;
  related: { number: string; issueDate: string } | null;
}

const NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';

/** IT{P.IVA}_{progressive}.xml, the name the SDI expects. */
export const fatturaFileName = (vatNumber: string, progressive: string) =>
  `IT${vatNumber}_${progressive}.xml`;

function anagrafica(company: string | null, first: string | null, last: string | null) {
  if (company) return el('Anagrafica', el('Denominazione', latin(company, 80)));
  return el('Anagrafica', el('Nome', latin(first, 60)), el('Cognome', latin(last, 60)));
}

function sede(
  street: string | null,
  cap: string,
  city: string | null,
  province: string | null,
  country: string,
) {
  return el(
    'Sede',
    el('Indirizzo', latin(street, 60)),
    el('CAP', cap),
    el('Comune', latin(city, 60)),
    province && country === 'IT' ? el('Provincia', province) : '',
    el('Nazione', country),
  );
}

function cedente(s: InvoiceSellerDto): string {
  return el(
    'CedentePrestatore',
    el(
      'DatiAnagrafici',
      el('IdFiscaleIVA', el('IdPaese', 'IT'), el('IdCodice', ascii(s.vat_number, 28))),
      s.tax_code ? el('CodiceFiscale', s.tax_code) : '',
      anagrafica(s.company_name, s.first_name, s.last_name),
      el('RegimeFiscale', s.regime_fiscale),
    ),
    sede(s.street, s.postal_code ?? '', s.city, s.province, s.country),
    s.rea_office && s.rea_number
      ? el(
          'IscrizioneREA',
          el('Ufficio', s.rea_office),
          el('NumeroREA', ascii(s.rea_number, 20)),
          el('StatoLiquidazione', 'LN'),
        )
      : '',
  );
}

/** Outside Italy the P.IVA goes with its country (99999999999 for a person without one). */
function cessionario(c: CustomerSnapshot): string {
  const foreign = isForeign(c);
  const vat = c.customer_vat_number?.replace(/^[A-Z]{2}(?=\w)/, '') ?? null;
  const idIva = foreign
    ? el(
        'IdFiscaleIVA',
        el('IdPaese', c.customer_country),
        el('IdCodice', ascii(vat ?? '99999999999', 28)),
      )
    : vat
      ? el('IdFiscaleIVA', el('IdPaese', 'IT'), el('IdCodice', vat))
      : '';
  const company = c.customer_kind === 'azienda' ? c.customer_company_name : null;
  return el(
    'CessionarioCommittente',
    el(
      'DatiAnagrafici',
      idIva,
      !foreign && c.customer_tax_code ? el('CodiceFiscale', c.customer_tax_code) : '',
      anagrafica(company, c.customer_first_name, c.customer_last_name),
    ),
    sede(
      c.customer_street,
      foreign ? '00000' : (c.customer_postal_code ?? ''),
      c.customer_city,
      c.customer_province,
      c.customer_country,
    ),
  );
}

function header(f: FatturaInput): string {
  const code = recipientCode(f.customer);
  return el(
    'FatturaElettronicaHeader',
    el(
      'DatiTrasmissione',
      el(
        'IdTrasmittente',
        el('IdPaese', 'IT'),
        el('IdCodice', ascii(f.seller.tax_code ?? f.seller.vat_number, 28)),
      ),
      el('ProgressivoInvio', f.fileProgressive),
      el('FormatoTrasmissione', 'FPR12'),
      el('CodiceDestinatario', code),
      code === '0000000' && f.customer.customer_pec
        ? el('PECDestinatario', ascii(f.customer.customer_pec, 256))
        : '',
    ),
    cedente(f.seller),
    cessionario(f.customer),
  );
}

/** The causale: the notes and, for a forfettario shop, the wording the law asks for. */
function causali(f: FatturaInput): string[] {
  const texts = [f.notes ?? '', f.seller.regime_fiscale === FORFETTARIO ? FORFETTARIO_WORDING : ''];
  const chunks: string[] = [];
  for (const text of texts.map((t) => latin(t, 4000)).filter(Boolean))
    for (let i = 0; i < text.length; i += 200) chunks.push(text.slice(i, i + 200));
  return chunks;
}

function generali(f: FatturaInput): string {
  const t = f.totals;
  return el(
    'DatiGenerali',
    el(
      'DatiGeneraliDocumento',
      el('TipoDocumento', f.kind),
      el('Divisa', 'EUR'),
      el('Data', f.issueDate),
      el('Numero', ascii(f.number, 20)),
      t.stampDutyCents > 0
        ? el(
            'DatiBollo',
            el('BolloVirtuale', 'SI'),
            el('ImportoBollo', centsText(t.stampDutyCents)),
          )
        : '',
      el('ImportoTotaleDocumento', centsText(t.totalCents)),
      ...causali(f).map((c) => el('Causale', c)),
    ),
    f.related
      ? el(
          'DatiFattureCollegate',
          el('IdDocumento', ascii(f.related.number, 20)),
          el('Data', f.related.issueDate),
        )
      : '',
  );
}

function beniServizi(f: FatturaInput): string {
  const forfettario = f.seller.regime_fiscale === FORFETTARIO;
  const lines = f.totals.lines.map((l, i) =>
    el(
      'DettaglioLinee',
      el('NumeroLinea', String(i + 1)),
      el('Descrizione', latin(f.descriptions[i], 1000)),
      el('Quantita', scaledText(l.quantityHundredths, 2)),
      el('PrezzoUnitario', netUnitPrice(l)),
      l.discountHundredths
        ? el(
            'ScontoMaggiorazione',
            el('Tipo', 'SC'),
            el('Percentuale', scaledText(l.discountHundredths, 2)),
          )
        : '',
      el('PrezzoTotale', centsText(l.lineTotalCents)),
      el('AliquotaIVA', scaledText(l.vatRateHundredths, 2)),
      l.natura ? el('Natura', l.natura) : '',
    ),
  );
  const summary = f.totals.summary.map((s) =>
    el(
      'DatiRiepilogo',
      el('AliquotaIVA', scaledText(s.vatRateHundredths, 2)),
      s.natura ? el('Natura', s.natura) : '',
      el('ImponibileImporto', centsText(s.taxableCents)),
      el('Imposta', centsText(s.vatCents)),
      s.natura ? '' : el('EsigibilitaIVA', 'I'),
      s.natura
        ? el(
            'RiferimentoNormativo',
            latin(
              forfettario && s.natura === 'N2.2' ? FORFETTARIO_WORDING : NATURE[s.natura].reference,
              100,
            ),
          )
        : '',
    ),
  );
  return el('DatiBeniServizi', ...lines, ...summary);
}

function pagamento(f: FatturaInput): string {
  return el(
    'DatiPagamento',
    el('CondizioniPagamento', PAYMENT_CONDITION),
    el(
      'DettaglioPagamento',
      el('ModalitaPagamento', f.paymentMethod),
      f.dueDate ? el('DataScadenzaPagamento', f.dueDate) : '',
      el('ImportoPagamento', centsText(f.totals.totalCents)),
      f.paymentMethod === 'MP05' && f.seller.iban ? el('IBAN', f.seller.iban) : '',
    ),
  );
}

/** The FPR12 v1.2.3 file of an issued invoice. */
export function fatturaXml(f: FatturaInput): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<p:FatturaElettronica versione="FPR12" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" xmlns:p="${NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${header(f)}${el(
    'FatturaElettronicaBody',
    generali(f),
    beniServizi(f),
    pagamento(f),
  )}</p:FatturaElettronica>\n`;
}

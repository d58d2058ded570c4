import type { ArticleCode } from '../../../shared/invoices/article-code';
import {
  FORFETTARIO,
  FORFETTARIO_WORDING,
  type InvoiceKind,
  STAMP_DUTY_LINE,
} from '../../../shared/invoices/invoice-codes';
import { type CustomerSnapshot, recipientCode } from '../../../shared/invoices/invoice-customer';
import type { InvoiceSellerDto } from '../../../shared/invoices/invoice-dto';
import {
  centsText,
  type InvoiceTotals,
  netUnitPrice,
  scaledText,
} from '../../../shared/invoices/invoice-money';
import {
  type PaymentDetail,
  paymentCondition,
} from '../../../shared/invoices/invoice-payment-terms';
import { naturaReference } from '../../../shared/invoices/natura-rules';
import { cedente, cessionario } from './fattura-parties';
import { ascii, el, latin, latinChunks } from './xml-text';

/** Everything one FatturaPA file says, as the service hands it over. */
export interface FatturaInput {
  kind: InvoiceKind;
  number: string;
  issueDate: string;
  fileProgressive: string;
  seller: InvoiceSellerDto;
  customer: CustomerSnapshot;
  descriptions: readonly string[];
  /** Each line's CodiceArticolo, when it came from the warehouse. */
  articleCodes: readonly (ArticleCode | null)[];
  totals: InvoiceTotals;
  /** What was received and what is due; none on a credit note (nothing to pay). */
  payments: readonly PaymentDetail[];
  notes: string | null;
  related: { number: string; issueDate: string } | null;
  /** The shop's phone and e-mail (ContattiTrasmittente), as Settings hold them at issue. */
  contacts: { phone: string; email: string };
}

const NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';

/**
 * The transmitter's identifier: the shop's codice fiscale (a sole trader's personal one), else its
 * P.IVA. IdTrasmittente and the file name must name the same subject (Specifiche tecniche § 1.1
 * and § 2.2: the file name is the country code and the transmitter's identifier).
 */
const transmitterCode = (seller: InvoiceSellerDto) => seller.tax_code ?? seller.vat_number ?? '';

/** IT{identifier}_{progressive}.xml, the name the SDI expects. */
export const fatturaFileName = (seller: InvoiceSellerDto, progressive: string) =>
  `IT${transmitterCode(seller)}_${progressive}.xml`;

/** TelFaxType is 5-12 Basic Latin characters: the digits, without +39 when they do not fit. */
function telefono(phone: string): string {
  const digits = phone.replaceAll(/[^\d+]/g, '');
  const national = digits.length > 12 ? digits.replace(/^(\+|00)39/, '') : digits;
  return national.length >= 5 && national.length <= 12 ? el('Telefono', national) : '';
}

function contatti(contacts: FatturaInput['contacts']): string {
  const phone = telefono(contacts.phone);
  const email = contacts.email.length >= 7 ? el('Email', ascii(contacts.email, 256)) : '';
  return phone || email ? el('ContattiTrasmittente', phone, email) : '';
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
        el('IdCodice', ascii(transmitterCode(f.seller), 28)),
      ),
      el('ProgressivoInvio', f.fileProgressive),
      el('FormatoTrasmissione', 'FPR12'),
      el('CodiceDestinatario', code),
      contatti(f.contacts),
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
  return texts.flatMap((text) => latinChunks(text, 200));
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
      // The cent VAT-included prices leave over the exact VAT (Specifiche tecniche 2.1.1.10).
      t.roundingCents ? el('Arrotondamento', centsText(t.roundingCents)) : '',
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

/**
 * The esportatore abituale's declaration on each N3.5 line: TipoDato INTENTO, the receipt's
 * protocol and date (Specifiche tecniche 1.7+, fields 2.2.1.16.1, .2 and .4).
 */
function intento(c: CustomerSnapshot): string {
  return el(
    'AltriDatiGestionali',
    el('TipoDato', 'INTENTO'),
    el('RiferimentoTesto', ascii(c.customer_intent_protocol ?? '', 60)),
    el('RiferimentoData', c.customer_intent_date ?? ''),
  );
}

function codiceArticolo(code: ArticleCode | null): string {
  if (!code) return '';
  return el(
    'CodiceArticolo',
    el('CodiceTipo', latin(code.type, 35)),
    el('CodiceValore', latin(code.value, 35)),
  );
}

/** The charged stamp duty, after the typed lines: excluded from VAT (art. 15, N1). */
function stampDutyLine(t: InvoiceTotals, number: number): string {
  if (!t.stampDutyCharged) return '';
  const amount = centsText(t.stampDutyCents);
  return el(
    'DettaglioLinee',
    el('NumeroLinea', String(number)),
    el('Descrizione', STAMP_DUTY_LINE),
    el('Quantita', '1.00'),
    el('PrezzoUnitario', amount),
    el('PrezzoTotale', amount),
    el('AliquotaIVA', '0.00'),
    el('Natura', 'N1'),
  );
}

function beniServizi(f: FatturaInput): string {
  const lines = f.totals.lines.map((l, i) =>
    el(
      'DettaglioLinee',
      el('NumeroLinea', String(i + 1)),
      codiceArticolo(f.articleCodes[i] ?? null),
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
      l.natura === 'N3.5' ? intento(f.customer) : '',
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
            latin(naturaReference(s.natura, f.seller.regime_fiscale, f.customer), 100),
          )
        : '',
    ),
  );
  return el('DatiBeniServizi', ...lines, stampDutyLine(f.totals, lines.length + 1), ...summary);
}

function pagamento(f: FatturaInput): string {
  if (f.payments.length === 0) return '';
  return el(
    'DatiPagamento',
    el('CondizioniPagamento', paymentCondition(f.payments)),
    ...f.payments.map((p) =>
      el(
        'DettaglioPagamento',
        el('ModalitaPagamento', p.method),
        p.dueDate ? el('DataScadenzaPagamento', p.dueDate) : '',
        el('ImportoPagamento', centsText(p.amountCents)),
        p.method === 'MP05' && !p.paid && f.seller.iban ? el('IBAN', f.seller.iban) : '',
      ),
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

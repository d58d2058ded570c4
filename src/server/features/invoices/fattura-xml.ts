import {
  FORFETTARIO,
  FORFETTARIO_WORDING,
  type InvoiceKind,
  PAYMENT_CONDITION,
  type PaymentMethodCode,
} from '../../../shared/invoices/invoice-codes';
import { type CustomerSnapshot, recipientCode } from '../../../shared/invoices/invoice-customer';
import type { InvoiceSellerDto } from '../../../shared/invoices/invoice-dto';
import {
  centsText,
  type InvoiceTotals,
  netUnitPrice,
  scaledText,
} from '../../../shared/invoices/invoice-money';
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
            latin(naturaReference(s.natura, f.seller.regime_fiscale, f.customer), 100),
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

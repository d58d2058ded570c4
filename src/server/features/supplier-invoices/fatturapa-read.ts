import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  type ArticleCode,
  SUPPLIER_INVOICE_MESSAGES as M,
} from '../../../shared/inventory/supplier-invoices';
import { badRequest } from '../../errors';
import { decimalToCents } from './decimal-amounts';
import { checkFatturaStructure } from './fatturapa-structure';

/** What one FatturaElettronicaBody says, with the header's seller. */
export interface ReadInvoice {
  seller: { vatNumber: string; name: string };
  documentType: string;
  currency: string;
  date: string;
  number: string;
  totalCents: number | null;
  orderNumbers: string[];
  lines: ReadLine[];
  attachments: { name: string; description: string | null; bytes: Buffer }[];
  payments: { method: string; due_date: string | null; amount_cents: number }[];
}

export interface ReadLine {
  lineNumber: number;
  /** Every CodiceArticolo, in the file's order (the supplier's own, an EAN, the maker's…). */
  codes: ArticleCode[];
  description: string;
  quantity: string | null;
  unit: string | null;
  unitPrice: string;
  totalCents: number;
  vatRate: string;
}

/** Elements that may repeat: always arrays, even with one occurrence. */
const REPEATED = new Set([
  'FatturaElettronicaBody',
  'DettaglioLinee',
  'DatiRiepilogo',
  'CodiceArticolo',
  'DatiOrdineAcquisto',
  'Allegati',
  'DatiPagamento',
  'DettaglioPagamento',
]);

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

type Node = Record<string, unknown>;
const node = (value: unknown): Node | undefined =>
  value && typeof value === 'object' ? (value as Node) : undefined;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

function required(value: unknown, path: string): string {
  const found = text(value);
  if (found === null) throw badRequest(M.missingField(path));
  return found;
}

/** The reader's error in Italian, naming the element or attribute its English text quotes. */
function xmlProblem(err: { code: string; msg: string }): string {
  const problems: Partial<Record<string, string>> = M.xmlProblems;
  const problem = problems[err.code] ?? M.xmlProblems.InvalidXml;
  const name = /'([^'\s[\]]+)'/.exec(err.msg)?.[1];
  return name ? `${problem} («${name}»)` : problem;
}

/**
 * The invoices of one FatturaPA XML file (FPR12 or FPA12), one per body. Broken XML, another root
 * or version, a structure the schema does not allow, and missing required fields are refused with
 * the reason (decision 044).
 */
export function readFatturaPA(xml: string): ReadInvoice[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw badRequest(M.brokenXml(valid.err.line, xmlProblem(valid.err)));
  const root = node(parser.parse(xml).FatturaElettronica);
  if (!root) throw badRequest(M.notFatturaPA);
  const version = text(root['@versione']);
  if (version !== 'FPR12' && version !== 'FPA12') throw badRequest(M.version(version));
  checkFatturaStructure(xml);
  const header = node(root.FatturaElettronicaHeader);
  const seller = node(node(header?.CedentePrestatore)?.DatiAnagrafici);
  const sellerVat = node(seller?.IdFiscaleIVA);
  const registry = node(seller?.Anagrafica);
  const name =
    text(registry?.Denominazione) ??
    [text(registry?.Nome), text(registry?.Cognome)].filter(Boolean).join(' ');
  const code = required(sellerVat?.IdCodice, 'CedentePrestatore/IdFiscaleIVA/IdCodice');
  const country = text(sellerVat?.IdPaese) ?? 'IT';
  // Stored as the suppliers keep it: Italian digits bare, other EU numbers with their prefix.
  const vatNumber = country === 'IT' ? code : `${country}${code}`;
  if (!name) throw badRequest(M.missingField('CedentePrestatore/Anagrafica'));
  const bodies = (root.FatturaElettronicaBody as unknown[] | undefined) ?? [];
  if (bodies.length === 0) throw badRequest(M.missingField('FatturaElettronicaBody'));
  return bodies.map((body) => readBody(node(body) ?? {}, { vatNumber, name }));
}

function readBody(body: Node, seller: ReadInvoice['seller']): ReadInvoice {
  const general = node(body.DatiGenerali);
  const doc = node(general?.DatiGeneraliDocumento);
  const number = required(doc?.Numero, 'DatiGeneraliDocumento/Numero');
  if (number.length > 20) throw badRequest(M.numberTooLong);
  const date = required(doc?.Data, 'DatiGeneraliDocumento/Data');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw badRequest(M.badDate(date));
  const documentType = required(doc?.TipoDocumento, 'DatiGeneraliDocumento/TipoDocumento');
  if (!/^TD\d\d$/.test(documentType)) throw badRequest(M.badDocumentType(documentType));
  const goods = node(body.DatiBeniServizi);
  const lines = ((goods?.DettaglioLinee as unknown[]) ?? []).map((l) => readLine(node(l) ?? {}));
  if (lines.length === 0) throw badRequest(M.missingField('DatiBeniServizi/DettaglioLinee'));
  return {
    seller,
    documentType,
    currency: required(doc?.Divisa, 'DatiGeneraliDocumento/Divisa'),
    date,
    number,
    totalCents: documentTotalCents(doc, (goods?.DatiRiepilogo as unknown[]) ?? []),
    orderNumbers: ((general?.DatiOrdineAcquisto as unknown[]) ?? [])
      .map((o) => text(node(o)?.IdDocumento))
      .filter((n): n is string => n !== null),
    lines,
    payments: ((body.DatiPagamento as unknown[]) ?? [])
      .flatMap((terms) => (node(terms)?.DettaglioPagamento as unknown[]) ?? [])
      .map((p) => {
        const payment = node(p) ?? {};
        const due = text(payment.DataScadenzaPagamento);
        if (due !== null && !/^\d{4}-\d{2}-\d{2}$/.test(due)) throw badRequest(M.badDueDate(due));
        return {
          method: required(payment.ModalitaPagamento, 'DettaglioPagamento/ModalitaPagamento'),
          due_date: due,
          amount_cents: decimalToCents(
            required(payment.ImportoPagamento, 'DettaglioPagamento/ImportoPagamento'),
            'ImportoPagamento',
          ),
        };
      }),
    attachments: ((body.Allegati as unknown[]) ?? []).map((a) => {
      const attachment = node(a) ?? {};
      return {
        name: required(attachment.NomeAttachment, 'Allegati/NomeAttachment'),
        description: text(attachment.DescrizioneAttachment),
        bytes: Buffer.from(required(attachment.Attachment, 'Allegati/Attachment'), 'base64'),
      };
    }),
  };
}

/**
 * ImportoTotaleDocumento, or where the file leaves it out (it is optional, and the Agenzia's own
 * samples omit it) the total it stands for: every DatiRiepilogo's ImponibileImporto + Imposta, plus
 * DatiGeneraliDocumento/Arrotondamento (FatturaPA specifications, fields 2.1.1.9, 2.1.1.10,
 * 2.2.2.5 and 2.2.2.6; decision 044). Null only for a file without summaries, which the schema
 * check has already refused.
 */
function documentTotalCents(doc: Node | undefined, summaries: unknown[]): number | null {
  const stated = text(doc?.ImportoTotaleDocumento);
  if (stated !== null) return decimalToCents(stated, 'ImportoTotaleDocumento');
  if (summaries.length === 0) return null;
  const rounding = text(doc?.Arrotondamento);
  return summaries.reduce<number>(
    (sum, s) => {
      const summary = node(s) ?? {};
      const taxable = required(summary.ImponibileImporto, 'DatiRiepilogo/ImponibileImporto');
      const tax = required(summary.Imposta, 'DatiRiepilogo/Imposta');
      return sum + decimalToCents(taxable, 'ImponibileImporto') + decimalToCents(tax, 'Imposta');
    },
    rounding === null ? 0 : decimalToCents(rounding, 'Arrotondamento'),
  );
}

function readLine(line: Node): ReadLine {
  const codes = ((line.CodiceArticolo as unknown[]) ?? []).flatMap((c) => {
    const value = text(node(c)?.CodiceValore);
    return value === null ? [] : [{ type: text(node(c)?.CodiceTipo), value }];
  });
  const total = required(line.PrezzoTotale, 'DettaglioLinee/PrezzoTotale');
  return {
    lineNumber: Number(required(line.NumeroLinea, 'DettaglioLinee/NumeroLinea')),
    codes,
    description: required(line.Descrizione, 'DettaglioLinee/Descrizione'),
    quantity: text(line.Quantita),
    unit: text(line.UnitaMisura),
    unitPrice: required(line.PrezzoUnitario, 'DettaglioLinee/PrezzoUnitario'),
    totalCents: decimalToCents(total, 'PrezzoTotale'),
    vatRate: required(line.AliquotaIVA, 'DettaglioLinee/AliquotaIVA'),
  };
}

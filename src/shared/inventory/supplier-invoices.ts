import * as z from 'zod/mini';
import { isCalendarDate, uuidField } from '../form-fields';
import { formatCalendarDate } from '../format';
import { PAYMENT_METHOD_CODES } from '../invoices/invoice-codes';
import { pageCursor, pageLimit } from '../paging';

const listDay = z.string('Data non valida').check(z.refine(isCalendarDate, 'Data non valida'));

/** A zip of a year of invoices fits; each file streams to disk as it arrives. */
export const SUPPLIER_INVOICE_UPLOAD_BYTES = 200 * 1024 * 1024;

/**
 * The most one entry of a zip may inflate to. The SDI takes FatturaPA files of at most 5 MB
 * whatever the channel (Specifiche tecniche, allegato A al provvedimento 89757/2018); four times
 * that leaves room for a signed P7M written as base64 (a third more) and a portal's re-encoding,
 * while a zip bomb stops here instead of filling the memory.
 */
export const SUPPLIER_INVOICE_ZIP_ENTRY_BYTES = 20 * 1024 * 1024;

/** Supplier invoices read from FatturaPA files, and loading their goods into stock. */
export const SUPPLIER_INVOICE_MESSAGES = {
  notFound: 'Fattura passiva non trovata',
  notFatturaPA: 'Il file non è una FatturaPA: manca l’elemento FatturaElettronica',
  brokenXml: (line: number, problem: string) => `XML non valido alla riga ${line}: ${problem}`,
  /** What the XML reader's error codes mean, said in Italian (its own texts are English). */
  xmlProblems: {
    InvalidTag: 'un elemento non è aperto o chiuso correttamente',
    InvalidAttr: 'un attributo non è scritto correttamente',
    InvalidChar: 'carattere non ammesso in questo punto',
    InvalidXml: 'il documento non è un XML ben formato',
  },
  version: (found: string | null) =>
    `Versione FatturaPA non supportata (${found ?? 'assente'}): servono FPR12 o FPA12`,
  missingField: (path: string) => `Campo obbligatorio mancante: ${path}`,
  schemaOrder: (path: string, name: string) =>
    `File non conforme allo schema FatturaPA: in ${path} l’elemento ${name} è fuori posto (ordine diverso da quello previsto)`,
  schemaMissing: (path: string, name: string) =>
    `File non conforme allo schema FatturaPA: in ${path} manca l’elemento obbligatorio ${name}`,
  schemaUnknown: (path: string, name: string) =>
    `File non conforme allo schema FatturaPA: in ${path} l’elemento ${name} non è previsto`,
  schemaRepeated: (path: string, name: string) =>
    `File non conforme allo schema FatturaPA: in ${path} l’elemento ${name} è ripetuto più volte del consentito`,
  numberTooLong: 'Il numero della fattura supera i 20 caratteri',
  badDate: (date: string) => `Data della fattura non valida: ${date}`,
  badDueDate: (date: string) => `Data di scadenza del pagamento non valida: ${date}`,
  badDocumentType: (type: string) => `TipoDocumento non valido: ${type}`,
  badAmount: (field: string, value: string) => `Importo non valido in ${field}: ${value}`,
  badP7m: 'Busta firmata (.p7m) illeggibile: non contiene un documento CMS/PKCS#7',
  badZip: 'Archivio ZIP illeggibile',
  zipEntryTooLarge: `Estratto dallo ZIP supera i ${SUPPLIER_INVOICE_ZIP_ENTRY_BYTES / 1024 / 1024} MB: troppo grande per una FatturaPA (lo SDI accetta file fino a 5 MB)`,
  unknownType: 'Tipo di file non gestito: carica file .xml, .xml.p7m o .zip',
  duplicate: (number: string, date: string) =>
    `Fattura già importata: numero ${number} del ${formatCalendarDate(date)} di questo fornitore`,
  alreadyLoaded: 'La fattura è già stata caricata a magazzino',
  creditNoteNotLoadable:
    'È una nota di credito: non porta merce a magazzino (la merce resa si registra in Resi ai fornitori).',
  selfInvoiceNotLoadable:
    'È un documento del negozio (autofattura, integrazione o comunicazione): la merce si carica dalla fattura del fornitore.',
  lineUnknown: 'Una riga indicata non appartiene a questa fattura',
  productRequired: (line: number) => `Riga ${line}: scegli il prodotto da caricare`,
  wholeQuantity: (line: number) =>
    `Riga ${line}: la quantità deve essere un numero intero di pezzi per caricarla a magazzino`,
  attachmentNotFound: 'Allegato non trovato',
  noFiles: 'Nessun file ricevuto: scegli uno o più file .xml, .p7m o .zip',
  tooLarge: 'Il file supera i 200 MB',
  paidOnInvalid: 'Data di pagamento non valida',
  paidMethodRequired: 'Indica come è stata pagata (modalità di pagamento)',
  paidMethodInvalid: 'Modalità di pagamento non valida',
} as const;

/** TipoDocumento of a credit note: TD04, and TD08 (the simplified invoice's). */
const CREDIT_NOTE_TYPES: readonly string[] = ['TD04', 'TD08'];

/**
 * Why *Carica a magazzino* does not apply to a document, or null when it does: a credit note
 * brings no goods, and a self-invoice restates goods the supplier's own invoice loads.
 */
export function stockNotLoadable(invoice: {
  document_type: string;
  self_invoice: boolean;
}): string | null {
  if (CREDIT_NOTE_TYPES.includes(invoice.document_type))
    return SUPPLIER_INVOICE_MESSAGES.creditNoteNotLoadable;
  return invoice.self_invoice ? SUPPLIER_INVOICE_MESSAGES.selfInvoiceNotLoadable : null;
}

export const listSupplierInvoicesQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(100, 'Ricerca troppo lunga'))),
  supplier_id: z.optional(z.string()),
  from: z.optional(listDay),
  to: z.optional(listDay),
  loaded: z.optional(z.enum(['yes', 'no'], 'Filtro non valido: usa yes o no')),
  paid: z.optional(z.enum(['yes', 'no'], 'Filtro non valido: usa yes o no')),
  limit: pageLimit,
  cursor: pageCursor,
});
export type ListSupplierInvoicesQuery = z.infer<typeof listSupplierInvoicesQuery>;

export const loadStockBody = z.object({
  lines: z.array(
    z.object({
      line_id: z.string(),
      product_id: z.nullable(z.string()),
      kind: z.enum(['goods', 'non_goods'], 'Tipo di riga non valido: goods o non_goods'),
    }),
  ),
  /**
   * The order these goods close, when the invoice does not name it (its DatiOrdineAcquisto
   * "PO-YYYY-NNNN" is matched anyway): the loaded products count as received on its lines.
   */
  order_id: z._default(z.nullable(uuidField('Ordine fornitore non trovato')), null),
});
export type LoadStockBody = z.infer<typeof loadStockBody>;

/**
 * Segna pagata (date and ModalitaPagamento code) or, both null, takes a payment marked by
 * mistake back. A date needs its means: "paid" alone says nothing the accountant can check.
 */
export const supplierInvoicePaymentBody = z
  .object({
    paid_on: z.nullable(
      z
        .string(SUPPLIER_INVOICE_MESSAGES.paidOnInvalid)
        .check(z.refine(isCalendarDate, SUPPLIER_INVOICE_MESSAGES.paidOnInvalid)),
    ),
    paid_method: z.nullable(
      z.enum(PAYMENT_METHOD_CODES, SUPPLIER_INVOICE_MESSAGES.paidMethodInvalid),
    ),
  })
  .check(
    z.refine((b) => b.paid_on === null || b.paid_method !== null, {
      message: SUPPLIER_INVOICE_MESSAGES.paidMethodRequired,
      path: ['paid_method'],
    }),
  );
export type SupplierInvoicePaymentBody = z.infer<typeof supplierInvoicePaymentBody>;

/** One row of the list (amounts in euros). */
export interface SupplierInvoiceSummaryDto {
  id: string;
  supplier_id: string;
  supplier_name: string;
  number: string;
  date: string;
  document_type: string;
  self_invoice: boolean;
  total: number | null;
  source: 'upload' | 'sdi';
  stock_loaded_at: string | null;
  /** YYYY-MM-DD the shop paid it and how (MP code); null while not paid. */
  paid_on: string | null;
  paid_method: string | null;
  created_at: string;
}

/**
 * One CodiceArticolo of a line (FatturaPA 2.2.1.3): CodiceTipo (the supplier's own, EAN, the
 * maker's…) and CodiceValore. The type is null on lines imported before every code was kept.
 */
export interface ArticleCode {
  type: string | null;
  value: string;
}

export interface SupplierInvoiceLineDto {
  id: string;
  line_number: number;
  /** The first of `codes`, as the file lists them. */
  code: string | null;
  codes: ArticleCode[];
  description: string;
  /** Decimals as the file writes them. */
  quantity: string | null;
  unit: string | null;
  unit_price: string;
  vat_rate: string;
  total: number;
  kind: 'goods' | 'non_goods' | null;
  /** The product loaded, or (until loaded) the one proposed. */
  product_id: string | null;
  product_name: string | null;
  movement_id: string | null;
}

/** The readable invoice (GET /api/supplier-invoices/:id and the answer of load-stock). */
export interface SupplierInvoiceDto {
  id: string;
  supplier_id: string;
  supplier_name: string;
  supplier_vat_number: string | null;
  number: string;
  date: string;
  document_type: string;
  self_invoice: boolean;
  currency: string;
  total: number | null;
  lines_total: number;
  order_numbers: string[];
  /** DettaglioPagamento: ModalitaPagamento (MP01…), due date when given, amount in euros. */
  payments: { method: string; due_date: string | null; amount: number }[];
  file_name: string;
  source: 'upload' | 'sdi';
  stock_loaded_at: string | null;
  paid_on: string | null;
  paid_method: string | null;
  attachments: { n: number; name: string; description: string | null; size: number }[];
  lines: SupplierInvoiceLineDto[];
}

/** An invoice a file brought in. */
export interface ImportedSupplierInvoiceDto {
  id: string;
  number: string;
  date: string;
  supplier_id: string;
  self_invoice: boolean;
}

/** One file's outcome of an import (a zip gives one per entry). */
export type SupplierInvoiceFileResult =
  | { file: string; ok: true; invoices: ImportedSupplierInvoiceDto[] }
  | { file: string; ok: false; error: string };

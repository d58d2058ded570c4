import * as z from 'zod/mini';
import { optionalText, requiredText, uuidField } from '../form-fields';
import {
  isVatRateInForce,
  NATURA_CODES,
  NATURA_MESSAGES,
  VAT_RATE_MESSAGE,
} from '../invoices/invoice-codes';
import { pageCursor, pageLimit } from '../paging';
import { tenderInput } from '../payments/payment-schemas';
import { MAX_TENDERS, TENDER_MESSAGES } from '../payments/payment-tenders';
import {
  LINE_MESSAGES,
  MAX_LINES,
  percentTenths,
  pricedLineFields,
  vatPercentHundredths,
} from '../priced-lines';
import { lotteryCodeField } from '../receipts/lottery-code';
import { saleDocumentField } from '../receipts/sale-document';

/** Counter sales (*Vendita al banco*, TILL § Routes of the till): what the page sends. */
export const SALE_MESSAGES = {
  linesRequired: 'Aggiungi almeno un articolo',
  lineNeedsPrice: 'Indica il prezzo della riga',
  discountKind: 'Sconto non valido: usa percentuale o importo',
  tendersMismatch: (total: string, paid: string) =>
    `I pagamenti (${paid}) devono essere uguali al totale (${total})`,
  customerInvalid: 'Cliente non trovato',
  productInvalid: LINE_MESSAGES.productInvalid,
  notFound: 'Vendita non trovata',
  alreadyVoided: 'La vendita è già stata annullata',
  reasonRequired: "Indica il motivo dell'annullamento",
  invoiceNeedsCustomer: 'Per la fattura indica il cliente',
} as const;

/** 22 % in hundredths: the ordinary rate, the default of a counter line. */
export const DEFAULT_VAT_HUNDREDTHS = 2200;

/** A discount: percent (typed `10,5`, kept in tenths) or an amount in euros (kept in cents). */
export const discountInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('percent'), value: percentTenths }),
    z.object({
      kind: z.literal('amount'),
      value: z.pipe(pricedLineFields.unit_price, z.number(SALE_MESSAGES.discountKind)),
    }),
  ],
  { error: SALE_MESSAGES.discountKind },
);
export type DiscountInput = z.output<typeof discountInput>;

/** A warehouse line takes the product's name and list price; a free-text line says both. */
const saleLineInput = z
  .object({
    product_id: z.optional(uuidField(LINE_MESSAGES.productInvalid)),
    description: z.optional(optionalText(500)),
    quantity: pricedLineFields.quantity,
    unit_price: pricedLineFields.unit_price,
    vat_rate: z._default(
      z.pipe(vatPercentHundredths, z.number().check(z.refine(isVatRateInForce, VAT_RATE_MESSAGE))),
      DEFAULT_VAT_HUNDREDTHS,
    ),
    /** Why a line at 0 % bears no VAT: its invoice's natura and its RT department. */
    natura: z.optional(z.nullable(z.enum(NATURA_CODES, NATURA_MESSAGES.invalid))),
    discount: z.optional(discountInput),
  })
  .check(
    z.refine((l) => !(l.natura && l.vat_rate > 0), {
      message: NATURA_MESSAGES.withRate,
      path: ['natura'],
    }),
    z.refine((l) => l.vat_rate > 0 || Boolean(l.natura), {
      message: NATURA_MESSAGES.required,
      path: ['natura'],
    }),
    z.refine((l) => Boolean(l.product_id || l.description), {
      message: LINE_MESSAGES.descriptionRequired,
      path: ['description'],
    }),
    z.refine((l) => Boolean(l.product_id) || l.unit_price != null, {
      message: SALE_MESSAGES.lineNeedsPrice,
      path: ['unit_price'],
    }),
  );
export type SaleLineInput = z.output<typeof saleLineInput>;

const saleLinesInput = z
  .array(saleLineInput)
  .check(
    z.minLength(1, SALE_MESSAGES.linesRequired),
    z.maxLength(MAX_LINES, LINE_MESSAGES.linesTooMany),
  );

/** What /vendita checks before *Incassa* opens the payment: the lines and the discount. */
export const saleDraftSchema = z.object({
  lines: saleLinesInput,
  discount: z.optional(discountInput),
});

/** POST /api/sales: the lines, the discount on the total, the customer and the tenders at once. */
export const saleCreateSchema = z
  .object({
    customer_id: z.optional(uuidField(SALE_MESSAGES.customerInvalid)),
    lines: saleLinesInput,
    discount: z.optional(discountInput),
    tenders: z
      .array(tenderInput)
      .check(
        z.minLength(1, TENDER_MESSAGES.tendersEmpty),
        z.maxLength(MAX_TENDERS, TENDER_MESSAGES.tendersTooMany),
      ),
    note: z.optional(optionalText(500)),
    /** The documento commerciale from the RT, or an invoice to the customer instead. */
    document: z._default(saleDocumentField, 'scontrino'),
    /** The customer's *lotteria degli scontrini* code, for a documento commerciale paid by card. */
    lottery_code: z.optional(lotteryCodeField),
  })
  .check(
    z.refine((s) => s.document !== 'fattura' || Boolean(s.customer_id), {
      message: SALE_MESSAGES.invoiceNeedsCustomer,
      path: ['customer_id'],
    }),
  );
export type SaleCreateInput = z.output<typeof saleCreateSchema>;

/** POST /api/sales/:id/void: the whole sale back, stock and money, always with a reason. */
export const saleVoidSchema = z.object({
  reason: requiredText(SALE_MESSAGES.reasonRequired, 500),
});

/** GET /api/sales: newest first. */
export const salesQuery = z.object({ limit: pageLimit, cursor: pageCursor });

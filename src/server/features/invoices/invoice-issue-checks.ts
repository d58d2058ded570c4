import { FORFETTARIO, isVatRateInForce } from '../../../shared/invoices/invoice-codes';
import type { CustomerSnapshot } from '../../../shared/invoices/invoice-customer';
import type { InvoiceSellerDto } from '../../../shared/invoices/invoice-dto';
import { E8_PER_CENT, type InvoiceTotals } from '../../../shared/invoices/invoice-money';
import { INVOICE_MESSAGES } from '../../../shared/invoices/invoice-schemas';
import { BUYER_LABELS, buyerPosition, naturaFits } from '../../../shared/invoices/natura-rules';
import { hasShopVatNumber } from '../../../shared/invoices/self-invoice';
import { AppError } from '../../errors';
import { latin } from './xml-text';

/** What the issue path hands over: the invoice as it would be written. */
export interface IssueCandidate {
  seller: InvoiceSellerDto;
  customer: CustomerSnapshot;
  descriptions: readonly string[];
  totals: InvoiceTotals;
  /** The regime the draft's lines were priced under. */
  pricedRegime: string | null;
}

/** The schema's amounts have at most 11 whole digits (Amount2DecimalType, Amount8DecimalType). */
const MAX_AMOUNT_CENTS = 10 ** 13;

const refuse = (message: string, field: string) =>
  new AppError(422, 'sdi_rejects', message, { fieldErrors: { [field]: [message] } });

/** The customer's Italian P.IVA as the file writes it (an "IT" prefix dropped). */
/** The required texts of the file, each with where it is typed, as the forms name it. */
function requiredTexts({ seller, customer, descriptions }: IssueCandidate) {
  const shop = 'dei dati di fatturazione del negozio';
  const buyer = 'del cliente';
  const company = customer.customer_kind === 'azienda';
  return [
    ...(seller.company_name
      ? [{ text: seller.company_name, label: 'Denominazione', of: shop, field: 'seller' }]
      : [
          { text: seller.first_name, label: 'Nome', of: shop, field: 'seller' },
          { text: seller.last_name, label: 'Cognome', of: shop, field: 'seller' },
        ]),
    { text: seller.street, label: 'Indirizzo', of: shop, field: 'seller' },
    { text: seller.city, label: 'Comune', of: shop, field: 'seller' },
    ...(company
      ? [
          {
            text: customer.customer_company_name,
            label: 'ragione sociale',
            of: buyer,
            field: 'customer',
          },
        ]
      : [
          { text: customer.customer_first_name, label: 'nome', of: buyer, field: 'customer' },
          { text: customer.customer_last_name, label: 'cognome', of: buyer, field: 'customer' },
        ]),
    { text: customer.customer_street, label: 'indirizzo', of: buyer, field: 'customer' },
    { text: customer.customer_city, label: 'comune', of: buyer, field: 'customer' },
    ...descriptions.map((text, i) => ({
      text,
      label: 'descrizione',
      of: `della riga ${i + 1}`,
      field: 'lines',
    })),
  ];
}

/**
 * The SDI's checks an invoice could fail though the app accepted its data, refused before a
 * number is taken (the caller's transaction rolls back): the shop invoicing itself (00471), a
 * rate outside the law (stored before the list was enforced), a natura that does not fit the
 * buyer, a required text the file cannot write, amounts beyond the schema's digits, a forfettario draft after the shop left the
 * regime (the other way round the issue re-prices it without VAT).
 */
export function refuseWhatTheSdiRejects(candidate: IssueCandidate): void {
  const { seller, customer, totals } = candidate;
  // Forfettario lines were stored at 0 % N2.2: their rates are gone, only the user can say them.
  if (candidate.pricedRegime === FORFETTARIO && seller.regime_fiscale !== FORFETTARIO)
    throw refuse(INVOICE_MESSAGES.regimeLeft(seller.regime_fiscale), 'lines');
  // A text of marks or symbols alone is written as nothing: refused, never an empty element.
  for (const { text, label, of, field } of requiredTexts(candidate)) {
    if (latin(text, 1000) === '') throw refuse(INVOICE_MESSAGES.unwritableText(label, of), field);
  }
  const buyer = { country: customer.customer_country, vat_number: customer.customer_vat_number };
  if (hasShopVatNumber(buyer, seller.vat_number))
    throw refuse(INVOICE_MESSAGES.selfInvoice, 'customer_id');
  const amounts = [
    totals.totalCents,
    totals.taxableCents,
    ...totals.lines.flatMap((l) => [l.unitPriceE8 / E8_PER_CENT, l.lineTotalCents]),
  ];
  if (amounts.some((cents) => Math.abs(cents) >= MAX_AMOUNT_CENTS))
    throw refuse(INVOICE_MESSAGES.amountsTooHigh, 'lines');
  totals.lines.forEach((line, i) => {
    if (!isVatRateInForce(line.vatRateHundredths))
      throw refuse(INVOICE_MESSAGES.lineRateNotInForce(i + 1, line.vatRateHundredths), 'lines');
    if (line.natura && !naturaFits(line.natura, customer))
      throw refuse(
        INVOICE_MESSAGES.naturaNotForBuyer(
          i + 1,
          line.natura,
          BUYER_LABELS[buyerPosition(customer)],
        ),
        'lines',
      );
  });
  // N3.5 lines name the declaration in AltriDatiGestionali (Provv. 28 ottobre 2021 n. 293390).
  const intent = customer.customer_intent_protocol && customer.customer_intent_date;
  if (!intent && totals.lines.some((l) => l.natura === 'N3.5'))
    throw refuse(INVOICE_MESSAGES.intentMissing, 'customer_id');
}

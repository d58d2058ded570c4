import { formatCalendarDate } from '../../../../shared/format';
import { REGIMI_FISCALI } from '../../../../shared/invoices/invoice-codes';
import type { InvoiceDto, InvoiceSellerDto } from '../../../../shared/invoices/invoice-dto';
import { PRINT_HEADING } from '../../../components/layout/print-document';
import type { PublicShop } from '../../../lib/public-shop';

interface Address {
  street: string | null;
  postal_code: string | null;
  city: string | null;
  province: string | null;
  country: string;
}

/** An address on its lines: street, then "CAP Comune (PR)", then the country when foreign. */
export function addressLines(address: Address): string[] {
  const place = [address.postal_code, address.city, address.province && `(${address.province})`]
    .filter(Boolean)
    .join(' ');
  return [address.street, place, address.country !== 'IT' ? address.country : null].filter(
    (line): line is string => Boolean(line),
  );
}

export const sellerName = (seller: InvoiceSellerDto) =>
  seller.company_name ?? [seller.first_name, seller.last_name].filter(Boolean).join(' ');

/**
 * The letterhead of an invoice: the shop's logo and contacts under the name the invoice states;
 * address and fiscal data are the seller's block (Settings → Fatturazione, frozen at issue).
 */
export function letterhead(
  shop: PublicShop | undefined,
  seller: InvoiceSellerDto,
): PublicShop | undefined {
  if (!shop) return undefined;
  return {
    ...shop,
    name: sellerName(seller) || shop.name,
    address: '',
    vat_number: '',
    opening_hours: '',
  };
}

function Lines({ lines }: { lines: (string | null | false)[] }) {
  return (
    <>
      {lines.filter(Boolean).map((line) => (
        <p key={String(line)}>{line}</p>
      ))}
    </>
  );
}

/** What the law asks the seller's block to say beyond the letterhead. */
export function SellerFiscalBlock({ seller }: { seller: InvoiceSellerDto }) {
  return (
    <section>
      <h2 className={PRINT_HEADING}>Cedente / prestatore</h2>
      <p className="font-medium">{sellerName(seller)}</p>
      <Lines
        lines={[
          ...addressLines(seller),
          seller.vat_number && `P.IVA ${seller.vat_number}`,
          seller.tax_code && `Codice fiscale ${seller.tax_code}`,
          `Regime fiscale: ${REGIMI_FISCALI[seller.regime_fiscale]}`,
          seller.rea_office && seller.rea_number && `REA ${seller.rea_office} ${seller.rea_number}`,
          seller.pec && `PEC ${seller.pec}`,
        ]}
      />
    </section>
  );
}

/** The customer as the invoice copied them: name, address and fiscal identifiers. */
export function CustomerFiscalBlock({ invoice }: { invoice: InvoiceDto }) {
  return (
    <section>
      <h2 className={PRINT_HEADING}>Cessionario / committente</h2>
      <p className="font-medium">{invoice.customer_name}</p>
      <Lines
        lines={[
          ...addressLines({
            street: invoice.customer_street,
            postal_code: invoice.customer_postal_code,
            city: invoice.customer_city,
            province: invoice.customer_province,
            country: invoice.customer_country,
          }),
          invoice.customer_vat_number && `P.IVA ${invoice.customer_vat_number}`,
          invoice.customer_tax_code && `Codice fiscale ${invoice.customer_tax_code}`,
          invoice.customer_sdi_code &&
            !/^0+$/.test(invoice.customer_sdi_code) &&
            `Codice destinatario ${invoice.customer_sdi_code}`,
          invoice.customer_pec && `PEC ${invoice.customer_pec}`,
          // Art. 8 c. 1 lett. c DPR 633/72: the invoice names the exporter's declaration.
          invoice.lines.some((l) => l.natura === 'N3.5') &&
            invoice.customer_intent_protocol &&
            `Dichiarazione d'intento prot. ${invoice.customer_intent_protocol} del ${formatCalendarDate(invoice.customer_intent_date ?? '')}`,
        ]}
      />
    </section>
  );
}

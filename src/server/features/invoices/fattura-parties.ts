import { EU_COUNTRIES } from '../../../shared/customers/eu-countries';
import { type CustomerSnapshot, isForeign } from '../../../shared/invoices/invoice-customer';
import type { InvoiceSellerDto } from '../../../shared/invoices/invoice-dto';
import { ascii, el, latin } from './xml-text';

/** The two parties of a FatturaPA file: the shop (cedente) and its customer (cessionario). */
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

export function cedente(s: InvoiceSellerDto): string {
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

/**
 * The buyer's IdFiscaleIVA outside Italy, as the specifications and Odoo's l10n_it_edi write it:
 * IdPaese the ISO country (GR for Greece), an EU number without its VIES prefix (EL, DE…), any
 * other country's identifier as stored (CHE123456789, up to 28 characters, which the SDI does
 * not check); without one, 0000000 in the EU and 99999999999 outside it (the Agenzia's
 * placeholder for a buyer with no identifier, IdPaese staying the buyer's country).
 */
function foreignIdCodice(c: CustomerSnapshot): string {
  const eu = EU_COUNTRIES.has(c.customer_country);
  const vat = c.customer_vat_number;
  if (!vat) return eu ? '0000000' : '99999999999';
  return eu ? vat.replace(/^[A-Z]{2}/, '') : vat;
}

export function cessionario(c: CustomerSnapshot): string {
  const foreign = isForeign(c);
  const vat = c.customer_vat_number?.replace(/^IT/, '') ?? null;
  const idIva = foreign
    ? el(
        'IdFiscaleIVA',
        el('IdPaese', c.customer_country),
        el('IdCodice', ascii(foreignIdCodice(c), 28)),
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

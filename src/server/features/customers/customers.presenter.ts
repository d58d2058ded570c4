import { staffTicketPath } from '../../../shared/counter/staff-ticket-path';
import type {
  CustomerCountsDto,
  CustomerDocumentDto,
  CustomerDto,
  CustomerListItemDto,
  CustomerSuggestionDto,
} from '../../../shared/customers/customer-dto';
import {
  CUSTOMER_MESSAGES,
  type CustomerDocumentKind,
} from '../../../shared/customers/customer-schemas';
import { customerReadingName } from '../../../shared/customers/person-name';
import { romeToday } from '../../../shared/format';
import { hasShopVatNumber } from '../../../shared/invoices/self-invoice';
import { centsToEuro } from '../../../shared/money';
import { formatPhone } from '../../../shared/phone-format';
import { toBool, toIso } from '../../db/normalize';
import type { DocumentRow } from './customer-documents.queries';
import type { CustomerRow } from './customers.queries';

const display = (phone: string | null) => (phone ? formatPhone(phone) : null);

export function presentListItem(row: CustomerRow): CustomerListItemDto {
  return {
    id: row.id,
    kind: row.kind,
    display_name: row.display_name,
    tax_code: row.tax_code,
    vat_number: row.vat_number,
    email: row.email,
    phone: row.phone,
    phone_display: display(row.phone),
    city: row.city,
    to_review: toBool(row.to_review),
    last_activity_at: toIso(row.last_activity_at),
    created_at: toIso(row.created_at),
  };
}

export function presentCustomer(
  row: CustomerRow,
  counts: CustomerCountsDto,
  dueCents: number,
  shopVatNumber: string | null,
): CustomerDto {
  return {
    id: row.id,
    kind: row.kind,
    first_name: row.first_name,
    last_name: row.last_name,
    company_name: row.company_name,
    display_name: row.display_name,
    tax_code: row.tax_code,
    vat_number: row.vat_number,
    email: row.email,
    pec: row.pec,
    sdi_code: row.sdi_code,
    intent_protocol: row.intent_protocol,
    intent_date: row.intent_date,
    phone: row.phone,
    phone_display: display(row.phone),
    phone2: row.phone2,
    phone2_display: display(row.phone2),
    street: row.street,
    postal_code: row.postal_code,
    city: row.city,
    province: row.province,
    country: row.country,
    notes: row.notes,
    privacy_ack_at: toIso(row.privacy_ack_at),
    marketing_consent: toBool(row.marketing_consent),
    marketing_consent_at: toIso(row.marketing_consent_at),
    to_review: toBool(row.to_review),
    anonymised_at: toIso(row.anonymised_at),
    last_activity_at: toIso(row.last_activity_at),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    version: Number(row.version),
    counts,
    balance_due: centsToEuro(dueCents),
    warnings: hasShopVatNumber(row, shopVatNumber) ? [CUSTOMER_MESSAGES.shopVatNumber] : [],
  };
}

export function presentSuggestion(row: CustomerRow): CustomerSuggestionDto {
  return {
    id: row.id,
    display_name: row.display_name,
    reading_name: customerReadingName(row),
    email: row.email,
    phone: row.phone,
    phone_display: display(row.phone),
    tax_code: row.tax_code,
    to_review: toBool(row.to_review),
  };
}

/** The staff page of each kind of document. */
const DOCUMENT_PATHS: Record<CustomerDocumentKind, (id: string) => string> = {
  tickets: staffTicketPath,
  quotes: (id) => `/quotes/${id}`,
  pc_builds: (id) => `/pc-builds/${id}`,
  payments: (id) => `/cassa/ricevute/${id}`,
  invoices: (id) => `/invoices/${id}`,
};

export function presentDocument(kind: CustomerDocumentKind, row: DocumentRow): CustomerDocumentDto {
  const createdAt = toIso(row.created_at);
  return {
    kind,
    id: row.id,
    number: row.number,
    date: romeToday(new Date(createdAt)),
    created_at: createdAt,
    status: row.status,
    amount: row.amount_cents === null ? null : centsToEuro(Number(row.amount_cents)),
    path: DOCUMENT_PATHS[kind](row.id),
  };
}

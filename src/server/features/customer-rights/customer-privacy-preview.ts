import type { Kysely } from 'kysely';
import { staffTicketPath } from '../../../shared/counter/staff-ticket-path';
import type { AnonymisePreviewDto } from '../../../shared/customers/customer-privacy';
import { CUSTOMER_MESSAGES } from '../../../shared/customers/customer-schemas';
import type { DB } from '../../db/schema';
import { notFound } from '../../errors';
import { foldForSearch } from '../../search/text-search';
import { customerForPrivacy, type PrivacyCustomerRow } from '../customers/customers.service';
import { runningWarranties } from '../tickets/tickets.service';
import { type FreeTextPlace, freeTextsOf, openTicketsOf } from './customer-privacy-preview.queries';

const PLACES: Record<FreeTextPlace, { kind: string; field: string; path: (id: string) => string }> =
  {
    ticket_description: {
      kind: 'Ticket',
      field: 'Descrizione del problema',
      path: staffTicketPath,
    },
    ticket_condition: {
      kind: 'Ticket',
      field: 'Condizioni all’accettazione',
      path: staffTicketPath,
    },
    ticket_accessories: { kind: 'Ticket', field: 'Note sugli accessori', path: staffTicketPath },
    ticket_note: { kind: 'Ticket', field: 'Nota interna', path: staffTicketPath },
    payment_note: {
      kind: 'Pagamento',
      field: 'Nota del pagamento',
      path: (id) => `/cassa/ricevute/${id}`,
    },
    quote_note: { kind: 'Preventivo', field: 'Note', path: (id) => `/quotes/${id}` },
    quote_line: { kind: 'Preventivo', field: 'Riga', path: (id) => `/quotes/${id}` },
    pc_build_note: { kind: 'Configurazione PC', field: 'Note', path: (id) => `/pc-builds/${id}` },
    draft_invoice_note: {
      kind: 'Fattura in bozza',
      field: 'Note',
      path: (id) => `/invoices/${id}`,
    },
    draft_invoice_line: {
      kind: 'Fattura in bozza',
      field: 'Riga',
      path: (id) => `/invoices/${id}`,
    },
  };

/** Names shorter than this ("Li", "Bo") would match inside ordinary words. */
const MIN_WORD = 3;
const EXCERPT = 160;

/**
 * What names the person in a text: each word of their name, their e-mail, codice fiscale and
 * P.IVA (folded like the search), and their phones as digits.
 */
function needlesOf(customer: PrivacyCustomerRow) {
  const words = [customer.first_name, customer.last_name, customer.company_name]
    .flatMap((name) => foldForSearch(name ?? '').split(/\s+/))
    .filter((word) => word.length >= MIN_WORD);
  const codes = [customer.email, customer.pec, customer.tax_code, customer.vat_number]
    .filter((value): value is string => Boolean(value))
    .map((value) => foldForSearch(value));
  const phones = [customer.phone, customer.phone2]
    .map((phone) => (phone ?? '').replace(/\D/g, '').slice(-9))
    .filter((digits) => digits.length >= 6);
  return (text: string) => {
    const folded = foldForSearch(text);
    const tokens = new Set(folded.split(/[^\p{L}\p{N}]+/u));
    const digits = text.replace(/\D/g, '');
    return (
      words.some((word) => tokens.has(word)) ||
      codes.some((code) => folded.includes(code)) ||
      phones.some((phone) => digits.includes(phone))
    );
  };
}

/** GET /api/customers/:id/anonymise-preview (admin): see AnonymisePreviewDto. */
export async function anonymisePreview(
  deps: { db: Kysely<DB>; clock: () => Date },
  id: string,
): Promise<AnonymisePreviewDto> {
  const customer = await customerForPrivacy(deps.db, id);
  if (!customer) throw notFound(CUSTOMER_MESSAGES.notFound);
  const names = needlesOf(customer);
  const texts = await freeTextsOf(deps.db, id);
  return {
    open_tickets: (await openTicketsOf(deps.db, id)).map((t) => ({
      id: t.id,
      number: t.ticket_number,
      status: t.status,
    })),
    warranties: await runningWarranties(deps.db, id, deps.clock()),
    free_text: texts
      .filter((row) => row.text && names(row.text))
      .map((row) => {
        const place = PLACES[row.place];
        const text = (row.text ?? '').trim();
        return {
          document: row.number ? `${place.kind} ${row.number}` : place.kind,
          path: place.path(row.document_id),
          field: place.field,
          excerpt: text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text,
        };
      }),
  };
}

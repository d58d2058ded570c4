import type { Kysely, Transaction } from 'kysely';
import { ANONYMISED_NAME } from '../../../shared/customers/customer-privacy';
import { centsToEuro } from '../../../shared/money';
import { parseAccessories } from '../../../shared/tickets/ticket-intake';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { deleteMailOfTickets } from '../../mail/outbox-erasure.queries';
import { detachTicketFiles } from '../attachments/attachments.service';
import {
  anonymiseTicketRow,
  attachmentsOf,
  customerTicketRows,
  historyOf,
  notesOf,
  termsAcceptancesOf,
  unlinkDeletedTicketsOf,
} from './ticket-privacy.queries';
import { ticketSearch } from './ticket-search';

/** A file of the export: where it goes in the zip and where the storage keeps it. */
export interface ExportedFile {
  path: string;
  storageKey: string;
}

const euros = (cents: number | null) => (cents === null ? null : centsToEuro(Number(cents)));
const isoOrNull = (value: string | Date | null) => (value === null ? null : toIso(value));

/** A name safe in a zip on every system: no folders, no control characters, not too long. */
const fileNameOf = (name: string) =>
  name.replaceAll(/[\p{Cc}/\\:*?"<>|]/gu, '_').slice(-100) || 'allegato';

function groupBy<T extends { ticket_id: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.ticket_id, [...(map.get(row.ticket_id) ?? []), row]);
  return map;
}

/**
 * Everything a customer's tickets hold about them (privacy export): each ticket with its status
 * history, its notes, the terms accepted on the public form and its attachments, which the zip
 * carries as files under `allegati/<ticket number>/`.
 */
export async function customerTicketsForExport(db: Kysely<DB>, customerId: string) {
  const tickets = await customerTicketRows(db, customerId);
  const ids = tickets.map((t) => t.id);
  if (ids.length === 0) return { tickets: [], files: [] as ExportedFile[] };
  const [history, notes, attachments, acceptances] = await Promise.all([
    historyOf(db, ids).then(groupBy),
    notesOf(db, ids).then(groupBy),
    attachmentsOf(db, ids).then(groupBy),
    termsAcceptancesOf(db, ids).then(groupBy),
  ]);
  const files: ExportedFile[] = [];
  const exported = tickets.map((t) => {
    const { id, price_cents, accessories, ...fields } = t;
    const ticketFiles = (attachments.get(id) ?? []).map((a, i) => {
      const path = `allegati/${t.ticket_number}/${i + 1}-${fileNameOf(a.original_name)}`;
      files.push({ path, storageKey: a.storage_key });
      return {
        file: path,
        original_name: a.original_name,
        mime_type: a.mime_type,
        size_bytes: Number(a.size_bytes),
        uploaded_at: toIso(a.uploaded_at),
      };
    });
    const acceptance = acceptances.get(id)?.[0];
    return {
      ...fields,
      price: euros(price_cents),
      accessories: parseAccessories(accessories),
      created_at: toIso(t.created_at),
      updated_at: toIso(t.updated_at),
      deleted_at: isoOrNull(t.deleted_at),
      history: (history.get(id) ?? []).map((h) => ({
        from_status: h.from_status,
        to_status: h.to_status,
        changed_via: h.changed_via,
        changed_at: toIso(h.changed_at),
      })),
      notes: (notes.get(id) ?? []).map((n) => ({
        body: n.body,
        author_name: n.author_name,
        created_at: toIso(n.created_at),
      })),
      terms_acceptance: acceptance
        ? {
            accepted_at: toIso(acceptance.accepted_at),
            accepted_ip: acceptance.accepted_ip,
            terms_version: acceptance.terms_version,
          }
        : null,
      attachments: ticketFiles,
    };
  });
  return { tickets: exported, files };
}

/**
 * Inside the customer's anonymisation: every ticket's snapshot of the person emptied (name,
 * e-mail, phone, device password and IMEI) with its search text, the attachment rows and the
 * e-mails about them deleted. Status, amounts and dates stay for the statistics. The caller
 * deletes the files once committed, and has public forget the address of the tickets' terms.
 */
export async function anonymiseCustomerTickets(
  trx: Transaction<DB>,
  customerId: string,
): Promise<{ ticketIds: string[]; storageKeys: string[] }> {
  const tickets = await customerTicketRows(trx, customerId);
  const ids = tickets.map((t) => t.id);
  if (ids.length === 0) return { ticketIds: [], storageKeys: [] };
  for (const t of tickets) {
    const anonymous = {
      ...t,
      customer_name: ANONYMISED_NAME,
      customer_email: '',
      customer_phone: null,
      imei: null,
    };
    await anonymiseTicketRow(trx, t.id, {
      customer_name: ANONYMISED_NAME,
      search_text: ticketSearch.textOf(anonymous),
    });
  }
  const storageKeys = await detachTicketFiles(trx, ids);
  await deleteMailOfTickets(trx, ids);
  return { ticketIds: ids, storageKeys };
}

/**
 * A customer being deleted: a ticket in the bin keeps no one from being deleted, it loses the
 * link (restored, it is the snapshot it always was). Inside the deletion's transaction.
 */
export function releaseCustomerFromDeletedTickets(trx: Transaction<DB>, customerId: string) {
  return unlinkDeletedTicketsOf(trx, customerId);
}

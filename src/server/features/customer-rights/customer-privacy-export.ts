import type { Kysely } from 'kysely';
import { toBool, toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import type { ZipEntry } from '../../http/zip';
import type { Storage } from '../../storage/storage';
import { customerEventsForExport, type PrivacyCustomerRow } from '../customers/customers.service';
import { customerInvoicesForExport } from '../invoices/invoices.service';
import { customerPaymentsForExport } from '../payments/payments.service';
import { customerPcBuildsForExport } from '../pc-builds/pc-builds.service';
import { customerQuotesForExport } from '../quotes/quotes.service';
import { customerSignaturesForExport } from '../ticket-checks/ticket-checks.service';
import { customerTicketsForExport } from '../tickets/tickets.service';

const isoOrNull = (value: string | Date | null) => (value === null ? null : toIso(value));

function customerJson(row: PrivacyCustomerRow) {
  return {
    ...row,
    marketing_consent: toBool(row.marketing_consent),
    to_review: toBool(row.to_review),
    privacy_ack_at: isoOrNull(row.privacy_ack_at),
    marketing_consent_at: isoOrNull(row.marketing_consent_at),
    last_activity_at: toIso(row.last_activity_at),
    anonymised_at: isoOrNull(row.anonymised_at),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** Already compressed (photos, videos): stored as they are in the zip. */
const COMPRESSED = /^(image\/(jpeg|png|webp|gif|heic|avif)|video\/)/;

async function* fileData(storage: Storage, key: string): AsyncIterable<Uint8Array> {
  for await (const chunk of await storage.read(key)) yield chunk as Uint8Array;
}

/**
 * What the privacy export holds (GDPR arts. 15 and 20): `customer.json` with the customer row,
 * the consents (privacy acknowledgement, marketing consent, the terms accepted on the public
 * form, and those signed at the counter with the signature images under `firme/`), every
 * ticket with its history, notes and attachments, every quote with its lines and
 * answer, every PC build with its components, and the customer's log; then the attachment files
 * themselves, read from the storage one after the other as the zip is sent. A file the storage
 * no longer has is named in the JSON as missing rather than breaking the download.
 */
export async function customerExport(
  deps: { db: Kysely<DB>; storage: Storage; clock: () => Date },
  row: PrivacyCustomerRow,
) {
  const [tickets, quotes, pcBuilds, invoices, payments, events, signed] = await Promise.all([
    customerTicketsForExport(deps.db, row.id),
    customerQuotesForExport(deps.db, row.id),
    customerPcBuildsForExport(deps.db, row.id),
    customerInvoicesForExport(deps, row.id),
    customerPaymentsForExport(deps.db, row.id),
    customerEventsForExport(deps.db, row.id),
    customerSignaturesForExport(deps.db, row.id),
  ]);
  const signatures = await Promise.all(
    signed.map(async ({ signature, storageKey }) => ({
      ...signature,
      storageKey,
      missing: !(await deps.storage.stat(storageKey)),
    })),
  );
  const present = new Set<string>();
  for (const file of tickets.files)
    if (await deps.storage.stat(file.storageKey)) present.add(file.path);
  const customer = customerJson(row);
  const json = {
    generated_at: deps.clock().toISOString(),
    customer,
    consents: {
      privacy_ack_at: customer.privacy_ack_at,
      marketing_consent: customer.marketing_consent,
      marketing_consent_at: customer.marketing_consent_at,
      terms_accepted: tickets.tickets.flatMap((t) =>
        t.terms_acceptance ? [{ ticket_number: t.ticket_number, ...t.terms_acceptance }] : [],
      ),
      terms_signed: signatures.map((s) => ({
        ticket_number: s.ticket_number,
        stage: s.stage,
        terms_version: s.terms_version,
        signed_at: s.signed_at,
      })),
    },
    signatures: signatures.map(({ storageKey, missing, ...s }) =>
      missing ? { ...s, missing } : s,
    ),
    tickets: tickets.tickets.map((t) => ({
      ...t,
      attachments: t.attachments.map((a) => ({ ...a, missing: !present.has(a.file) })),
    })),
    quotes,
    pc_builds: pcBuilds,
    invoices,
    payments,
    events,
  };
  const files = tickets.files.filter((f) => present.has(f.path));
  const mimeOf = new Map(
    tickets.tickets.flatMap((t) => t.attachments.map((a) => [a.file, a.mime_type] as const)),
  );
  async function* entries(): AsyncIterable<ZipEntry> {
    yield { name: 'customer.json', data: `${JSON.stringify(json, null, 2)}\n` };
    for (const file of files)
      yield {
        name: file.path,
        data: fileData(deps.storage, file.storageKey),
        stored: COMPRESSED.test(mimeOf.get(file.path) ?? ''),
      };
    for (const s of signatures)
      if (!s.missing)
        yield { name: s.file, data: fileData(deps.storage, s.storageKey), stored: true };
  }
  return {
    tally: {
      tickets: tickets.tickets.length,
      quotes: quotes.length,
      pc_builds: pcBuilds.length,
      attachments: files.length,
    },
    entries: entries(),
  };
}

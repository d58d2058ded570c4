import type { Kysely, Transaction } from 'kysely';
import {
  CHECK_MESSAGES,
  CHECK_RESULTS,
  type CheckStage,
  DEFAULT_CHECKLISTS,
  DEVICE_KINDS,
} from '../../../shared/tickets/ticket-check-labels';
import type {
  CheckEntry,
  ChecklistSettings,
  TicketChecksDto,
} from '../../../shared/tickets/ticket-checks';
import { TICKET_NOT_FOUND } from '../../../shared/tickets/ticket-messages';
import { isUniqueViolation } from '../../db/db-errors';
import { isLiveTicket } from '../../db/live-tickets';
import { toIso } from '../../db/normalize';
import type { DB } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { readFlag, readSetting } from '../../settings/settings-store';
import { termsVersion } from '../../settings/terms-version';
import { SIGNATURES_FOLDER } from '../../storage/stored-folders';
import { cleanSignaturePng, dataUrlBytes } from './signature-image';
import { presentChecklistRecord, presentSignature } from './ticket-checks.presenter';
import {
  checklistRows,
  customerSignatureRows,
  hasSignature,
  insertChecklist,
  insertSignature,
  keepTermsText,
  signatureKey,
  signatureRows,
  templateRows,
  upsertTemplate,
} from './ticket-checks.queries';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'storage' | 'logger'>;

/** Every device kind's list: the admin's where saved, else the default. */
export async function checklistSettings(deps: Pick<Deps, 'db'>): Promise<ChecklistSettings> {
  const saved = new Map((await templateRows(deps.db)).map((r) => [r.device_kind, r.items]));
  return {
    checklists: DEVICE_KINDS.map((kind) => {
      const items = saved.get(kind);
      return { device_kind: kind, items: items ? JSON.parse(items) : DEFAULT_CHECKLISTS[kind] };
    }),
  };
}

/** Replaces the lists of the kinds sent; the others keep theirs. */
export async function saveChecklistSettings(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: ChecklistSettings,
): Promise<ChecklistSettings> {
  const now = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    for (const list of input.checklists)
      await upsertTemplate(trx, list.device_kind, JSON.stringify(list.items), now);
  });
  return checklistSettings(deps);
}

/**
 * One save of a stage's checks, in the caller's transaction (the new ticket's, or its own):
 * refused once the customer signed that stage, as the signature covers what was checked.
 */
export async function recordChecklist(
  trx: Transaction<DB>,
  save: {
    ticketId: string;
    stage: CheckStage;
    items: CheckEntry[];
    by: string | null;
    at: string;
  },
): Promise<void> {
  if (await hasSignature(trx, save.ticketId, save.stage)) throw conflict(CHECK_MESSAGES.signed);
  await insertChecklist(trx, { ...save, items: JSON.stringify(save.items) });
}

export async function putChecklist(
  deps: Deps,
  ticketId: string,
  stage: CheckStage,
  items: CheckEntry[],
  by: string,
) {
  await assertLiveTicket(deps.db, ticketId);
  const at = deps.clock().toISOString();
  await deps.db
    .transaction()
    .execute((trx) => recordChecklist(trx, { ticketId, stage, items, by, at }));
  return ticketChecks(deps, ticketId);
}

/** What GET /api/tickets/:id adds to the ticket. */
export async function ticketChecks(
  deps: Pick<Deps, 'db'>,
  ticketId: string,
): Promise<TicketChecksDto> {
  const records = (await checklistRows(deps.db, ticketId)).map(presentChecklistRecord);
  const latest = (stage: CheckStage) => records.findLast((r) => r.stage === stage)?.items ?? [];
  return {
    checklist_intake: latest('intake'),
    checklist_pickup: latest('pickup'),
    checklist_history: records,
    signatures: (await signatureRows(deps.db, ticketId)).map((row) =>
      presentSignature(ticketId, row),
    ),
  };
}

export { sweepOrphanSignatureFiles } from './signature-sweep';

/** The public form keeps the terms text it showed (this feature owns terms_versions). */
export { keepTermsText } from './terms-text.service';

/** The customer's view of the checks (public page): labels, results and notes, nothing else. */
export async function publicChecks(db: Kysely<DB>, ticketId: string) {
  const { checklist_intake, checklist_pickup } = await ticketChecks({ db }, ticketId);
  const view = (items: CheckEntry[]) =>
    items.map(({ label, result, note }) => ({ label, result: CHECK_RESULTS[result], note }));
  return { intake: view(checklist_intake), pickup: view(checklist_pickup) };
}
export type PublicChecks = Awaited<ReturnType<typeof publicChecks>>;

export interface SignatureWrite {
  ticketId: string;
  stage: CheckStage;
  /** A clean PNG (signature-image.ts). */
  png: Buffer;
  typedName: string | null;
  /** The stage's checks as the customer saw them when signing: saved in the same transaction. */
  items?: CheckEntry[] | undefined;
  ip: string;
  userAgent: string;
  /** The staff account at the counter; null on the customer's own phone. */
  by: string | null;
}

/**
 * Stores the image, then, in one transaction, the checks signed (when sent) and the row naming
 * the terms in force now: the customer never signs checks that were not saved. One per stage: a
 * second is a 409 (checked first, and by the unique index when two arrive together), its file
 * removed.
 */
export async function addSignature(deps: Deps, write: SignatureWrite) {
  await assertLiveTicket(deps.db, write.ticketId);
  if (await hasSignature(deps.db, write.ticketId, write.stage))
    throw conflict(CHECK_MESSAGES.alreadySigned);
  const id = crypto.randomUUID();
  const key = `${SIGNATURES_FOLDER}/${write.ticketId}/${id}.png`;
  await deps.storage.put(key, write.png, write.png.length);
  const at = deps.clock().toISOString();
  const terms = await readSetting(deps.db, 'terms_and_conditions');
  const version = terms ? termsVersion(terms) : null;
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (version) await keepTermsText(trx, version, terms, at);
      if (write.items)
        await recordChecklist(trx, {
          ticketId: write.ticketId,
          stage: write.stage,
          items: write.items,
          by: write.by,
          at,
        });
      await insertSignature(trx, {
        id,
        ticket_id: write.ticketId,
        stage: write.stage,
        storage_key: key,
        size_bytes: write.png.length,
        typed_name: write.typedName,
        terms_version: version,
        signed_at: at,
        ip: write.ip,
        user_agent: write.userAgent.slice(0, 500),
        signed_by: write.by,
      });
    });
  } catch (error) {
    await deps.storage.delete(key).catch((e: unknown) => {
      deps.logger.error({ err: e, key }, 'firma non salvata: file non rimosso');
    });
    if (isUniqueViolation(error)) throw conflict(CHECK_MESSAGES.alreadySigned);
    throw error;
  }
  const signature = (await ticketChecks(deps, write.ticketId)).signatures.find((s) => s.id === id);
  if (!signature) throw new AppError(500, 'internal', 'Firma non trovata dopo il salvataggio');
  return signature;
}

/**
 * The public form's `signature` field (a PNG data URL drawn on the customer's phone), checked
 * before the ticket is written: null when left empty and the shop does not require it.
 */
export async function readPublicSignature(
  deps: Pick<Deps, 'db'>,
  value: string | undefined,
): Promise<Buffer | null> {
  const refuse = (message: string, status: AppError['status'] = 400) =>
    new AppError(status, 'validation_failed', message, { fieldErrors: { signature: [message] } });
  if (!value?.trim()) {
    if (await readFlag(deps.db, 'public_intake_signature_required'))
      throw refuse(CHECK_MESSAGES.publicRequired);
    return null;
  }
  try {
    return await cleanSignaturePng(dataUrlBytes(value));
  } catch (error) {
    if (error instanceof AppError) throw refuse(error.message, error.status);
    throw error;
  }
}

/**
 * The customer's signatures for their privacy export: what they signed (terms version, text and
 * time) and the evidence kept, each image named by ticket and stage in the zip.
 */
export async function customerSignaturesForExport(db: Kysely<DB>, customerId: string) {
  return (await customerSignatureRows(db, customerId)).map(({ storage_key, ...row }) => ({
    signature: {
      ...row,
      signed_at: toIso(row.signed_at),
      file: `firme/${row.ticket_number}-${STAGE_FILE_NAMES[row.stage]}.png`,
    },
    storageKey: storage_key,
  }));
}
const STAGE_FILE_NAMES: Record<CheckStage, string> = { intake: 'accettazione', pickup: 'ritiro' };

/** The stored PNG of one of the ticket's signatures, or null. */
export async function signatureImage(deps: Deps, ticketId: string, id: string) {
  const row = await signatureKey(deps.db, ticketId, id);
  if (!row) return null;
  return { stream: await deps.storage.read(row.storage_key), size: row.size_bytes };
}

async function assertLiveTicket(db: Kysely<DB>, ticketId: string) {
  if (!(await isLiveTicket(db, ticketId))) throw notFound(TICKET_NOT_FOUND);
}

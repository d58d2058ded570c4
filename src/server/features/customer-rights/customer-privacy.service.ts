import {
  ANONYMISE_NOTICE,
  type AnonymiseResultDto,
  PRIVACY_MESSAGES,
} from '../../../shared/customers/customer-privacy';
import { CUSTOMER_MESSAGES } from '../../../shared/customers/customer-schemas';
import { romeToday } from '../../../shared/format';
import { notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { zipResponse } from '../../http/zip';
import { removeStoredFiles } from '../attachments/attachments.service';
import {
  claimCustomerForAnonymising,
  customerForPrivacy,
  emptyCustomerRecord,
  getCustomer,
  recordCustomerEvent,
} from '../customers/customers.service';
import { anonymiseCustomerDraftInvoices } from '../invoices/invoices.service';
import { anonymiseCustomerPcBuilds } from '../pc-builds/pc-builds.service';
import { forgetTermsAcceptanceAddresses } from '../public/public.service';
import { anonymiseCustomerQuotes } from '../quotes/quotes.service';
import { anonymiseCustomerTickets } from '../tickets/tickets.service';
import { customerExport } from './customer-privacy-export';
import { checkpointWal } from './wal-checkpoint.queries';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock' | 'storage' | 'logger'>;

/**
 * GET /api/customers/:id/export (admin): the zip of everything held about the customer, recorded
 * in their log (who, when, how much) before the first byte is sent.
 */
export async function exportCustomerData(deps: Deps, actorId: string, id: string) {
  const row = await customerForPrivacy(deps.db, id);
  if (!row) throw notFound(CUSTOMER_MESSAGES.notFound);
  const { tally, entries } = await customerExport(deps, row);
  const at = deps.clock().toISOString();
  await deps.db.transaction().execute((trx) =>
    recordCustomerEvent(trx, {
      customerId: id,
      kind: 'esportazione',
      actorId,
      details: { exported: tally },
      at,
    }),
  );
  return zipResponse(`dati-cliente-${id.slice(0, 8)}-${romeToday(deps.clock())}.zip`, entries);
}

/**
 * POST /api/customers/:id/anonymise (admin, GDPR art. 17), in one transaction: the customer's
 * personal fields emptied (the name becomes 'Cliente anonimizzato'), every linked ticket, quote
 * and PC build snapshot with it, attachments and the e-mails about them deleted, the address
 * the public form's terms were accepted from forgotten, the names in the customer's own log
 * forgotten, and the anonymisation recorded. Amounts, statuses and dates stay for the
 * statistics; issued invoices are fiscal records the law keeps unchanged, and the signed intake
 * and pickup records stay as the shop's evidence for ten years (the signatures' sweep, decision
 * 038). The files go once the rows are committed (a file that resists is left to the orphan
 * sweep).
 */
export async function anonymiseCustomer(
  deps: Deps,
  actorId: string,
  id: string,
): Promise<AnonymiseResultDto> {
  const at = deps.clock().toISOString();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const claimed = await claimCustomerForAnonymising(trx, id);
    const tickets = await anonymiseCustomerTickets(trx, id);
    await forgetTermsAcceptanceAddresses(trx, tickets.ticketIds);
    const quotes = await anonymiseCustomerQuotes(trx, id);
    const pcBuilds = await anonymiseCustomerPcBuilds(trx, id);
    const draftInvoices = await anonymiseCustomerDraftInvoices(trx, id);
    await emptyCustomerRecord(trx, id, claimed, at);
    const removed = {
      tickets: tickets.ticketIds.length,
      quotes,
      pc_builds: pcBuilds,
      draft_invoices: draftInvoices,
      attachments: tickets.storageKeys.length,
    };
    await recordCustomerEvent(trx, {
      customerId: id,
      kind: 'anonimizzazione',
      actorId,
      details: { removed },
      at,
    });
    return { removed, storageKeys: tickets.storageKeys };
  });
  await removeStoredFiles(deps, outcome.storageKeys);
  if (deps.dialect === 'sqlite' && !(await checkpointWal(deps.db)))
    deps.logger.warn(
      { customerId: id },
      'anonimizzazione: checkpoint del WAL non completato, le pagine precedenti restano nel WAL fino al prossimo',
    );
  return {
    message: PRIVACY_MESSAGES.done,
    customer: await getCustomer(deps, id),
    removed: outcome.removed,
    kept: [...ANONYMISE_NOTICE.kept],
    anonymised_at: at,
  };
}

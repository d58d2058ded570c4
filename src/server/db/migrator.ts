import { type Kysely, type Migration, Migrator } from 'kysely';
import * as authAndSettings from './migrations/202611220800-auth-and-settings';
import * as tickets from './migrations/202611220900-tickets';
import * as mailOutbox from './migrations/202611221000-mail-outbox';
import * as publicIntake from './migrations/202611221100-public-intake';
import * as mailServer from './migrations/202611241000-mail-server';
import * as ticketSoftDelete from './migrations/202611241100-ticket-soft-delete';
import * as backupRuns from './migrations/202611250900-backup-runs';
import * as inventory from './migrations/202611251000-inventory';
import * as inventoryTotals from './migrations/202611260900-inventory-totals';
import * as quotes from './migrations/202611261000-quotes';
import * as pcBuilds from './migrations/202611261100-pc-builds';
import * as scheduledRuns from './migrations/202611290900-scheduled-runs';
import * as workAndTasks from './migrations/202611300900-work-and-tasks';
import * as ticketIntake from './migrations/202611301000-ticket-intake-and-notes';
import * as counterFind from './migrations/202611301100-counter-find';
import * as workLogDays from './migrations/202612010900-work-log-days';
import * as ticketOpenCounts from './migrations/202612011000-ticket-open-counts';
import * as ticketNewestSearch from './migrations/202612011100-ticket-newest-search';
import * as productTotalsOrder from './migrations/202612011200-product-totals-order';
import * as stockRules from './migrations/202612021000-stock-rules';
import * as documentPrices from './migrations/202612021100-document-prices';
import * as statusHistoryVia from './migrations/202612021740-status-history-via';
import * as customers from './migrations/202612030900-customers';
import * as customersBackfill from './migrations/202612030901-customers-backfill';
import * as payments from './migrations/202612031000-payments';
import * as invoices from './migrations/202612031100-invoices';
import * as reportSummaries from './migrations/202612041000-report-summaries';
import * as reportOpenTickets from './migrations/202612041001-report-open-tickets';
import * as customerMessages from './migrations/202612042000-customer-messages';
import * as ticketChecks from './migrations/202612043000-ticket-checks';
import * as priceListAndWarranty from './migrations/202612044000-price-list-and-warranty';
import * as customersNameBySeq from './migrations/202612045010-customers-name-by-seq';
import * as reportTurnaroundRollups from './migrations/202612045020-report-turnaround-rollups';
import * as reportOpenTicketsAge from './migrations/202612046010-report-open-tickets-age';
import * as customerNames from './migrations/202612046020-customer-names';
import * as invoiceIssuedFiles from './migrations/202612047100-invoice-issued-files';
import * as paymentReceipts from './migrations/202612050000-payment-receipts';
import * as invoicePricedRegime from './migrations/202612050900-invoice-priced-regime';
import * as stampDutyBearer from './migrations/202612100000-stamp-duty-bearer';
import * as invoiceLineArticleCode from './migrations/202612100010-invoice-line-article-code';
import * as intentDeclaration from './migrations/202612100020-intent-declaration';
import * as invoiceUnitPriceE8 from './migrations/202612100030-invoice-unit-price-e8';
import * as purchaseOrders from './migrations/202612100100-purchase-orders';
import * as supplierInvoices from './migrations/202612100200-supplier-invoices';
import * as sdi from './migrations/202612100300-sdi';
import * as fiscalReceipts from './migrations/202612100400-fiscal-receipts';
import * as paymentTenders from './migrations/202612100500-payment-tenders';
import * as sales from './migrations/202612100510-sales';
import * as stockReservations from './migrations/202612110100-stock-reservations';
import * as orderMailAndLeadTimes from './migrations/202612110200-order-mail-and-lead-times';
import * as supplierReturns from './migrations/202612110210-supplier-returns';
import * as supplierInvoicePayments from './migrations/202612110300-supplier-invoice-payments';
import * as sdiReceived from './migrations/202612110400-sdi-received';
import * as fiscalDeviceVersion from './migrations/202612110500-fiscal-device-version';
import * as cashDays from './migrations/202612110600-cash-days';
import * as invoiceSaleLink from './migrations/202612110700-invoice-sale-link';
import * as partsSoldSeparately from './migrations/202612110900-parts-sold-separately';
import * as vatInHundredths from './migrations/202612110910-vat-in-hundredths';
import * as devicePrintHolder from './migrations/202612110920-device-print-holder';
import * as sdiSecondPass from './migrations/202612120300-sdi-second-pass';
import * as paymentTicketCharge from './migrations/202612120400-payment-ticket-charge';
import * as orderLinesInvoiced from './migrations/202612120600-order-lines-invoiced';
import * as saleLineNatura from './migrations/202612130000-sale-line-natura';
import * as receiptRequest from './migrations/202612130100-receipt-request';
import * as fiscalReceiptLookups from './migrations/202612130200-fiscal-receipt-lookups';
import * as supplierSelfInvoiceTypes from './migrations/202612130300-supplier-self-invoice-types';
import * as sdiSendOnIssueSince from './migrations/202612130400-sdi-send-on-issue-since';
import * as supplierInvoiceLineCodes from './migrations/202612130500-supplier-invoice-line-codes';
import * as sdiNotificationTypeIndex from './migrations/202612130600-sdi-notification-type-index';
import * as productEanIndex from './migrations/202612130700-product-ean-index';

/** Every migration, in order. Names are the file names; add new ones at the end. */
export const MIGRATIONS: Record<string, Migration> = {
  '202611220800-auth-and-settings': authAndSettings,
  '202611220900-tickets': tickets,
  '202611221000-mail-outbox': mailOutbox,
  '202611221100-public-intake': publicIntake,
  '202611241000-mail-server': mailServer,
  '202611241100-ticket-soft-delete': ticketSoftDelete,
  '202611250900-backup-runs': backupRuns,
  '202611251000-inventory': inventory,
  '202611260900-inventory-totals': inventoryTotals,
  '202611261000-quotes': quotes,
  '202611261100-pc-builds': pcBuilds,
  '202611290900-scheduled-runs': scheduledRuns,
  '202611300900-work-and-tasks': workAndTasks,
  '202611301000-ticket-intake-and-notes': ticketIntake,
  '202611301100-counter-find': counterFind,
  '202612010900-work-log-days': workLogDays,
  '202612011000-ticket-open-counts': ticketOpenCounts,
  '202612011100-ticket-newest-search': ticketNewestSearch,
  '202612011200-product-totals-order': productTotalsOrder,
  '202612021000-stock-rules': stockRules,
  '202612021100-document-prices': documentPrices,
  '202612021740-status-history-via': statusHistoryVia,
  '202612030900-customers': customers,
  '202612030901-customers-backfill': customersBackfill,
  '202612031000-payments': payments,
  '202612031100-invoices': invoices,
  '202612041000-report-summaries': reportSummaries,
  '202612041001-report-open-tickets': reportOpenTickets,
  '202612042000-customer-messages': customerMessages,
  '202612043000-ticket-checks': ticketChecks,
  '202612044000-price-list-and-warranty': priceListAndWarranty,
  '202612045010-customers-name-by-seq': customersNameBySeq,
  '202612045020-report-turnaround-rollups': reportTurnaroundRollups,
  '202612046010-report-open-tickets-age': reportOpenTicketsAge,
  '202612046020-customer-names': customerNames,
  '202612047100-invoice-issued-files': invoiceIssuedFiles,
  '202612050000-payment-receipts': paymentReceipts,
  '202612050900-invoice-priced-regime': invoicePricedRegime,
  '202612100000-stamp-duty-bearer': stampDutyBearer,
  '202612100010-invoice-line-article-code': invoiceLineArticleCode,
  '202612100020-intent-declaration': intentDeclaration,
  '202612100030-invoice-unit-price-e8': invoiceUnitPriceE8,
  '202612100100-purchase-orders': purchaseOrders,
  '202612100200-supplier-invoices': supplierInvoices,
  '202612100300-sdi': sdi,
  '202612100400-fiscal-receipts': fiscalReceipts,
  '202612100500-payment-tenders': paymentTenders,
  '202612100510-sales': sales,
  '202612110100-stock-reservations': stockReservations,
  '202612110200-order-mail-and-lead-times': orderMailAndLeadTimes,
  '202612110210-supplier-returns': supplierReturns,
  '202612110300-supplier-invoice-payments': supplierInvoicePayments,
  '202612110400-sdi-received': sdiReceived,
  '202612110500-fiscal-device-version': fiscalDeviceVersion,
  '202612110600-cash-days': cashDays,
  '202612110700-invoice-sale-link': invoiceSaleLink,
  '202612110900-parts-sold-separately': partsSoldSeparately,
  '202612110910-vat-in-hundredths': vatInHundredths,
  '202612110920-device-print-holder': devicePrintHolder,
  '202612120300-sdi-second-pass': sdiSecondPass,
  '202612120400-payment-ticket-charge': paymentTicketCharge,
  '202612120600-order-lines-invoiced': orderLinesInvoiced,
  '202612130000-sale-line-natura': saleLineNatura,
  '202612130100-receipt-request': receiptRequest,
  '202612130200-fiscal-receipt-lookups': fiscalReceiptLookups,
  '202612130300-supplier-self-invoice-types': supplierSelfInvoiceTypes,
  '202612130400-sdi-send-on-issue-since': sdiSendOnIssueSince,
  '202612130500-supplier-invoice-line-codes': supplierInvoiceLineCodes,
  '202612130600-sdi-notification-type-index': sdiNotificationTypeIndex,
  '202612130700-product-ean-index': productEanIndex,
};

export class MigrationError extends Error {}

/** The history as a shop had it just before migration `name`: what a migration's test starts from. */
export const migrationsBefore = (name: string): Record<string, Migration> =>
  Object.fromEntries(Object.entries(MIGRATIONS).filter(([other]) => other < name));

/**
 * Brings the schema to the code's version. Throws (so the app refuses to start) when a migration
 * fails or when the database holds migrations this code does not know: it was upgraded by a newer
 * Sportello and running older code on it could damage data. Only tests pass other `migrations`.
 */
export async function migrateToLatest(
  db: Kysely<unknown>,
  migrations: Record<string, Migration> = MIGRATIONS,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => atomic(migrations) },
  });
  const applied = (await migrator.getMigrations()).filter((m) => m.executedAt).map((m) => m.name);
  const unknown = await executedButUnknown(db, migrations);
  if (unknown.length > 0) {
    throw new MigrationError(
      `Il database è stato aggiornato da una versione più recente di Sportello ` +
        `(migrazioni sconosciute: ${unknown.join(', ')}). Aggiorna l'applicazione prima di avviarla.`,
    );
  }
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'sconosciuta';
    throw new MigrationError(
      `Migrazione del database fallita (${failed}): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return (results ?? [])
    .filter((r) => !applied.includes(r.migrationName))
    .map((r) => r.migrationName);
}

/**
 * On PostgreSQL Kysely runs the pending migrations in one transaction; on SQLite it uses none, so
 * a migration failing halfway would leave half its tables behind. Each one gets its own
 * transaction there (SQLite's DDL is transactional too): a failed migration changes nothing.
 */
function atomic(migrations: Record<string, Migration>): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(migrations).map(([name, migration]) => [
      name,
      {
        ...migration,
        up: (db: Parameters<Migration['up']>[0]) =>
          db.isTransaction
            ? migration.up(db)
            : db.transaction().execute((trx) => migration.up(trx)),
      },
    ]),
  );
}

async function executedButUnknown(
  db: Kysely<unknown>,
  migrations: Record<string, Migration>,
): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === 'kysely_migration')) return [];
  const rows = await (db as Kysely<{ kysely_migration: { name: string } }>)
    .selectFrom('kysely_migration')
    .select('name')
    .execute();
  return rows.map((r) => r.name).filter((name) => !(name in migrations));
}

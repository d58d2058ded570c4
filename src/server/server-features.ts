import { authFeature } from './auth/auth.feature';
import { registerDomainEventHandlers } from './events/domain-events';
import { attachmentsFeature } from './features/attachments/attachments.feature';
import { backupsFeature } from './features/backups/backups.feature';
import { cashDaysFeature } from './features/cash-days/cash-days.feature';
import { customerMessagesFeature } from './features/customer-messages/customer-messages.feature';
import { customerRightsFeature } from './features/customer-rights/customer-rights.feature';
import { customersFeature } from './features/customers/customers.feature';
import { fiscalDevicesFeature } from './features/fiscal-devices/fiscal-devices.feature';
import { invoicesFeature } from './features/invoices/invoices.feature';
import { labelsFeature } from './features/labels/labels.feature';
import { logoFeature } from './features/logo/logo.feature';
import { notificationsFeature } from './features/notifications/notifications.feature';
import { outboxFeature } from './features/outbox/outbox.feature';
import { paymentsFeature } from './features/payments/payments.feature';
import { pcBuildsFeature } from './features/pc-builds/pc-builds.feature';
import { priceListFeature } from './features/price-list/price-list.feature';
import { productsFeature } from './features/products/products.feature';
import { publicFeature } from './features/public/public.feature';
import { purchaseOrdersFeature } from './features/purchase-orders/purchase-orders.feature';
import { quotesFeature } from './features/quotes/quotes.feature';
import { receiptCorrectionsFeature } from './features/receipt-corrections/receipt-corrections.feature';
import { receiptsFeature } from './features/receipts/receipts.feature';
import { reportsFeature } from './features/reports/reports.feature';
import { salesFeature } from './features/sales/sales.feature';
import { sdiFeature } from './features/sdi/sdi.feature';
import { settingsFeature } from './features/settings/settings.feature';
import { setupFeature } from './features/setup/setup.feature';
import { supplierInvoicesFeature } from './features/supplier-invoices/supplier-invoices.feature';
import { supplierReturnsFeature } from './features/supplier-returns/supplier-returns.feature';
import { suppliersFeature } from './features/suppliers/suppliers.feature';
import { tasksFeature } from './features/tasks/tasks.feature';
import { ticketChecksFeature } from './features/ticket-checks/ticket-checks.feature';
import { ticketsFeature } from './features/tickets/tickets.feature';
import { usersFeature } from './features/users/users.feature';
import { workLogsFeature } from './features/work-logs/work-logs.feature';
import { workTypesFeature } from './features/work-types/work-types.feature';
import type { ServerFeature } from './http/server-feature';
import { openApiFeature } from './openapi/openapi.feature';
import { phoneFeature } from './phone/phone.feature';

/**
 * Every part of the HTTP surface, one manifest each (the server's twin of src/web/lib/areas.ts):
 * app.ts mounts their routes and pages, GET /api/openapi.json documents them and the
 * authorization matrix checks them. Each route carries its own gate, so the order here decides
 * nothing; two features answering the same method and path refuse to start.
 */
export const SERVER_FEATURES: readonly ServerFeature[] = [
  openApiFeature(() => SERVER_FEATURES),
  authFeature,
  phoneFeature,
  setupFeature,
  usersFeature,
  settingsFeature,
  customerMessagesFeature,
  logoFeature,
  notificationsFeature,
  outboxFeature,
  backupsFeature,
  suppliersFeature,
  labelsFeature,
  productsFeature,
  quotesFeature,
  pcBuildsFeature,
  invoicesFeature,
  workTypesFeature,
  workLogsFeature,
  tasksFeature,
  ticketsFeature,
  ticketChecksFeature,
  customersFeature,
  customerRightsFeature,
  attachmentsFeature,
  paymentsFeature,
  priceListFeature,
  reportsFeature,
  publicFeature,
  purchaseOrdersFeature,
  supplierReturnsFeature,
  supplierInvoicesFeature,
  sdiFeature,
  fiscalDevicesFeature,
  receiptsFeature,
  receiptCorrectionsFeature,
  salesFeature,
  cashDaysFeature,
];

registerDomainEventHandlers(SERVER_FEATURES.flatMap((feature) => feature.handles ?? []));

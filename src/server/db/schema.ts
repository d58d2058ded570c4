import type { AuthTables } from './tables/auth-tables';
import type { BackupTables } from './tables/backup-tables';
import type { CashDayTables } from './tables/cash-day-tables';
import type { CustomerMessageTables } from './tables/customer-message-tables';
import type { CustomerTables } from './tables/customer-tables';
import type { FiscalTables } from './tables/fiscal-tables';
import type { InventoryTables } from './tables/inventory-tables';
import type { InvoiceTables } from './tables/invoice-tables';
import type { MailServerTables } from './tables/mail-server-tables';
import type { MailTables } from './tables/mail-tables';
import type { PaymentTables } from './tables/payment-tables';
import type { PcBuildTables } from './tables/pc-build-tables';
import type { PriceListTables } from './tables/price-list-tables';
import type { PublicTables } from './tables/public-tables';
import type { PurchaseOrderTables } from './tables/purchase-order-tables';
import type { QuoteTables } from './tables/quote-tables';
import type { ReportTables } from './tables/report-tables';
import type { SaleTables } from './tables/sale-tables';
import type { ScheduledRunTables } from './tables/scheduled-run-tables';
import type { SdiTables } from './tables/sdi-tables';
import type { SettingsTables } from './tables/settings-tables';
import type { SupplierInvoiceTables } from './tables/supplier-invoice-tables';
import type { SupplierReturnTables } from './tables/supplier-return-tables';
import type { TicketCheckTables } from './tables/ticket-check-tables';
import type { TicketTables } from './tables/ticket-tables';
import type { WorkTables } from './tables/work-tables';

/** The database as Kysely sees it: one interface per area under tables/, joined here. */
export interface DB
  extends AuthTables,
    SettingsTables,
    CashDayTables,
    MailTables,
    MailServerTables,
    PublicTables,
    TicketTables,
    BackupTables,
    InventoryTables,
    QuoteTables,
    PcBuildTables,
    ScheduledRunTables,
    WorkTables,
    CustomerTables,
    PaymentTables,
    InvoiceTables,
    CustomerMessageTables,
    TicketCheckTables,
    PriceListTables,
    ReportTables,
    PurchaseOrderTables,
    SupplierInvoiceTables,
    SdiTables,
    FiscalTables,
    SaleTables,
    SupplierReturnTables {}

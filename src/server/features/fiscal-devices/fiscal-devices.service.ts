import type { Kysely } from 'kysely';
import type { PaymentMethod } from '../../../shared/payments/payment-methods';
import type { TillStatusDto } from '../../../shared/receipts/fiscal-devices';
import type { ReceiptMode } from '../../../shared/receipts/receipt-mode';
import type { DB } from '../../db/schema';
import type { FiscalProtocol } from '../../db/tables/fiscal-tables';
import { readSetting } from '../../settings/settings-store';
import { customDriver } from './custom-driver';
import { withDeviceHeld } from './device-print-hold';
import { epsonDriver } from './epson-driver';
import {
  insertFiscalDevice,
  selectEnabledDevice,
  selectFiscalDevice,
} from './fiscal-devices.queries';
import { printOnce } from './print-once';
import { rchDriver } from './rch-driver';
import type { RtDocument, RtLastDocument, RtPaymentType } from './rt-document';
import { failureReason, type RtDriver, RtUnreachable } from './rt-driver';

export interface RtTenderType {
  type: RtPaymentType;
  index: number;
}

export interface FiscalDevice {
  id: string;
  name: string;
  protocol: FiscalProtocol;
  url: string;
  timeoutMs: number;
  operator: number;
  /** VAT rate ("22", "10", "5", "4") or natura ("N2", "N4"…) → RT department. */
  departments: Record<string, number>;
  tenders: Partial<Record<PaymentMethod, RtTenderType>>;
  serial: string | null;
}

/** What Epson's own setup ships with; the shop's technician may number them otherwise. */
export const DEFAULT_TENDERS: Record<PaymentMethod, RtTenderType> = {
  contanti: { type: 'contanti', index: 0 },
  assegno: { type: 'assegno', index: 0 },
  carta: { type: 'elettronico', index: 1 },
  bancomat: { type: 'elettronico', index: 1 },
  satispay: { type: 'elettronico', index: 2 },
  paypal: { type: 'elettronico', index: 2 },
  bonifico: { type: 'non_riscosso', index: 0 },
  altro: { type: 'non_riscosso', index: 0 },
};

export function toDevice(
  row: NonNullable<Awaited<ReturnType<typeof selectEnabledDevice>>>,
): FiscalDevice {
  return {
    id: row.id,
    name: row.name,
    protocol: row.protocol,
    url: row.url,
    timeoutMs: row.timeout_ms,
    operator: row.operator,
    departments: JSON.parse(row.departments),
    tenders: JSON.parse(row.tenders),
    serial: row.serial,
  };
}

/** The RT receipts print on; none means the shop works without one (non-fiscal receipts). */
export async function enabledFiscalDevice(db: Kysely<DB>): Promise<FiscalDevice | null> {
  const row = await selectEnabledDevice(db);
  return row ? toDevice(row) : null;
}

/** Whether the counter prints documenti commerciali (staff read it to offer the lottery code). */
export async function tillStatus(db: Kysely<DB>): Promise<TillStatusDto> {
  const [device, mode] = await Promise.all([
    selectEnabledDevice(db),
    readSetting(db, 'receipt_mode'),
  ]);
  return { rt_enabled: device !== undefined, receipt_mode: mode as ReceiptMode };
}

export async function fiscalDevice(db: Kysely<DB>, id: string): Promise<FiscalDevice | null> {
  const row = await selectFiscalDevice(db, id);
  return row ? toDevice(row) : null;
}

export async function addFiscalDevice(
  db: Kysely<DB>,
  at: string,
  input: Omit<FiscalDevice, 'id' | 'serial'> & { enabled?: boolean },
): Promise<string> {
  const id = crypto.randomUUID();
  await insertFiscalDevice(db, {
    id,
    name: input.name,
    protocol: input.protocol,
    url: input.url,
    timeout_ms: input.timeoutMs,
    operator: input.operator,
    departments: JSON.stringify(input.departments),
    tenders: JSON.stringify(input.tenders),
    serial: null,
    enabled: input.enabled === false ? 0 : 1,
    created_at: at,
    updated_at: at,
  });
  return id;
}

export function driverFor(device: FiscalDevice): RtDriver {
  switch (device.protocol) {
    case 'custom_xml':
      return customDriver(device.url, device.timeoutMs, device.operator, device.serial);
    case 'rch_xml':
      return rchDriver(device.url, device.timeoutMs);
    case 'epson_fpmate':
      return epsonDriver(device.url, device.timeoutMs, device.operator);
  }
}

export type { RtDocument, RtLastDocument, RtLine, RtOriginal } from './rt-document';

/** Prints on the device at most once (print-once.ts): what the receipts feature calls. */
export function printOnDevice(
  device: FiscalDevice,
  doc: RtDocument,
  earlier: RtLastDocument | null,
  remember: (before: RtLastDocument) => Promise<void>,
) {
  return printOnce(driverFor(device), doc, earlier, remember);
}

/**
 * Non-fiscal text on the RT (the courtesy copy), holding it like a receipt: null when printed,
 * else the reason in Italian.
 */
export async function printTextOnDevice(
  deps: { db: Kysely<DB>; clock: () => Date },
  device: FiscalDevice,
  lines: readonly string[],
): Promise<string | null> {
  const driver = driverFor(device);
  const { printText } = driver;
  if (!printText) return 'Questo registratore non stampa copie di cortesia da Sportello.';
  try {
    const held = await withDeviceHeld(deps.db, device, deps.clock, () =>
      printText.call(driver, lines),
    );
    if (!held.ok) return held.reason;
    return held.value.success ? null : failureReason(held.value);
  } catch (error) {
    if (error instanceof RtUnreachable) return error.message;
    throw error;
  }
}

/** The RT's last document (throws `RtUnreachable` when it does not answer). */
export function lastDocumentOn(device: FiscalDevice) {
  return driverFor(device).lastDocument();
}

export {
  holdDeviceForPrint,
  holdWindow,
  leaveUnsettled,
  releaseDevice,
  withDeviceHeld,
} from './device-print-hold';
export { JOURNAL_CHECK, nextAfter, type PrintOutcome } from './print-once';
export { RtUnreachable } from './rt-driver';

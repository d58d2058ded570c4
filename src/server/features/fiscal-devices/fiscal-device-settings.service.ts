import {
  FISCAL_DEVICE_MESSAGES,
  type FiscalDeviceCreateInput,
  type FiscalDeviceDto,
  type FiscalDevicePatchInput,
  type FiscalDeviceTestDto,
} from '../../../shared/receipts/fiscal-devices';
import { isForeignKeyViolation } from '../../db/db-errors';
import { conflict, notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { deviceProblems } from './device-check';
import { withDeviceHeld } from './device-print-hold';
import {
  deleteFiscalDevice,
  selectFiscalDevice,
  selectFiscalDevices,
  updateFiscalDeviceAtVersion,
  updateFiscalDeviceSerial,
} from './fiscal-devices.queries';
import { addFiscalDevice, toDevice } from './fiscal-devices.service';

/** Settings → *Registratore telematico*: the RT's row as the page edits it (admins). */
type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Row = NonNullable<Awaited<ReturnType<typeof selectFiscalDevice>>>;

function present(row: Row): FiscalDeviceDto {
  const device = toDevice(row);
  return {
    id: device.id,
    name: device.name,
    protocol: device.protocol,
    url: device.url,
    timeout_ms: device.timeoutMs,
    operator: device.operator,
    departments: device.departments,
    tenders: device.tenders,
    serial: device.serial,
    enabled: Number(row.enabled) === 1,
    version: Number(row.version),
  };
}

async function found(deps: Pick<Deps, 'db'>, id: string): Promise<Row> {
  const row = await selectFiscalDevice(deps.db, id);
  if (!row) throw notFound(FISCAL_DEVICE_MESSAGES.notFound);
  return row;
}

export async function listFiscalDevices(deps: Pick<Deps, 'db'>) {
  return { items: (await selectFiscalDevices(deps.db)).map(present) };
}

export async function getFiscalDevice(deps: Pick<Deps, 'db'>, id: string) {
  return present(await found(deps, id));
}

export async function createFiscalDevice(deps: Deps, input: FiscalDeviceCreateInput) {
  const id = await addFiscalDevice(deps.db, deps.clock().toISOString(), {
    name: input.name,
    protocol: input.protocol,
    url: input.url,
    timeoutMs: input.timeout_ms,
    operator: input.operator,
    departments: input.departments,
    tenders: input.tenders,
    enabled: input.enabled,
  });
  return getFiscalDevice(deps, id);
}

export async function patchFiscalDevice(deps: Deps, id: string, patch: FiscalDevicePatchInput) {
  await found(deps, id);
  const saved = await updateFiscalDeviceAtVersion(deps.db, id, patch.version, {
    ...(patch.name === undefined ? {} : { name: patch.name }),
    ...(patch.protocol === undefined ? {} : { protocol: patch.protocol }),
    ...(patch.url === undefined ? {} : { url: patch.url }),
    ...(patch.timeout_ms === undefined ? {} : { timeout_ms: patch.timeout_ms }),
    ...(patch.operator === undefined ? {} : { operator: patch.operator }),
    ...(patch.departments === undefined ? {} : { departments: JSON.stringify(patch.departments) }),
    ...(patch.tenders === undefined ? {} : { tenders: JSON.stringify(patch.tenders) }),
    ...(patch.enabled === undefined ? {} : { enabled: patch.enabled ? 1 : 0 }),
    updated_at: deps.clock().toISOString(),
  });
  if (!saved) throw conflict(FISCAL_DEVICE_MESSAGES.versionConflict);
  return getFiscalDevice(deps, id);
}

/** A device that already printed documents stays (they cite it): it can only be disabled. */
export async function removeFiscalDevice(deps: Pick<Deps, 'db'>, id: string) {
  await found(deps, id);
  try {
    await deleteFiscalDevice(deps.db, id);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(FISCAL_DEVICE_MESSAGES.inUse);
    throw error;
  }
}

/** *Prova*: status and serial from the RT, and in Italian whatever stops it from printing. */
export async function testFiscalDevice(
  deps: Pick<Deps, 'db'>,
  id: string,
): Promise<FiscalDeviceTestDto> {
  const device = toDevice(await found(deps, id));
  const result = await deviceProblems(device);
  if (result.serial) await updateFiscalDeviceSerial(deps.db, id, result.serial);
  return { ok: result.problems.length === 0, ...result };
}

/** *Apri cassetto* on the RT's drawer, holding the RT like a receipt. */
export async function openFiscalDrawer(deps: Deps, id: string) {
  const device = toDevice(await found(deps, id));
  const held = await withDeviceHeld(deps.db, device, deps.clock, () =>
    deviceProblems(device, (driver) => driver.openDrawer()),
  );
  if (!held.ok) return { ok: false, message: held.reason };
  const { problems } = held.value;
  return problems.length === 0
    ? { ok: true, message: 'Cassetto aperto' }
    : { ok: false, message: problems.join(' ') };
}

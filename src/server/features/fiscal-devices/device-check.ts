import {
  departmentKeyLabel,
  departmentOf,
  FISCAL_DEVICE_MESSAGES,
} from '../../../shared/receipts/fiscal-devices';
import { COUNTER_NATURE } from '../../../shared/sales/counter-nature';
import { driverFor, type FiscalDevice } from './fiscal-devices.service';
import type { RtAnswer } from './rt-document';
import { failureReason, type RtDriver, RtUnreachable } from './rt-driver';

/**
 * What a sale can be certified under — the rates every shop sells at and the naturas /vendita
 * offers: each needs its RT department, or the first such sale stays in *errore*.
 */
const SOLD_UNDER = ['22', '10', '5', '4', ...COUNTER_NATURE];

/**
 * Asks the RT its status (and, for *Apri cassetto*, one more command) and says in Italian what
 * stops it: unreachable, paper out, cover open, a protocol that is not the device's, a rate or
 * natura with no department. Epson's printerStatus starts with the printer digit: 3 is offline (paper end or
 * cover open, Fiscal ePOS-Print guide).
 */
export async function deviceProblems(
  device: FiscalDevice,
  action?: (driver: RtDriver) => Promise<RtAnswer>,
): Promise<{ serial: string | null; problems: string[] }> {
  const problems = SOLD_UNDER.filter(
    (key) => departmentOf(device.departments, key) === undefined,
  ).map(
    (key) =>
      `Nessun reparto per ${departmentKeyLabel(key)}: indicare il numero del reparto del registratore.`,
  );
  let driver: RtDriver;
  try {
    driver = driverFor(device);
  } catch (error) {
    return { serial: null, problems: [...problems, (error as Error).message] };
  }
  try {
    const status = await driver.status();
    if (!status.success) problems.push(failureReason(status));
    else if (status.info.printerStatus?.startsWith('3'))
      problems.push('Registratore fuori linea: carta esaurita o coperchio aperto.');
    if (action) {
      const answer = await action(driver);
      if (!answer.success) problems.push(failureReason(answer));
    }
    return { serial: status.info.serialNumber ?? null, problems };
  } catch (error) {
    const message =
      error instanceof RtUnreachable
        ? error.message
        : `All'indirizzo ${device.url} non risponde un registratore ${FISCAL_DEVICE_MESSAGES.protocolName(device.protocol)}: controllare protocollo e indirizzo.`;
    return { serial: null, problems: [...problems, message] };
  }
}

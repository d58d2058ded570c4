import { FISCAL_DEVICE_MESSAGES } from '../../../shared/receipts/fiscal-devices';
import { driverFor, type FiscalDevice } from './fiscal-devices.service';
import type { RtAnswer } from './rt-document';
import { failureReason, type RtDriver, RtUnreachable } from './rt-driver';

/** The rates every shop sells at: each needs its RT department before the first sale. */
const ORDINARY_RATES = ['22', '10', '5', '4'];

/**
 * Asks the RT its status (and, for *Apri cassetto*, one more command) and says in Italian what
 * stops it: unreachable, paper out, cover open, a protocol that is not the device's, a rate with
 * no department. Epson's printerStatus starts with the printer digit: 3 is offline (paper end or
 * cover open, Fiscal ePOS-Print guide).
 */
export async function deviceProblems(
  device: FiscalDevice,
  action?: (driver: RtDriver) => Promise<RtAnswer>,
): Promise<{ serial: string | null; problems: string[] }> {
  const problems = ORDINARY_RATES.filter((rate) => device.departments[rate] === undefined).map(
    (rate) =>
      `Nessun reparto per l'aliquota ${rate}%: indicare il numero del reparto del registratore.`,
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

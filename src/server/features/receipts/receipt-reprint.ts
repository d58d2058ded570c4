import { formatCents } from '../../../shared/money';
import { formatRtNumber, RECEIPT_MESSAGES } from '../../../shared/receipts/receipts';
import { conflict } from '../../errors';
import type { AppDeps } from '../../http/context';
import { fiscalDevice, printTextOnDevice } from '../fiscal-devices/fiscal-devices.service';
import { getReceipt, receiptState } from './receipts.service';

const KIND = { vendita: 'DOCUMENTO COMMERCIALE', reso: 'RESO', annullo: 'ANNULLO' } as const;

/**
 * *Ristampa*: a non-fiscal courtesy copy naming the document the RT emitted (its serial, Z
 * number, document number and day) and its total; never a second documento commerciale.
 */
export async function reprintReceipt(deps: Pick<AppDeps, 'db' | 'clock'>, id: string) {
  const receipt = await getReceipt(deps, id);
  if (receipt.status !== 'emesso') throw conflict(RECEIPT_MESSAGES.notEmitted);
  const stored = await receiptState(deps.db, id);
  const device = stored && (await fiscalDevice(deps.db, stored.device_id));
  if (!device) throw conflict(RECEIPT_MESSAGES.noDevice);
  const problem = await printTextOnDevice(deps, device, [
    'COPIA DI CORTESIA - NON FISCALE',
    `${KIND[receipt.kind]} ${formatRtNumber(receipt.z_number, receipt.document_number)}`,
    `RT ${receipt.rt_serial ?? ''} del ${receipt.rt_date ?? ''}`,
    `TOTALE ${formatCents(receipt.total_cents)}`,
  ]);
  return problem === null
    ? { ok: true, message: 'Copia di cortesia stampata' }
    : { ok: false, message: problem };
}

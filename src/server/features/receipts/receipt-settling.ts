import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import {
  type FiscalDevice,
  JOURNAL_CHECK,
  lastDocumentOn,
  nextAfter,
  RtUnreachable,
} from '../fiscal-devices/fiscal-devices.service';
import { selectReceipt, updateReceipt } from './receipts.queries';

/**
 * A receipt whose process died (or whose RT went silent) mid-print held the RT: before anything
 * else prints, the RT's last document says whether it printed. Only that receipt can have
 * printed since its snapshot, so the next document is its own; the same document means it did
 * not print (the snapshot goes, so its retry takes a new one); anything else is for a person.
 * False when the RT does not answer: nothing may print until it does.
 */
export async function settleUnsettled(
  db: Kysely<DB>,
  device: FiscalDevice,
  receiptId: string,
  at: string,
): Promise<boolean> {
  const row = await selectReceipt(db, receiptId);
  if (!row || row.status === 'emesso' || row.before_z_number === null) return true;
  if (row.before_document_number === null) return true;
  const before = { zNumber: row.before_z_number, documentNumber: row.before_document_number };
  let last: Awaited<ReturnType<typeof lastDocumentOn>>;
  try {
    last = await lastDocumentOn(device);
  } catch (err) {
    if (err instanceof RtUnreachable) return false;
    throw err;
  }
  const forget = { before_z_number: null, before_document_number: null };
  if (nextAfter(last, before))
    await updateReceipt(db, receiptId, {
      status: 'emesso',
      reason: null,
      lease_until: null,
      rt_serial: device.serial,
      z_number: last.zNumber,
      document_number: last.documentNumber,
      emitted_at: at,
    });
  else if (last.zNumber === before.zNumber && last.documentNumber === before.documentNumber)
    await updateReceipt(db, receiptId, forget);
  else await updateReceipt(db, receiptId, { status: 'errore', reason: JOURNAL_CHECK });
  return true;
}

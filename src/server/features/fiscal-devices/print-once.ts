import type { RtDocument, RtLastDocument } from './rt-document';
import { failureReason, type RtDriver, RtUnreachable } from './rt-driver';

export type PrintOutcome =
  | {
      state: 'emesso';
      zNumber: number;
      documentNumber: number;
      date: string | null;
      serial?: string | null;
    }
  | { state: 'errore'; reason: string }
  /** `settled`: the RT surely did not print it (false: it stopped answering, nobody knows). */
  | { state: 'da_emettere'; reason: string; settled: boolean };

const moved = (after: RtLastDocument, before: RtLastDocument) =>
  after.zNumber !== before.zNumber || after.documentNumber !== before.documentNumber;

/** The RT's next document after `before` in the same day: the one print made since. */
export const nextAfter = (after: RtLastDocument, before: RtLastDocument) =>
  after.zNumber === before.zNumber && after.documentNumber === before.documentNumber + 1;

export const JOURNAL_CHECK =
  'Il registratore ha stampato altri documenti nel frattempo: controlla sul suo giornale se questo è stato emesso';

/**
 * Prints a document at most once. Before sending, the RT's last document is read and handed to
 * `remember` (the caller stores it with the job); when an earlier attempt left such a snapshot,
 * or when this attempt's answer is lost, the RT is asked again: a newer last document means the
 * print happened, and it is adopted instead of printed a second time. The caller holds the device
 * (device-print-hold.ts), so no other receipt prints in between; a print on the keypad meanwhile
 * is not adopted but left to a person (decision 046).
 */
export async function printOnce(
  driver: RtDriver,
  doc: RtDocument,
  earlier: RtLastDocument | null,
  remember: (before: RtLastDocument) => Promise<void>,
): Promise<PrintOutcome> {
  let sent = false;
  try {
    const now = await driver.lastDocument();
    // The device is held while one receipt prints: only this receipt's print can follow its
    // snapshot; anything more is someone at the keypad, and a person must look.
    if (earlier && nextAfter(now, earlier)) return { state: 'emesso', ...now, date: null };
    if (earlier && moved(now, earlier)) return { state: 'errore', reason: JOURNAL_CHECK };
    await remember(now);
    sent = true;
    try {
      const answer = await driver.print(doc);
      if (!answer.success) return { state: 'errore', reason: failureReason(answer) };
      return {
        state: 'emesso',
        zNumber: Number(answer.info.zRepNumber),
        documentNumber: Number(answer.info.fiscalReceiptNumber),
        date: answer.info.fiscalReceiptDate ?? null,
        serial: answer.info.serialNumber ?? null,
      };
    } catch (err) {
      if (!(err instanceof RtUnreachable)) throw err;
      const after = await driver.lastDocument();
      if (nextAfter(after, now)) return { state: 'emesso', ...after, date: null };
      if (moved(after, now)) return { state: 'errore', reason: JOURNAL_CHECK };
      return { state: 'da_emettere', reason: err.message, settled: true };
    }
  } catch (err) {
    if (err instanceof RtUnreachable)
      return { state: 'da_emettere', reason: err.message, settled: !sent };
    throw err;
  }
}

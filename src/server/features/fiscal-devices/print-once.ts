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
  | { state: 'da_emettere' | 'errore'; reason: string };

const moved = (after: RtLastDocument, before: RtLastDocument) =>
  after.zNumber !== before.zNumber || after.documentNumber !== before.documentNumber;

/**
 * Prints a document at most once. Before sending, the RT's last document is read and handed to
 * `remember` (the caller stores it with the job); when an earlier attempt left such a snapshot,
 * or when this attempt's answer is lost, the RT is asked again: a newer last document means the
 * print happened, and it is adopted instead of printed a second time. Assumes nobody prints on
 * the RT's keypad in the seconds between (decision 046).
 */
export async function printOnce(
  driver: RtDriver,
  doc: RtDocument,
  earlier: RtLastDocument | null,
  remember: (before: RtLastDocument) => Promise<void>,
): Promise<PrintOutcome> {
  try {
    const now = await driver.lastDocument();
    if (earlier && moved(now, earlier)) return { state: 'emesso', ...now, date: null };
    await remember(now);
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
      if (moved(after, now)) return { state: 'emesso', ...after, date: null };
      return { state: 'da_emettere', reason: err.message };
    }
  } catch (err) {
    if (err instanceof RtUnreachable) return { state: 'da_emettere', reason: err.message };
    throw err;
  }
}

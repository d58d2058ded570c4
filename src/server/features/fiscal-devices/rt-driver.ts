import type { RtAnswer, RtDocument, RtLastDocument } from './rt-document';

/** What one RT protocol must offer; Epson FPMate first, Custom and RCH behind the same shape. */
export interface RtDriver {
  /** Sends the document; resolves with the RT's answer, rejects when the answer never came. */
  print(doc: RtDocument): Promise<RtAnswer>;
  /** The last document the RT holds (Z number and document number), asked before a retry. */
  lastDocument(): Promise<RtLastDocument>;
  report(kind: 'x' | 'z'): Promise<RtAnswer>;
  openDrawer(): Promise<RtAnswer>;
  /** Non-fiscal text (the courtesy copy); a protocol without it leaves reprints out. */
  printText?(lines: readonly string[]): Promise<RtAnswer>;
  status(): Promise<RtAnswer>;
}

/** The RT could not be reached or did not answer in time: nothing is known about the print. */
export class RtUnreachable extends Error {}

/** One XML POST to the RT with a deadline; a dropped connection or timeout is RtUnreachable. */
export async function postXml(
  url: string,
  body: string,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<string> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', ...headers },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return await res.text();
  } catch (err) {
    const why =
      err instanceof Error && err.name === 'TimeoutError'
        ? 'non ha risposto in tempo'
        : 'non è raggiungibile';
    throw new RtUnreachable(`Il registratore telematico ${why} (${url}).`);
  }
}

const PAPER_END = 'Carta esaurita nel registratore telematico: sostituire il rotolo e riprovare.';
const COVER_OPEN = 'Coperchio del registratore telematico aperto: chiuderlo e riprovare.';

/**
 * The RT's failure codes in the words the shop understands: Epson's, then Custom's statuses as
 * the simulator sends them (decision 052: to check on a real Custom RT), then the flags of RCH's
 * answer (decision 055), whose paper and cover flags share Custom's codes.
 */
const REASONS: Record<string, string> = {
  EPTR_REC_EMPTY: PAPER_END,
  EPTR_COVER_OPEN: COVER_OPEN,
  PAPER_END,
  COVER_OPEN,
  RCH_BUSY:
    'Il registratore telematico è occupato con un altro comando: il documento non è stato stampato, riprovare.',
  RCH_PRINTER_ERROR:
    'Errore della stampante del registratore telematico: controllarla e riprovare.',
};

export function failureReason(answer: RtAnswer): string {
  return (
    REASONS[answer.code] ??
    `Il registratore telematico ha rifiutato il documento (codice ${answer.code || 'sconosciuto'}).`
  );
}

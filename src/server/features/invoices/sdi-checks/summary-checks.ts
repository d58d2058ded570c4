import { divRoundHalfAway } from '../../../../shared/rounding';
import { abs, cents, rateHundredths } from './exact-decimal';
import type { Body } from './fattura-reader';
import { finding, type SdiFinding } from './sdi-finding';

/**
 * DatiRiepilogo against the lines: one summary per rate (00419), the same rates (00443) and
 * naturas (00444) on both sides, the taxable amount (00422) and the tax (00421) recomputed.
 */
const rateKey = (rate: string) => String(rateHundredths(rate));
const ONE_EURO = 100n;
const ONE_CENT = 1n;

export function summaryPresenceChecks(body: Body): SdiFinding[] {
  const found: SdiFinding[] = [];
  const lineRates = new Set([...body.lines, ...body.cassa].map((l) => rateKey(l.aliquota)));
  const summaryRates = new Set(body.summaries.map((s) => rateKey(s.aliquota)));
  if (body.summaries.length < lineRates.size)
    found.push(
      finding('00419', 'DatiRiepilogo assente per almeno una AliquotaIVA delle linee di dettaglio'),
    );
  const sameRates =
    [...lineRates].every((r) => summaryRates.has(r)) &&
    [...summaryRates].every((r) => lineRates.has(r));
  if (!sameRates)
    found.push(
      finding(
        '00443',
        'Le aliquote IVA delle linee di dettaglio e quelle dei dati di riepilogo non coincidono',
      ),
    );
  const lineNature = new Set([...body.lines, ...body.cassa].map((l) => l.natura));
  const summaryNature = new Set(body.summaries.map((s) => s.natura));
  const sameNature =
    [...lineNature].every((n) => summaryNature.has(n)) &&
    [...summaryNature].every((n) => lineNature.has(n));
  if (!sameNature)
    found.push(
      finding(
        '00444',
        'Le nature delle linee di dettaglio e quelle dei dati di riepilogo non coincidono',
      ),
    );
  return found;
}

/**
 * ImponibileImporto of a rate (and natura) = Σ PrezzoTotale + Σ contributo cassa of the lines at
 * that rate and natura, Arrotondamento included, within 1 € (00422); Imposta = ImponibileImporto
 * × AliquotaIVA / 100 within 0,01 € (00421).
 */
export function summaryAmountChecks(body: Body): SdiFinding[] {
  const byRate = new Map<string, { summaries: bigint; lines: bigint }>();
  const at = ({ aliquota, natura }: { aliquota: string; natura: string | null }) => {
    const key = `${Number(rateHundredths(aliquota)) / 100}%${natura ? ` ${natura}` : ''}`;
    const entry = byRate.get(key) ?? { summaries: 0n, lines: 0n };
    byRate.set(key, entry);
    return entry;
  };
  for (const s of body.summaries) at(s).summaries += cents(s.imponibile) - cents(s.arrotondamento);
  for (const l of body.lines) at(l).lines += cents(l.prezzoTotale);
  for (const c of body.cassa) at(c).lines += cents(c.importo);

  const found: SdiFinding[] = [];
  for (const [key, { summaries, lines }] of byRate)
    if (abs(summaries - lines) >= ONE_EURO)
      found.push(
        finding(
          '00422',
          `Riepilogo ${key}: ImponibileImporto non pari alla somma dei PrezzoTotale (tolleranza 1 €)`,
        ),
      );
  for (const s of body.summaries) {
    // Half away from zero, as the SDI rounds: the one rounding of the project.
    const expected = divRoundHalfAway(cents(s.imponibile) * rateHundredths(s.aliquota), 10_000n);
    if (abs(cents(s.imposta) - expected) > ONE_CENT)
      found.push(
        finding(
          '00421',
          `Riepilogo ${s.aliquota}%: Imposta ${s.imposta} non pari a ImponibileImporto × AliquotaIVA (attesa ${Number(expected) / 100}, tolleranza 0,01 €)`,
        ),
      );
  }
  return found;
}

import { abs, rateHundredths, scaled } from './exact-decimal';
import type { Body, Line, Sconto } from './fattura-reader';
import { atLine, finding, type SdiFinding } from './sdi-finding';

/**
 * The lines' own arithmetic (00423), rates written as percentages (00424) and discounts that
 * say how much (00437 on the document, 00438 on a line).
 */
const E8 = 100_000_000n;

/** PrezzoUnitario with its discounts and surcharges in cascade, times Quantita (1 if absent). */
function expectedTotalMatches(line: Line): boolean {
  let num = scaled(line.prezzoUnitario, 8);
  let den = E8;
  for (const s of line.sconti) {
    const sign = s.tipo === 'SC' ? -1n : 1n;
    if (s.importo !== null) {
      num = num * E8 + sign * abs(scaled(s.importo, 8)) * den;
      den *= E8;
    } else if (s.percentuale !== null) {
      num *= 10_000n + sign * scaled(s.percentuale, 2);
      den *= 10_000n;
    }
  }
  const quantity = line.quantita === null ? E8 : scaled(line.quantita, 8);
  // |PrezzoTotale − price × quantity| ≤ 0,01 €, all terms over den × 10^8.
  return abs(scaled(line.prezzoTotale, 8) * den - num * quantity) <= den * 1_000_000n;
}

export function lineTotalChecks(body: Body): SdiFinding[] {
  return body.lines
    .filter((line) => !expectedTotalMatches(line))
    .map((line) =>
      finding(
        '00423',
        `${atLine(line.numero)}PrezzoTotale ${line.prezzoTotale} non pari a PrezzoUnitario × Quantita al netto di sconti e maggiorazioni (tolleranza 0,01 €)`,
      ),
    );
}

/** 0.22 for 22 %: a rate above zero and below one per cent is a fraction, not a percentage. */
const notPercentage = (rate: string) => {
  const hundredths = rateHundredths(rate);
  return hundredths > 0n && hundredths < 100n;
};

export function rateShapeChecks(body: Body): SdiFinding[] {
  const rates = [
    ...body.lines.map((l) => ({ where: atLine(l.numero), rate: l.aliquota })),
    ...body.summaries.map((s) => ({ where: 'Riepilogo: ', rate: s.aliquota })),
    ...body.cassa.map((c) => ({ where: 'Cassa previdenziale: ', rate: c.aliquota })),
  ];
  return rates
    .filter(({ rate }) => notPercentage(rate))
    .map(({ where, rate }) =>
      finding('00424', `${where}AliquotaIVA ${rate} non indicata in termini percentuali`),
    );
}

const saysNothing = (s: Sconto) => s.tipo !== null && s.percentuale === null && s.importo === null;

export function discountChecks(body: Body): SdiFinding[] {
  const found = body.sconti
    .filter(saysNothing)
    .map(() =>
      finding(
        '00437',
        'ScontoMaggiorazione del documento: Tipo indicato senza Percentuale né Importo',
      ),
    );
  for (const line of body.lines)
    if (line.sconti.some(saysNothing))
      found.push(
        finding(
          '00438',
          `${atLine(line.numero)}ScontoMaggiorazione con Tipo indicato senza Percentuale né Importo`,
        ),
      );
  return found;
}

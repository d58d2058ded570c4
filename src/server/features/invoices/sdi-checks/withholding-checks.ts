import { rateHundredths } from './exact-decimal';
import type { Body } from './fattura-reader';
import { atLine, finding, type SdiFinding } from './sdi-finding';

/**
 * Withholding tax and the professional fund (cassa previdenziale): a line or a fund marked
 * Ritenuta SI needs DatiRitenuta (00411, 00415); the fund's natura follows its rate (00413,
 * 00414). Sportello writes neither today; the controls keep a file that did honest.
 */
export function withholdingChecks(body: Body): SdiFinding[] {
  const found: SdiFinding[] = [];
  if (!body.datiRitenuta) {
    for (const line of body.lines.filter((l) => l.ritenuta === 'SI'))
      found.push(
        finding('00411', `${atLine(line.numero)}Ritenuta SI senza DatiRitenuta nel documento`),
      );
    if (body.cassa.some((c) => c.ritenuta === 'SI'))
      found.push(
        finding('00415', 'DatiCassaPrevidenziale con Ritenuta SI senza DatiRitenuta nel documento'),
      );
  }
  for (const cassa of body.cassa) {
    const zero = rateHundredths(cassa.aliquota) === 0n;
    if (zero && !cassa.natura)
      found.push(finding('00413', 'DatiCassaPrevidenziale: Natura assente con AliquotaIVA zero'));
    if (!zero && cassa.natura)
      found.push(
        finding('00414', 'DatiCassaPrevidenziale: Natura presente con AliquotaIVA diversa da zero'),
      );
  }
  return found;
}

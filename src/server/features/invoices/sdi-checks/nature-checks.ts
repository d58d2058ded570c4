import { rateHundredths } from './exact-decimal';
import type { Body } from './fattura-reader';
import { atLine, finding, type SdiFinding } from './sdi-finding';

/**
 * Natura against the rate, on lines (00400, 00401) and summaries (00429, 00430); the generic
 * codes retired on 1 January 2021 (00445); reverse charge with split payment (00420).
 */
const isZero = (rate: string) => rateHundredths(rate) === 0n;
/** TD16 (internal reverse-charge integration) may name a natura beside a rate. */
const naturaWithRateAllowed = (body: Body) => body.tipoDocumento === 'TD16';
const GENERIC_NATURE = new Set(['N2', 'N3', 'N6']);

export function lineNatureChecks(body: Body): SdiFinding[] {
  return body.lines.flatMap((line) => {
    if (isZero(line.aliquota) && !line.natura)
      return finding(
        '00400',
        `${atLine(line.numero)}Natura assente con AliquotaIVA pari a zero (indicare il codice natura dell'operazione)`,
      );
    if (!isZero(line.aliquota) && line.natura && !naturaWithRateAllowed(body))
      return finding(
        '00401',
        `${atLine(line.numero)}Natura presente con AliquotaIVA diversa da zero: un'aliquota qualifica l'operazione come imponibile`,
      );
    return [];
  });
}

export function summaryNatureChecks(body: Body): SdiFinding[] {
  return body.summaries.flatMap((summary) => {
    const where = `Riepilogo ${summary.aliquota}${summary.natura ? ` ${summary.natura}` : ''}: `;
    const found: SdiFinding[] = [];
    if (isZero(summary.aliquota) && !summary.natura)
      found.push(finding('00429', `${where}Natura assente con AliquotaIVA pari a zero`));
    if (!isZero(summary.aliquota) && summary.natura && !naturaWithRateAllowed(body))
      found.push(finding('00430', `${where}Natura presente con AliquotaIVA diversa da zero`));
    if (summary.natura?.startsWith('N6') && summary.esigibilita === 'S')
      found.push(
        finding(
          '00420',
          `${where}Natura N6 (inversione contabile) con EsigibilitaIVA S (scissione dei pagamenti)`,
        ),
      );
    return found;
  });
}

export function genericNatureChecks(body: Body): SdiFinding[] {
  const used = [
    ...body.lines.map((l) => l.natura),
    ...body.summaries.map((s) => s.natura),
    ...body.cassa.map((c) => c.natura),
  ];
  return [...new Set(used)]
    .filter((n): n is string => n !== null && GENERIC_NATURE.has(n))
    .map((n) =>
      finding(
        '00445',
        `Codice natura generico ${n} non più ammesso: usare il codice di dettaglio (es. ${n}.1)`,
      ),
    );
}

import { documentChecks, transmissionChecks } from './document-checks';
import { readFattura } from './fattura-reader';
import { discountChecks, lineTotalChecks, rateShapeChecks } from './line-checks';
import { genericNatureChecks, lineNatureChecks, summaryNatureChecks } from './nature-checks';
import { partyChecks } from './party-checks';
import type { SdiFinding } from './sdi-finding';
import { summaryAmountChecks, summaryPresenceChecks } from './summary-checks';
import { withholdingChecks } from './withholding-checks';

export type { SdiFinding } from './sdi-finding';

const BODY_CHECKS = [
  documentChecks,
  lineNatureChecks,
  summaryNatureChecks,
  genericNatureChecks,
  summaryPresenceChecks,
  summaryAmountChecks,
  lineTotalChecks,
  rateShapeChecks,
  discountChecks,
  withholdingChecks,
];

/**
 * The SDI's semantic controls (Elenco controlli, Allegato A to the FatturaPA Specifiche
 * tecniche) that apply to the files Sportello writes: what the schema cannot see. An empty list
 * means the file passes them; each finding is a code the SDI would reject with.
 */
export function checkFattura(xml: string): SdiFinding[] {
  const fattura = readFattura(xml);
  return [
    ...transmissionChecks(fattura),
    ...partyChecks(fattura),
    ...fattura.bodies.flatMap((body) => BODY_CHECKS.flatMap((check) => check(body))),
  ];
}

import type { Fattura, Party } from './fattura-reader';
import { finding, type SdiFinding } from './sdi-finding';

/**
 * The two parties: the customer identified (00417), not the seller itself where the document
 * kind forbids it (00471), and a foreign seller where the kind requires one (00473).
 */

/** Kinds for which cedente and cessionario must differ (Elenco controlli, 00471). */
const DISTINCT_PARTIES = new Set([
  'TD01',
  'TD02',
  'TD03',
  'TD06',
  'TD16',
  'TD17',
  'TD18',
  'TD19',
  'TD20',
  'TD24',
  'TD25',
  'TD28',
]);
/** Self-invoices for purchases from abroad: the seller cannot be Italian (00473). */
const FOREIGN_SELLER = new Set(['TD17', 'TD18', 'TD19', 'TD28']);

const vatId = (p: Party) => (p.idCodice ? `${p.idPaese ?? ''}${p.idCodice}` : null);
const kinds = (f: Fattura) => new Set(f.bodies.map((b) => b.tipoDocumento));

export function partyChecks(f: Fattura): SdiFinding[] {
  const found: SdiFinding[] = [];
  const { cedente, cessionario } = f;
  if (!vatId(cessionario) && !cessionario.codiceFiscale)
    found.push(
      finding(
        '00417',
        'CessionarioCommittente senza IdFiscaleIVA né CodiceFiscale (almeno uno dei due è obbligatorio)',
      ),
    );
  const kindsUsed = [...kinds(f)];
  const selfBilled = kindsUsed.find((k) => DISTINCT_PARTIES.has(k));
  if (selfBilled && vatId(cedente) !== null && vatId(cedente) === vatId(cessionario))
    found.push(
      finding(
        '00471',
        `Con TipoDocumento ${selfBilled} il cedente/prestatore non può coincidere con il cessionario/committente (stessa partita IVA ${vatId(cedente)})`,
      ),
    );
  const foreignKind = kindsUsed.find((k) => FOREIGN_SELLER.has(k));
  if (foreignKind && cedente.idPaese === 'IT')
    found.push(
      finding(
        '00473',
        `Con TipoDocumento ${foreignKind} l'IdPaese IT del cedente/prestatore non è ammesso`,
      ),
    );
  return found;
}

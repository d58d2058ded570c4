import type { Body, Fattura } from './fattura-reader';
import { finding, type SdiFinding } from './sdi-finding';

/**
 * The transmission data (00426, 00427, 00428) and the document's own data: its number (00425)
 * and its date against the invoices it corrects (00418).
 */
const FORMATS: Record<string, number> = { FPR12: 7, FPA12: 6 };

export function transmissionChecks(f: Fattura): SdiFinding[] {
  const found: SdiFinding[] = [];
  const length = f.formato ? FORMATS[f.formato] : undefined;
  if (length === undefined || f.formato !== f.versione)
    found.push(
      finding(
        '00428',
        `FormatoTrasmissione ${f.formato ?? '(assente)'} diverso da FPA12 e FPR12 o dall'attributo versione ${f.versione ?? '(assente)'}`,
      ),
    );
  if (length !== undefined && f.codiceDestinatario?.length !== length)
    found.push(
      finding(
        '00427',
        `CodiceDestinatario ${f.codiceDestinatario ?? '(assente)'}: con ${f.formato} deve avere ${length} caratteri`,
      ),
    );
  if (f.pecDestinatario && f.codiceDestinatario !== '0000000')
    found.push(
      finding('00426', 'PECDestinatario indicato con un CodiceDestinatario diverso da 0000000'),
    );
  return found;
}

export function documentChecks(body: Body): SdiFinding[] {
  const found: SdiFinding[] = [];
  if (!/\d/.test(body.numero))
    found.push(
      finding('00425', `Numero ${body.numero || '(vuoto)'} senza alcun carattere numerico`),
    );
  const later = body.collegateDates.filter((d) => d > body.data);
  if (later.length > 0)
    found.push(
      finding(
        '00418',
        `Data ${body.data} antecedente alla data della fattura collegata (${later.join(', ')})`,
      ),
    );
  return found;
}

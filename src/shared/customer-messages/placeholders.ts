/**
 * The words a customer message may contain in braces, and the one function that fills them: the
 * e-mails, their preview and the WhatsApp text all go through fillPlaceholders, so what the admin
 * previews is what is sent.
 */
export const PLACEHOLDERS = {
  numero: 'numero del ticket',
  cliente: 'nome del cliente',
  dispositivo: 'dispositivo',
  stato: 'stato del ticket',
  link: 'pagina del ticket per il cliente',
  negozio: 'nome del negozio',
  telefono_negozio: 'telefono del negozio',
  data_prevista: 'data prevista di consegna',
  da_saldare: 'importo ancora da saldare',
} as const;

export type Placeholder = keyof typeof PLACEHOLDERS;
export type PlaceholderValues = Record<Placeholder, string>;

export const PLACEHOLDER_NAMES = Object.keys(PLACEHOLDERS) as Placeholder[];

const BRACED = /\{([^{}\s]*)\}/g;

/** The braced words of `text` that are not placeholders, each once, in order. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const [, name = ''] of text.matchAll(BRACED))
    if (!Object.hasOwn(PLACEHOLDERS, name)) unknown.add(`{${name}}`);
  return [...unknown];
}

/** The field error for a text with unknown placeholders, or null. */
export function placeholderError(text: string): string | null {
  const unknown = unknownPlaceholders(text);
  if (unknown.length === 0) return null;
  const words = unknown.join(', ');
  return unknown.length === 1
    ? `Segnaposto sconosciuto: ${words}. Usa solo quelli elencati.`
    : `Segnaposti sconosciuti: ${words}. Usa solo quelli elencati.`;
}

/**
 * The text with every placeholder filled. A line with a placeholder that has no value for this
 * ticket (no promised date, nothing left to pay) is left out rather than sent half empty
 * ("Pronto previsto per: "); the blank lines around it then close up to one.
 */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return template
    .split('\n')
    .filter((line) => {
      for (const [, name = ''] of line.matchAll(BRACED))
        if (Object.hasOwn(values, name) && values[name as Placeholder] === '') return false;
      return true;
    })
    .map((line) =>
      line.replace(BRACED, (whole, name: string) =>
        Object.hasOwn(values, name) ? values[name as Placeholder] : whole,
      ),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

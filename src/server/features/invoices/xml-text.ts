/**
 * Text as the FatturaPA schema accepts it. Its "Latin" strings allow Basic Latin and Latin-1
 * only, others Basic Latin only, each with a length cap: what staff type (’, €, –, emoji) is
 * turned into the nearest allowed characters, capped, then escaped for XML.
 */
const REPLACEMENTS: [RegExp, string][] = [
  [/[‘’‚‛′]/g, "'"],
  [/[“”„‟″]/g, '"'],
  [/[‐‑‒–—―−]/g, '-'],
  [/…/g, '...'],
  [/€/g, 'EUR'],
  [/[\u00a0\u2000-\u200b\u202f]/g, ' '],
];

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function fold(text: string, maxCode: number): string {
  let result = text;
  for (const [pattern, replacement] of REPLACEMENTS) result = result.replace(pattern, replacement);
  // Letters outside the range lose their accent (ł stays unknown: '?'); controls but \n go.
  return [...result.normalize('NFC')]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      if (ch === '\n') return ch;
      if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return ' ';
      if (code <= maxCode) return ch;
      const base = ch.normalize('NFD').replaceAll(/\p{M}/gu, '');
      return base.length > 0 && [...base].every((c) => (c.codePointAt(0) ?? 0) <= maxCode)
        ? base
        : '?';
    })
    .join('')
    .trim();
}

/** A String…LatinType value: Latin-1, at most `max` characters, escaped. */
export function latin(text: string | null | undefined, max: number): string {
  return escapeXml(
    fold(text ?? '', 0xff)
      .slice(0, max)
      .trim(),
  );
}

/**
 * A long text as several String…LatinType values of `size` characters (Causale: 200 each), cut
 * before escaping so that no cut falls inside an entity (&amp;).
 */
export function latinChunks(text: string | null | undefined, size: number): string[] {
  const folded = fold(text ?? '', 0xff);
  const chunks: string[] = [];
  for (let i = 0; i < folded.length; i += size) {
    const chunk = folded.slice(i, i + size).trim();
    if (chunk) chunks.push(escapeXml(chunk));
  }
  return chunks;
}

/** A String…Type value: Basic Latin (ASCII), at most `max` characters, escaped. */
export function ascii(text: string | null | undefined, max: number): string {
  return escapeXml(
    fold(text ?? '', 0x7e)
      .slice(0, max)
      .trim(),
  );
}

/** An element around already-built content; absent parts ('') are left out. */
export function el(name: string, ...content: string[]): string {
  return `<${name}>${content.join('')}</${name}>`;
}

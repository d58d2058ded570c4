import anyAscii from 'any-ascii';

/**
 * Text as the FatturaPA schema accepts it. Its "Latin" strings allow Basic Latin and Latin-1
 * only, others Basic Latin only, each with a length cap: what staff type (’, €, –, emoji) is
 * turned into the nearest allowed characters, other scripts transliterated (王 → Wang, Α → A),
 * control and invisible characters dropped, capped, then escaped for XML. Every string of the
 * file goes through here.
 */
const REPLACEMENTS: [RegExp, string][] = [
  [/[‘’‚‛′]/g, "'"],
  [/[“”„‟″]/g, '"'],
  [/[‐‑‒–—―−]/g, '-'],
  [/…/g, '...'],
  [/€/g, 'EUR'],
  [/[\t\u00a0\u2000-\u200a\u202f]/g, ' '],
  // Controls (U+0007, U+0085…) and invisible format characters (zero-width space, BOM): nothing.
  [/(?!\n)[\p{Cc}\p{Cf}]/gu, ''],
];

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * A run of characters beyond `maxCode`: a letter that fits without its accent loses it (ł → l),
 * the rest is spelled in ASCII (王小明 → WangXiaoMing, Παπαδόπουλος → Papadopoylos).
 */
function foldRun(run: string, maxCode: number): string {
  const fits = (text: string) => [...text].every((c) => (c.codePointAt(0) ?? 0) <= maxCode);
  const unaccented = [...run].map((ch) => {
    const base = ch.normalize('NFD').replaceAll(/\p{M}/gu, '');
    return base.length > 0 && fits(base) ? base : ch;
  });
  return anyAscii(unaccented.join(''));
}

function fold(text: string, maxCode: number): string {
  let result = text;
  for (const [pattern, replacement] of REPLACEMENTS) result = result.replace(pattern, replacement);
  const beyond = maxCode === 0xff ? /[^\n\u0020-\u00ff]+/gu : /[^\n\u0020-\u007e]+/gu;
  return result
    .normalize('NFC')
    .replace(beyond, (run) => foldRun(run, maxCode))
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

/**
 * The counter types one name, "Nome Cognome"; the register keeps first and last name apart (the
 * invoice's <Nome> and <Cognome>, the list's "Cognome Nome", the e-mails' "Gentile Nome Cognome").
 */
export interface PersonName {
  first_name: string | null;
  last_name: string;
}

/**
 * Words that open an Italian compound surname ("De Luca", "della Valle", "Lo Russo"): a name cut
 * before one of them is read with certainty.
 */
const PARTICLES = new Set([
  'd',
  'da',
  'dal',
  'dall',
  'dalla',
  'de',
  'degli',
  'dei',
  'del',
  'dell',
  'della',
  'delle',
  'di',
  'la',
  'le',
  'li',
  'lo',
  'van',
  'von',
]);

const wordsOf = (text: string) => text.trim().split(/\s+/).filter(Boolean);
/** "D'Amico" opens with the particle d'; "Dell'Orto" with dell'. */
const isParticle = (word: string) =>
  PARTICLES.has(
    word
      .toLowerCase()
      .replace(/['’].*$/, '')
      .replace(/['’]$/, ''),
  );

/**
 * The first and last name of "Nome Cognome": sure for one or two words, or when a particle marks
 * where the surname starts; otherwise the last word is a guess (`sure: false`) and the counter
 * asks which part is the surname.
 */
export function splitPersonName(text: string): PersonName & { sure: boolean } {
  const words = wordsOf(text);
  if (words.length <= 1) return { first_name: null, last_name: words.join(''), sure: true };
  // A particle first is a surname typed first ("De Luca Mario"): nothing says where it ends.
  if (isParticle(words[0] ?? '')) {
    const last = words.pop() ?? '';
    return { first_name: last, last_name: words.join(' '), sure: false };
  }
  const particle = words.findIndex((word, index) => index > 0 && isParticle(word));
  if (particle > 0 && particle < words.length - 1) return cut(words, particle, true);
  return cut(words, words.length - 1, words.length === 2);
}

function cut(words: string[], at: number, sure: boolean) {
  return { first_name: words.slice(0, at).join(' '), last_name: words.slice(at).join(' '), sure };
}

/**
 * The name typed, cut where the counter said the surname is (its last or first words, any
 * case): null when the surname is not a whole part at either end of the name.
 */
export function personNameWithSurname(text: string, surname: string): PersonName | null {
  const words = wordsOf(text);
  const wanted = wordsOf(surname).map((w) => w.toLowerCase());
  const n = wanted.length;
  if (n === 0 || n > words.length) return null;
  const same = (part: string[]) => part.every((w, i) => w.toLowerCase() === wanted[i]);
  const firstOrNull = (part: string[]) => (part.length > 0 ? part.join(' ') : null);
  if (same(words.slice(words.length - n)))
    return {
      first_name: firstOrNull(words.slice(0, words.length - n)),
      last_name: words.slice(words.length - n).join(' '),
    };
  if (same(words.slice(0, n)))
    return { first_name: firstOrNull(words.slice(n)), last_name: words.slice(0, n).join(' ') };
  return null;
}

/** "Mario Rossi": how a person is greeted and named on documents (the list says "Rossi Mario"). */
export const readingName = (name: { first_name: string | null; last_name: string | null }) =>
  [name.first_name, name.last_name].filter(Boolean).join(' ');

/** A customer as a document names them: "Mario Rossi", or the company's name. */
export const customerReadingName = (customer: {
  kind: string;
  company_name: string | null;
  first_name: string | null;
  last_name: string | null;
  display_name: string;
}) =>
  (customer.kind === 'azienda' ? customer.company_name : readingName(customer)) ||
  customer.display_name;

/**
 * Words that address the reader as "tu" (pronouns, verbs and imperatives the customer texts
 * used). Customers are addressed with the formal "Lei": these should never reach them.
 */
const INFORMAL =
  /(?<![\p{L}'’])(tu|ti|tuo|tua|tuoi|tue|te|puoi|hai|devi|potrai|riceverai|conserva|segui|leggi|rispondi|guarda|contattaci|apri|descrivi|scrivi|controlla|riprova|attendi|contatta|rileggili|accettali|compilavi|confermi|fornisci|indichi|tenerti)(?![\p{L}'’])/giu;

/** The informal words in a text (HTML tags and their attributes left out). */
export function informalWords(text: string): string[] {
  const visible = text.replace(/<[^>]*>/g, ' ');
  return [...visible.matchAll(INFORMAL)].map((m) => m[0]);
}

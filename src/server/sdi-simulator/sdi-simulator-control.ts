/**
 * The simulator's control requests, read strictly: a malformed one is answered 400 with what is
 * wrong, never half-applied (an unknown outcome queued would leave the next send *inviata* for
 * ever, since the app only knows the SDI's five).
 */
export const OUTCOMES = ['RC', 'NS', 'MC', 'NE', 'DT'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export interface SdiError {
  code: string;
  description: string;
}

type Read<T> = { ok: true; value: T } | { ok: false; error: string };
const refuse = (error: string) => ({ ok: false, error }) as const;

/** A JSON object body; an empty body is `{}`. */
export function jsonObject(body: Buffer): Read<Record<string, unknown>> {
  if (body.length === 0) return { ok: true, value: {} };
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value))
      return { ok: true, value: value as Record<string, unknown> };
  } catch {
    // answered below, like any other body that is not an object
  }
  return refuse('Il corpo deve essere un oggetto JSON');
}

/** `/_control/next`: `{outcome?, errors?: [{code, description}]}`; the outcome defaults to RC. */
export function nextOutcome(input: Record<string, unknown>): Read<{
  outcome: Outcome;
  errors: SdiError[];
}> {
  const outcome = input.outcome ?? 'RC';
  if (!OUTCOMES.includes(outcome as Outcome))
    return refuse(`outcome deve essere uno di ${OUTCOMES.join(', ')}`);
  const errors = input.errors ?? [];
  const valid =
    Array.isArray(errors) &&
    errors.every((e) => e && typeof e.code === 'string' && typeof e.description === 'string');
  if (!valid) return refuse('errors deve essere un elenco di {"code", "description"} di testo');
  return { ok: true, value: { outcome: outcome as Outcome, errors: errors as SdiError[] } };
}

/**
 * `/_control/supplier-invoice`: the file itself as the body (XML or P7M, its name in
 * `?file_name=`), as `curl --data-binary @file` sends it; or JSON `{file_name, file,
 * encoding?: 'base64'}`. Told apart by the first byte, not the content type (`curl -d` labels
 * JSON as a form): a FatturaPA opens with `<` (or a BOM), a P7M with DER's 0x30, never `{`.
 */
export function supplierInvoiceFile(
  body: Buffer,
  query: URLSearchParams,
): Read<{ fileName: string; bytes: Buffer }> {
  if (body.length === 0) return refuse('Manca il file della fattura nel corpo');
  if (!body.toString('latin1', 0, 64).trimStart().startsWith('{'))
    return { ok: true, value: { fileName: query.get('file_name') ?? 'fattura.xml', bytes: body } };
  const input = jsonObject(body);
  if (!input.ok) return input;
  const { file, file_name: fileName, encoding } = input.value;
  if (typeof file !== 'string' || file === '') return refuse('Manca "file" con la fattura');
  return {
    ok: true,
    value: {
      fileName: typeof fileName === 'string' && fileName ? fileName : 'fattura.xml',
      bytes: Buffer.from(file, encoding === 'base64' ? 'base64' : 'utf8'),
    },
  };
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/** Text placed in the notification file: an error's description may hold `<` or `&`. */
export const xmlText = (text: string) => text.replace(/[&<>"]/g, (c) => XML_ESCAPES[c] ?? c);

import { parseDecimalInput } from '../decimal-input';

/** A purchase-order line as staff type it: a description, pieces and a unit cost in euros. */
export interface TypedLine {
  description: string;
  quantity: string;
  cost: string;
}

export type ParsedLine =
  | { ok: true; description: string; quantity: number; unit_cost: number }
  | { ok: false; message: string };

/**
 * Reads a typed line, or says in Italian what is wrong with it. The cost goes through
 * `parseDecimalInput` (integer cents) and leaves as euros, as the documents' DTOs carry money.
 */
export function parseTypedLine(line: TypedLine): ParsedLine {
  const description = line.description.trim();
  if (!description) return { ok: false, message: 'Descrivi il ricambio da ordinare.' };
  const quantity = parseDecimalInput(line.quantity, 0);
  if (!quantity.ok || quantity.scaled < 1)
    return { ok: false, message: 'La quantità deve essere un numero intero di almeno 1.' };
  const cost = parseDecimalInput(line.cost, 2);
  if (!cost.ok) return { ok: false, message: `Costo unitario: ${cost.message}` };
  return { ok: true, description, quantity: quantity.scaled, unit_cost: cost.scaled / 100 };
}

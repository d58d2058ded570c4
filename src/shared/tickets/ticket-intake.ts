/**
 * What a shop records at the counter: IMEI or serial, accessories left with the
 * device, its condition, the deposit and the promised ready date. Shared by the staff form and
 * the server, which also checks deposit ≤ price on the stored values (tickets.service.ts). No
 * zod here: the list and the staff page import these words without the validators
 * (ticket-intake-fields.ts).
 */
export const INTAKE_MESSAGES = {
  imeiInvalid: 'IMEI non valido: le 15 cifre non superano il controllo (Luhn)',
  accessoryInvalid: 'Accessorio non valido',
  depositOverPrice: "L'acconto non può superare il prezzo",
  dateInvalid: 'Data non valida (formato AAAA-MM-GG)',
} as const;

/** The accessories' keys as stored, with the words the form and the sheet show. */
export const ACCESSORIES = {
  caricabatterie: 'Caricabatterie',
  cavo: 'Cavo',
  custodia: 'Custodia',
  sim: 'SIM',
  scheda_memoria: 'Scheda di memoria',
  scatola: 'Scatola',
} as const;
export type Accessory = keyof typeof ACCESSORIES;
export const ACCESSORY_KEYS = Object.keys(ACCESSORIES) as Accessory[];

/** The Luhn check digit test every IMEI passes (3GPP TS 23.003). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Stored JSON → keys, dropping anything a later version no longer knows. */
export function parseAccessories(stored: string | null): Accessory[] {
  if (!stored) return [];
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? ACCESSORY_KEYS.filter((key) => parsed.includes(key)) : [];
}

/**
 * "In ritardo": past the promised date and not yet ready or closed. The same rule for the list
 * filter (server) and any badge the web shows.
 */
export const NOT_LATE_STATUSES = ['Pronto per il ritiro', 'Chiuso'] as const;

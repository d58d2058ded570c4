import { z } from 'zod';

export const RECEIPT_STATUS_LABELS = {
  da_emettere: 'Da emettere',
  in_stampa: 'In stampa',
  emesso: 'Emesso',
  errore: 'Errore',
} as const;

export const RECEIPT_MESSAGES = {
  notFound: 'Documento commerciale non trovato',
  notReversible:
    'Solo una vendita già emessa dal registratore telematico può essere resa o annullata',
} as const;

/** A documento commerciale and what the RT answered (serial, Z number, document number, day). */
export const receiptDto = z.object({
  id: z.string(),
  kind: z.enum(['vendita', 'reso', 'annullo']),
  status: z.enum(['da_emettere', 'in_stampa', 'emesso', 'errore']),
  reason: z.string().nullable(),
  total_cents: z.number().int(),
  ticket_id: z.string().nullable(),
  rt_serial: z.string().nullable(),
  z_number: z.number().int().nullable(),
  document_number: z.number().int().nullable(),
  rt_date: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
});
export type ReceiptDto = z.infer<typeof receiptDto>;

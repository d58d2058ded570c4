/** An invoice's journey through the SDI as GET /api/invoices/:id/transmission answers it. */
export const TRANSMISSION_STATUSES = [
  'da_inviare',
  'inviata',
  'consegnata',
  'mancata_consegna',
  'scartata',
  'decorrenza_termini',
] as const;
export type TransmissionStatus = (typeof TRANSMISSION_STATUSES)[number];

export const TRANSMISSION_LABELS: Record<TransmissionStatus, string> = {
  da_inviare: 'Da inviare',
  inviata: 'Inviata',
  consegnata: 'Consegnata',
  mancata_consegna: 'Mancata consegna',
  scartata: 'Scartata',
  decorrenza_termini: 'Decorrenza termini',
};

export const NOTIFICATION_LABELS: Record<string, string> = {
  RC: 'Ricevuta di consegna',
  NS: 'Notifica di scarto',
  MC: 'Mancata consegna',
  NE: 'Notifica di esito',
  DT: 'Decorrenza termini',
  AT: 'Attestazione di trasmissione',
};

export interface SdiNotificationDto {
  id: string;
  type: string;
  received_at: string;
  errors: { code: string; description: string }[];
  file_name: string | null;
}

export interface SdiSendDto {
  id: string;
  state: string;
  file_name: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  notifications: SdiNotificationDto[];
}

export interface TransmissionDto {
  status: TransmissionStatus;
  file_name: string | null;
  sent_at: string | null;
  notifications: SdiNotificationDto[];
  sends: SdiSendDto[];
}

import type { ChannelInfo } from '../../../shared/sdi/sdi-settings';
import type { SdiNotificationType } from '../../db/tables/sdi-tables';

/** One notification as the intermediary hands it over (webhook or polling). */
export interface ChannelNotification {
  /** The intermediary's own id of the notification: what makes receiving it twice harmless. */
  id: string;
  /** The intermediary's id of the send it concerns (answered by send()). */
  providerId: string;
  type: SdiNotificationType;
  errors: { code: string; description: string }[];
  fileName: string | null;
  file: string | null;
}

/** A send the intermediary could not take now: retried later, never dropped. */
export class ChannelUnavailable extends Error {}

/** What an intermediary does for Sportello (decision 045). `manuale` has no channel object. */
export interface SdiChannel {
  /** Sends one FatturaPA file; the key makes a repeated send of the same row harmless. */
  send(file: { fileName: string; xml: string; idempotencyKey: string }): Promise<{
    providerId: string;
  }>;
  /** Polling, for shops without a public address: the notifications of one send. */
  notifications(providerId: string): Promise<ChannelNotification[]>;
  /** Supplier invoices addressed to the shop not yet taken (the intermediary's ids). */
  receivedInvoices(recipientVat: string | null): Promise<ReceivedFileRef[]>;
  /** One received file as the SDI delivered it (XML or signed P7M). */
  receivedFile(providerId: string): Promise<Buffer>;
}

export interface ReceivedFileRef {
  providerId: string;
  fileName: string;
}

/** The channels this build offers, `manuale` first (today's files and the month's zip). */
export const CHANNELS: ChannelInfo[] = [
  { id: 'manuale', name: 'Manuale (file XML e archivio del mese)', credential_fields: [] },
  { id: 'acube', name: 'A-Cube (API REST)', credential_fields: ['email', 'password'] },
];

export const NOTIFICATION_TYPES = ['RC', 'NS', 'MC', 'NE', 'DT', 'AT'] as const;

import type { MailSecurity } from '../../../shared/mail-server';
import type { Instant } from './column-values';

/** The one outgoing mail server saved in Settings (id is always 1). */
export interface MailServerTable {
  id: number;
  host: string;
  port: number;
  security: MailSecurity;
  username: string;
  /** AES-256-GCM under a key derived from the auth secret (mail/secret-box.ts); null: none. */
  password_sealed: string | null;
  sender: string;
  updated_at: Instant;
  updated_by: string | null;
}

export interface MailServerTables {
  mail_server: MailServerTable;
}

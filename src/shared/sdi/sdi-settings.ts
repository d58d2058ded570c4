/** A channel this build offers (GET /api/settings/sdi's `channels`). */
export interface ChannelInfo {
  id: string;
  name: string;
  credential_fields: string[];
}

/** Settings → Invio allo SDI as the server shows it: never a credential nor the secret. */
export interface SdiSettingsView {
  channel: string;
  base_url: string | null;
  credentials_set: boolean;
  webhook_secret_set: boolean;
  send_on_issue: boolean;
  channels: ChannelInfo[];
}

/** A save: credentials and secret left out keep the saved ones. */
export interface SdiSettingsInput {
  channel: string;
  base_url: string | null;
  credentials?: Record<string, string>;
  webhook_secret?: string;
  send_on_issue: boolean;
}

/** What `manuale` means, said once for the settings page and the README. */
export const MANUAL_CHANNEL_MEANING =
  'Manuale: Sportello prepara i file XML e l’archivio del mese, e li carichi tu su «Fatture e Corrispettivi» dell’Agenzia delle Entrate; le risposte dello SDI le leggi lì.';

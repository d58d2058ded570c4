import type { SdiSettingsView } from '../../../../shared/sdi/sdi-settings';

/** The SDI form's fields: credentials and the webhook key start empty (never sent back). */
export interface SdiFormValues {
  channel: string;
  base_url: string;
  credentials: Record<string, string>;
  webhook_secret: string;
  send_on_issue: boolean;
}

export function initialSdiValues(saved: SdiSettingsView): SdiFormValues {
  return {
    channel: saved.channel,
    base_url: saved.base_url ?? '',
    credentials: {},
    webhook_secret: '',
    send_on_issue: saved.send_on_issue,
  };
}

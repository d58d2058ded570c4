import type { EmailLinks, SettingValues } from '../../../shared/settings';

/** The shop's settings as the API answers them: every stored value under `values`. */
export const settingsAnswer = (values: SettingValues) => ({ values });

/** Where the customers' e-mail links point, and whether PUBLIC_URL says so. */
export const emailLinksAnswer = (origin: string, publicUrl: string | undefined): EmailLinks => ({
  origin,
  public_url_set: Boolean(publicUrl),
});

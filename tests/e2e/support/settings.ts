import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { SettingKey, SettingValues } from '../../../src/shared/settings';
import { expect } from '../fixtures';

export async function readSettings(api: APIRequestContext): Promise<SettingValues> {
  const response = await api.get('/api/settings');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { values: SettingValues }).values;
}

export async function writeSettings(
  api: APIRequestContext,
  values: Partial<Record<SettingKey, string>>,
): Promise<void> {
  const response = await api.put('/api/settings', { data: { values } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Settings are global to the shared e2e server and other files run in parallel: a test records
 * the keys it changes and puts them back when it ends, whatever happened.
 */
export async function keepSettings(
  api: APIRequestContext,
  keys: readonly SettingKey[],
): Promise<{ saved: Partial<SettingValues>; restore: () => Promise<void> }> {
  const all = await readSettings(api);
  const saved = Object.fromEntries(keys.map((key) => [key, all[key]])) as Partial<SettingValues>;
  return { saved, restore: () => writeSettings(api, saved) };
}

/** Clicks the section's 'Salva' and returns the values the page sent with PUT /api/settings. */
export async function saveSection(section: Locator): Promise<Record<string, string>> {
  const request = section
    .page()
    .waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/api/settings');
  await section.getByRole('button', { name: 'Salva' }).click();
  return ((await request).postDataJSON() as { values: Record<string, string> }).values;
}

/** Each section is a landmark named by its heading; its fields and messages live inside it. */
export function settingsSection(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** The groups of /settings' index (settings-sections.tsx); the page shows one at a time. */
export type SettingsGroup =
  | 'Negozio'
  | 'E-mail'
  | 'Messaggi ai clienti'
  | 'Preventivi e PC Build'
  | 'Termini e privacy'
  | 'Fatturazione'
  | 'Ticket'
  | 'Accettazione'
  | 'Backup';

/**
 * Opens /settings (also to re-read the saved values), then the group from its index as a person
 * would (Negozio, the first, shows without a choice), and waits for the group's sections.
 */
export async function openSettings(page: Page, group: SettingsGroup): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni' })).toBeVisible();
  const index = page.getByRole('navigation', { name: 'Sezioni delle impostazioni' });
  const link = index.getByRole('link', { name: group, exact: true });
  // The sections appear once the settings have loaded, which a busy test server can slow down.
  await expect(link).toBeVisible({ timeout: 15_000 });
  if (group !== 'Negozio') await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
  // Hidden groups (opened before) are out of the accessibility tree: this is the chosen one's.
  await expect(page.getByRole('main').getByRole('region').first()).toBeVisible({ timeout: 15_000 });
}

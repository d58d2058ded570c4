import type { Kysely } from 'kysely';
import {
  isSettingKey,
  SETTINGS,
  type SettingKey,
  type SettingValues,
  settingDefaults,
} from '../../shared/settings';
import type { DB } from '../db/schema';

/**
 * Reading the shop's settings: a layer below the features (auth, jobs and every feature read
 * them); writing them, with validation, is features/settings/settings.service.ts.
 */

/** Stored values over the defaults: every known key, always. */
export async function readSettings(db: Kysely<DB>): Promise<SettingValues> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const values = settingDefaults();
  for (const row of rows) if (isSettingKey(row.key)) values[row.key] = row.value;
  return values;
}

export async function readSetting(db: Kysely<DB>, key: SettingKey): Promise<string> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value ?? SETTINGS[key].default;
}

export async function readFlag(db: Kysely<DB>, key: SettingKey): Promise<boolean> {
  return (await readSetting(db, key)) === 'true';
}

/** Settings that hold a whole number (their registry rule only lets digits through). */
export const INTEGER_SETTINGS = [
  'email_admin_old_tickets_days',
  'public_tickets_daily_cap',
  'public_tickets_per_address_hour',
  'public_tickets_per_address_day',
  'backup_hour',
  'backup_keep_days',
  'warranty_months',
] as const;
export type IntegerSettingKey = (typeof INTEGER_SETTINGS)[number];

/** One integer setting, read on its own. */
export async function readInteger(db: Kysely<DB>, key: IntegerSettingKey): Promise<number> {
  return toInteger(key, await readSetting(db, key));
}

function toInteger(key: IntegerSettingKey, raw: string): number {
  const valid = SETTINGS[key].schema.safeParse(raw).success && /^\s*\d+\s*$/.test(raw);
  return Number(valid ? raw : SETTINGS[key].default);
}

import type { Kysely } from 'kysely';
import {
  isSettingKey,
  SETTINGS,
  type SettingKey,
  type SettingValues,
  settingDefaults,
  settingSaveFailedMessage,
} from '../../../shared/settings';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';

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

/**
 * Validates every value first and writes them all in one transaction: a bad value never leaves
 * half of a form saved.
 */
export async function writeSettings(
  db: Kysely<DB>,
  input: Record<string, unknown>,
  now: string,
): Promise<SettingValues> {
  const fieldErrors: Record<string, string[]> = {};
  const valid: [SettingKey, string][] = [];
  for (const [key, raw] of Object.entries(input)) {
    if (!isSettingKey(key)) {
      fieldErrors[key] = ['Impostazione sconosciuta'];
      continue;
    }
    const parsed = SETTINGS[key].schema.safeParse(raw);
    if (parsed.success) valid.push([key, parsed.data]);
    else fieldErrors[key] = parsed.error.issues.map((i) => i.message);
  }
  const invalidKeys = Object.keys(fieldErrors);
  if (invalidKeys.length > 0) {
    const first = invalidKeys.find(isSettingKey);
    throw new AppError(
      400,
      'validation_failed',
      first ? settingSaveFailedMessage(first) : 'Impostazione sconosciuta',
      { fieldErrors },
    );
  }
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of valid) {
      await trx
        .insertInto('settings')
        .values({ key, value, updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
        .execute();
    }
  });
  return readSettings(db);
}

import type { Kysely } from 'kysely';
import {
  isSettingKey,
  SETTINGS,
  type SettingKey,
  type SettingValues,
  settingSaveFailedMessage,
} from '../../../shared/settings';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { readSettings } from '../../settings/settings-store';
import { upsertSettings } from './settings.queries';

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
  await db.transaction().execute((trx) => upsertSettings(trx, valid, now));
  return readSettings(db);
}

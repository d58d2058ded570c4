import { describe, expect, it } from 'vitest';
import { OLD_TICKETS_MAX_DAYS, SETTINGS } from './settings';

const messages = (key: keyof typeof SETTINGS, value: string) => {
  const result = SETTINGS[key].schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('settings rules', () => {
  it('old-ticket days: a whole number from 1 to 3650, with an Italian message either side', () => {
    expect(OLD_TICKETS_MAX_DAYS).toBe(3650);
    for (const ok of ['1', '7', '3650', ' 30 ']) {
      expect(messages('email_admin_old_tickets_days', ok), ok).toEqual([]);
    }
    for (const low of ['0', '', 'abc', '-3', '2.5']) {
      expect(messages('email_admin_old_tickets_days', low), low).toEqual([
        'Il numero di giorni deve essere almeno 1',
      ]);
    }
    for (const high of ['3651', '99999999999999999999']) {
      expect(messages('email_admin_old_tickets_days', high), high).toEqual([
        'Il numero di giorni non può superare 3650',
      ]);
    }
  });

  const URL_KEYS = {
    logo_url: 'Il logo deve essere un URL',
    shop_website: 'Inserisci un URL valido (https://…)',
    shop_privacy_url: 'Inserisci un URL valido (https://…)',
  } as const;

  it.each(Object.entries(URL_KEYS))('%s accepts only empty or http(s) URLs', (key, message) => {
    const setting = key as keyof typeof URL_KEYS;
    for (const ok of ['', 'https://negozio.it/logo.png', 'http://127.0.0.1:5173/a.svg']) {
      expect(messages(setting, ok), ok).toEqual([]);
    }
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'ftp://negozio.it/logo.png',
      'file:///etc/passwd',
      'https://',
      'negozio.it',
    ]) {
      expect(messages(setting, bad), bad).toEqual([message]);
    }
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('runs with nothing set: port 3000, SQLite under ./data', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, TRUST_PROXY: false, SESSION_IDLE_MINUTES: 120 });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve('data'));
  });

  it('explains every bad value in Italian', () => {
    expect(() => readEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', AUTH_SECRET: 'corto' })).toThrow(
      /PORT[\s\S]*DATABASE_URL deve iniziare con postgres:\/\/[\s\S]*AUTH_SECRET deve avere almeno 32 caratteri/,
    );
  });
});

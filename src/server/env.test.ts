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

  it('asks STORAGE=s3 for a bucket, a region on AWS, both halves of a key, and a shared AUTH_SECRET', () => {
    expect(readEnv({}).STORAGE).toBe('local');
    expect(() => readEnv({ STORAGE: 'nas' })).toThrow(/STORAGE deve essere local oppure s3/);
    expect(() =>
      readEnv({
        STORAGE: 's3',
        S3_ACCESS_KEY_ID: 'chiave',
        DATABASE_URL: 'postgres://db/sportello',
      }),
    ).toThrow(
      /S3_BUCKET è obbligatorio[\s\S]*S3_REGION è obbligatorio su AWS[\s\S]*S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY vanno indicati insieme[\s\S]*AUTH_SECRET è obbligatorio con DATABASE_URL e STORAGE=s3/,
    );
    expect(() => readEnv({ S3_ENDPOINT: 'ftp://x', S3_PREFIX: '../su' })).toThrow(
      /S3_ENDPOINT deve essere un URL http:\/\/ o https:\/\/[\s\S]*S3_PREFIX non valido/,
    );
    const env = readEnv({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'negozio',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(env).toMatchObject({ STORAGE: 's3', S3_BUCKET: 'negozio', S3_FORCE_PATH_STYLE: true });
  });
});

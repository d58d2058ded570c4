import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger, REDACTED } from './logger';

/** A logger writing into an array of parsed JSON lines. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger('info', {
    write: (line: string) => {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  return { logger, lines };
}

describe('logger redaction', () => {
  it('hides passwords, tokens and secrets at the top and nested levels, keeping other fields', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        password: 'top-password',
        token: 'top-token',
        user: { email: 'mario@negozio.it', password: 'p1', newPassword: 'p2', token: 't1' },
        body: {
          account: { currentPassword: 'p3', secret: 's1', backupCodes: ['a', 'b'] },
          list: [{ password: 'in-array' }],
        },
        config: { smtpUrl: 'smtp://u:pw@mail', databaseUrl: 'postgres://u:pw@db/x' },
        deep: { a: { b: { c: { password: 'four-levels' } } } },
        status: 200,
      },
      'richiesta',
    );
    expect(lines).toHaveLength(1);
    const line = lines[0];
    const text = JSON.stringify(line);
    for (const secret of ['top-password', 'top-token', 'p1', 'p2', 'p3', 't1', 's1', 'in-array'])
      expect(text).not.toContain(`"${secret}"`);
    expect(text).not.toContain('four-levels');
    expect(text).not.toContain(':pw@');
    expect(line).toMatchObject({
      msg: 'richiesta',
      status: 200,
      password: REDACTED,
      token: REDACTED,
      user: { email: 'mario@negozio.it', password: REDACTED, newPassword: REDACTED },
      body: { account: { currentPassword: REDACTED, secret: REDACTED, backupCodes: REDACTED } },
      config: { smtpUrl: REDACTED, databaseUrl: REDACTED },
    });
    expect(REDACTED).toBe('[redatto]');
  });

  it('hides cookies and authorization in request and response headers', () => {
    const { logger, lines } = capture();
    logger.info({
      req: {
        method: 'POST',
        headers: {
          cookie: 'sportello.session_token=abc',
          authorization: 'Bearer xyz',
          'user-agent': 'Firefox',
        },
      },
      res: {
        statusCode: 200,
        headers: { 'set-cookie': ['sportello.session_token=def; HttpOnly'], 'content-type': 'x' },
      },
      headers: { Cookie: 'a=1', 'Set-Cookie': 'b=2' },
    });
    const text = JSON.stringify(lines[0]);
    for (const secret of ['abc', 'xyz', 'def', 'a=1', 'b=2']) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({
      req: {
        method: 'POST',
        headers: { cookie: REDACTED, authorization: REDACTED, 'user-agent': 'Firefox' },
      },
      res: { statusCode: 200, headers: { 'set-cookie': REDACTED, 'content-type': 'x' } },
      headers: { Cookie: REDACTED, 'Set-Cookie': REDACTED },
    });
  });

  it('does not change the object that was logged', () => {
    const { logger } = capture();
    const payload = { user: { password: 'resta-qui' } };
    logger.info(payload);
    expect(payload.user.password).toBe('resta-qui');
  });

  it('still serializes errors, and redacts secrets in arrays of objects at any case', () => {
    const { logger, lines } = capture();
    logger.error({ err: new Error('connessione persa'), list: [{ PASSWORD: 'maiuscola' }] });
    expect(lines[0]).toMatchObject({
      err: { type: 'Error', message: 'connessione persa' },
      list: [{ PASSWORD: REDACTED }],
    });
  });
});

describe('standard output', () => {
  it('prints every line in order, the last ones even when the process exits in their turn', () => {
    const script = [
      "import { createLogger } from './src/server/logger.ts';",
      "const logger = createLogger('info');",
      "logger.info({ n: 1 }, 'first');",
      "logger.info({ n: 2 }, 'second');",
      "setImmediate(() => { logger.info({ n: 3 }, 'third'); process.exit(0); });",
    ].join('\n');
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module'], {
      input: script,
      cwd: path.resolve(import.meta.dirname, '../..'),
      encoding: 'utf8',
    });
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { n: number; msg: string });
    expect(lines.map(({ n, msg }) => [n, msg])).toEqual([
      [1, 'first'],
      [2, 'second'],
      [3, 'third'],
    ]);
  });
});

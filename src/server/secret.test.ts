import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './secret';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-secret-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('resolveAuthSecret', () => {
  it('generates a secret at the first start, keeps it with mode 0600 and reuses it', () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = resolveAuthSecret(undefined, dataDir);
    expect(first).toMatch(/^[\w-]{64}$/);
    const file = path.join(dataDir, 'auth-secret');
    expect(fs.readFileSync(file, 'utf8')).toBe(`${first}\n`);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(undefined, dataDir)).toBe(first);
  });

  it('uses AUTH_SECRET when given and writes nothing', () => {
    const dataDir = tempDir();
    const configured = 'c'.repeat(40);
    expect(resolveAuthSecret(configured, dataDir)).toBe(configured);
    expect(fs.existsSync(path.join(dataDir, 'auth-secret'))).toBe(false);
  });

  it('stops on an empty kept secret, with an Italian message, and leaves the file alone', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'auth-secret');
    for (const content of ['', '  \n']) {
      fs.writeFileSync(file, content);
      expect(() => resolveAuthSecret(undefined, dataDir)).toThrow(
        `Il file ${file} è vuoto: la chiave AUTH_SECRET deve avere almeno 32 caratteri.`,
      );
      expect(fs.readFileSync(file, 'utf8')).toBe(content);
    }
  });

  it('stops on a kept secret shorter than 32 characters and accepts one of 32', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'auth-secret');
    fs.writeFileSync(file, `${'x'.repeat(31)}\n`);
    expect(() => resolveAuthSecret(undefined, dataDir)).toThrow(
      /contiene solo 31 caratteri: la chiave AUTH_SECRET deve avere almeno 32 caratteri/,
    );
    expect(fs.readFileSync(file, 'utf8')).toBe(`${'x'.repeat(31)}\n`);
    fs.writeFileSync(file, `${'y'.repeat(32)}\n`);
    expect(resolveAuthSecret(undefined, dataDir)).toBe('y'.repeat(32));
  });
});

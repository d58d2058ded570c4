import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readEnv } from './env';
import { createLogger } from './logger';
import { openServices } from './services';

/** The database (sportello.db) and its WAL were once created 0644, readable by every account on the PC. */
describe('data files are for the app account only', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  const mode = (file: string) => fs.statSync(file).mode & 0o777;

  it('a new install: folder 0700, database, WAL, auth secret and attachments 0600', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-perm-'));
    dirs.push(root);
    const dataDir = path.join(root, 'data');
    const services = await openServices(readEnv({ DATA_DIR: dataDir }), createLogger('silent'));
    try {
      await services.deps.storage.put('ticket-attachments/t/a.png', Buffer.from('x'));
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(path.join(dataDir, 'sportello.db'))).toBe(0o600);
      expect(mode(path.join(dataDir, 'sportello.db-wal'))).toBe(0o600);
      expect(mode(path.join(dataDir, 'auth-secret'))).toBe(0o600);
      expect(mode(path.join(dataDir, 'ticket-attachments/t/a.png'))).toBe(0o600);
      expect(mode(path.join(dataDir, 'ticket-attachments/t'))).toBe(0o700);
    } finally {
      await services.database.close();
    }
  });

  it('an install made before: its open files are closed up at the next start', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-perm-'));
    dirs.push(root);
    const dataDir = path.join(root, 'data');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.writeFileSync(path.join(dataDir, 'sportello.db'), '', { mode: 0o644 });
    fs.chmodSync(path.join(dataDir, 'sportello.db'), 0o644);
    const services = await openServices(readEnv({ DATA_DIR: dataDir }), createLogger('silent'));
    await services.database.close();
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'sportello.db'))).toBe(0o600);
  });
});

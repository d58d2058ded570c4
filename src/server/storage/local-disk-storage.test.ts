import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-storage-'));
const storage = createLocalDiskStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  it('stores a buffer or a stream under the key, leaving no temporary file', async () => {
    await storage.put('ticket-attachments/t1/a.jpg', Buffer.from('ciao'));
    await storage.put(
      'ticket-attachments/t1/b.mp4',
      Readable.from([Buffer.from('vid'), Buffer.from('eo')]),
    );
    expect(fs.readFileSync(path.join(root, 'ticket-attachments/t1/a.jpg'), 'utf8')).toBe('ciao');
    expect(fs.readdirSync(path.join(root, 'ticket-attachments/t1')).sort()).toEqual([
      'a.jpg',
      'b.mp4',
    ]);
    expect(await storage.stat('ticket-attachments/t1/b.mp4')).toMatchObject({ size: 5 });
    expect(await text(storage.read('ticket-attachments/t1/b.mp4', { start: 1, end: 3 }))).toBe(
      'ide',
    );
  });

  it('removes the temporary file when the source fails', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('rotto'));
      },
    });
    await expect(storage.put('ticket-attachments/t2/x.png', failing)).rejects.toThrow('rotto');
    expect(fs.readdirSync(path.join(root, 'ticket-attachments/t2'))).toEqual([]);
  });

  it('deletes files (missing ones too) and the emptied ticket folder', async () => {
    await storage.put('ticket-attachments/t3/a.gif', Buffer.from('x'));
    await storage.delete('ticket-attachments/t3/a.gif');
    await storage.delete('ticket-attachments/t3/a.gif');
    expect(await storage.stat('ticket-attachments/t3/a.gif')).toBeNull();
    expect(fs.existsSync(path.join(root, 'ticket-attachments/t3'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'ticket-attachments'))).toBe(true);
  });

  it('lists files under a prefix with their keys', async () => {
    const keys = [];
    for await (const entry of storage.list('ticket-attachments')) keys.push(entry.key);
    expect(keys.sort()).toEqual(['ticket-attachments/t1/a.jpg', 'ticket-attachments/t1/b.mp4']);
    const none = [];
    for await (const entry of storage.list('nothing-here')) none.push(entry);
    expect(none).toEqual([]);
  });

  it('refuses keys that could leave the root', async () => {
    await expect(storage.put('../evil/x.jpg', Buffer.from('x'))).rejects.toThrow();
    expect(() => storage.read('ticket-attachments/../../etc/passwd')).toThrow();
    await expect(storage.delete('/etc/passwd')).rejects.toThrow();
  });
});

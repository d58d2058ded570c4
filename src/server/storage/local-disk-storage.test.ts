import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage';
import { describeStorageContract } from './storage-contract';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sportello-storage-'));
const storage = createLocalDiskStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describeStorageContract('local disk', () => storage);

describe('local disk storage', () => {
  it('writes files under the root folder, leaving no temporary file', async () => {
    await storage.put('ticket-attachments/t1/a.jpg', Buffer.from('ciao'));
    await storage.put('ticket-attachments/t1/b.mp4', Readable.from([Buffer.from('vid')]));
    expect(fs.readFileSync(path.join(root, 'ticket-attachments/t1/a.jpg'), 'utf8')).toBe('ciao');
    expect(fs.readdirSync(path.join(root, 'ticket-attachments/t1')).sort()).toEqual([
      'a.jpg',
      'b.mp4',
    ]);
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

  it('removes the emptied ticket folder with its last file', async () => {
    await storage.put('ticket-attachments/t3/a.gif', Buffer.from('x'));
    await storage.delete('ticket-attachments/t3/a.gif');
    expect(fs.existsSync(path.join(root, 'ticket-attachments/t3'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'ticket-attachments'))).toBe(true);
  });
});

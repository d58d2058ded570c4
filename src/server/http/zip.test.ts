import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipResponse } from './zip';

async function* chunks() {
  yield new TextEncoder().encode('prima parte, ');
  yield new TextEncoder().encode('seconda parte');
}

describe('zipResponse', () => {
  it('holds every entry, streamed or whole, with its bytes', async () => {
    const response = zipResponse('export "cliente".zip', [
      { name: 'customer.json', data: '{"nome":"Mario"}' },
      { name: 'allegati/foto.jpg', data: new Uint8Array([0xff, 0xd8, 0xff]), stored: true },
      { name: 'allegati/nota.txt', data: chunks() },
    ]);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="export cliente.zip"',
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files)).toEqual(['customer.json', 'allegati/foto.jpg', 'allegati/nota.txt']);
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
    expect(text('customer.json')).toBe('{"nome":"Mario"}');
    expect([...(files['allegati/foto.jpg'] ?? [])]).toEqual([0xff, 0xd8, 0xff]);
    expect(text('allegati/nota.txt')).toBe('prima parte, seconda parte');
  });

  it('errors the download when an entry cannot be read, instead of a truncated zip', async () => {
    async function* failing() {
      yield new Uint8Array([1, 2, 3]);
      throw new Error('storage non raggiungibile');
    }
    const response = zipResponse('x.zip', [{ name: 'a.bin', data: failing() }]);
    await expect(response.arrayBuffer()).rejects.toThrow('storage non raggiungibile');
  });
});

import { describe, expect, it } from 'vitest';
import { contentDisposition, parseRange } from './attachment-download';

describe('parseRange', () => {
  it('reads one range in its three forms and clamps the end', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
  });

  it('serves the whole file for no or several ranges; refuses one past the end', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
  });
});

describe('contentDisposition', () => {
  it('keeps the header intact whatever the uploaded name holds', () => {
    expect(contentDisposition('foto.jpg')).toBe(
      `inline; filename="foto.jpg"; filename*=UTF-8''foto.jpg`,
    );
    const tricky = contentDisposition('a"b\r\nX-Evil: 1;.jpg');
    expect(tricky).not.toMatch(/[\r\n]/);
    expect(tricky).toContain('filename="a_b__X-Evil_ 1_.jpg"');
    expect(contentDisposition('perché è rotto.png')).toContain(
      "filename*=UTF-8''perch%C3%A9%20%C3%A8%20rotto.png",
    );
    expect(contentDisposition('"""')).toContain('filename="___"');
  });
});

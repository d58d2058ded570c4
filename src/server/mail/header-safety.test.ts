import { describe, expect, it } from 'vitest';
import { headerSafe, isSingleAddress } from './header-safety';

describe('headerSafe', () => {
  it('flattens every kind of line break and control character', () => {
    for (const breaker of ['\r\n', '\n', '\r', '\u2028', '\u2029', '\u0085', '\u000b', '\u0000']) {
      expect(headerSafe(`Mario${breaker}Bcc: x@evil.it`)).toBe('Mario Bcc: x@evil.it');
    }
  });

  it('caps the length', () => {
    expect(headerSafe('a'.repeat(300), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('isSingleAddress', () => {
  it('accepts one plain address', () => {
    expect(isSingleAddress('mario.rossi@esempio.it')).toBe(true);
  });

  it.each([
    'a@b.it, c@d.it',
    'a@b.it\r\nBcc: c@d.it',
    'Mario <a@b.it>',
    'a@b.it;c@d.it',
    'a@b.it c@d.it',
    '"x"@b.it',
    'non-un-indirizzo',
    '',
  ])('refuses %j', (value) => {
    expect(isSingleAddress(value)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('secret box', () => {
  it('opens what it sealed, and the sealed text shows nothing of the password', () => {
    const box = createSecretBox(SECRET, 'mail-server-password');
    const sealed = box.seal('pàssword segreta');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('segreta');
    expect(box.open(sealed)).toBe('pàssword segreta');
    // A fresh IV each time: the same password never seals to the same text.
    expect(box.seal('pàssword segreta')).not.toBe(sealed);
  });

  it('cannot be opened with another secret, another purpose, or after tampering', () => {
    const sealed = createSecretBox(SECRET, 'mail-server-password').seal('segreta');
    expect(createSecretBox(`${SECRET}-changed`, 'mail-server-password').open(sealed)).toBeNull();
    expect(createSecretBox(SECRET, 'something-else').open(sealed)).toBeNull();
    // One character of the tag changed (the one before last: it carries no padding bits). It
    // used to pick the new letter by the last character, and left 1 seal in 64 unchanged.
    const at = sealed.length - 2;
    const flipped = `${sealed.slice(0, at)}${sealed[at] === 'A' ? 'B' : 'A'}${sealed.slice(at + 1)}`;
    expect(flipped).not.toBe(sealed);
    expect(createSecretBox(SECRET, 'mail-server-password').open(flipped)).toBeNull();
    expect(createSecretBox(SECRET, 'mail-server-password').open('v1.')).toBeNull();
    expect(createSecretBox(SECRET, 'mail-server-password').open('plain text')).toBeNull();
  });
});

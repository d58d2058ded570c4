import { describe, expect, it } from 'vitest';
import { ascii, latin } from './xml-text';

describe('xml-text: every string the file writes', () => {
  it('transliterates what Latin-1 lacks instead of writing question marks', () => {
    expect(latin('王小明', 60)).toBe('WangXiaoMing');
    expect(latin('Αλέξης Παπαδόπουλος', 60)).toBe('Alexis Papadopoylos');
    expect(latin('Пётр Łukasz', 60)).toBe('Petr Lukasz');
    expect(latin('Müller & Söhne', 60)).toBe('Müller &amp; Söhne');
    expect(ascii('Müller', 60)).toBe('Muller');
  });

  it('drops control and invisible characters', () => {
    expect(latin('\u200b\u0007\u0085\ufeff', 60)).toBe('');
    expect(latin('Ro\u200bssi\u0007', 60)).toBe('Rossi');
  });
});

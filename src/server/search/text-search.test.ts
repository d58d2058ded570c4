import { describe, expect, it } from 'vitest';
import { foldForSearch, likePattern, searchWords, trigramCore } from './text-search';

describe('search folding', () => {
  it('lowercases, drops accents and squeezes spaces', () => {
    expect(foldForSearch('  PERCHÉ   Nicolò\tàèìòù ')).toBe('perche nicolo aeiou');
  });

  it('splits a query into at most 8 distinct folded words', () => {
    expect(searchWords(' Mario  ROSSI mario ')).toEqual(['mario', 'rossi']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('   ')).toEqual([]);
  });

  it('keeps typed wildcards as letters', () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});

describe('trigramCore', () => {
  it('looks a document number up by its sequence', () => {
    expect(trigramCore('fm-2024-11-20682')).toBe('20682');
    expect(trigramCore('qt-2026-03-4821')).toBe('4821');
    expect(trigramCore('2024-11-0047')).toBe('0047');
  });

  it('looks every other word up whole', () => {
    for (const word of ['rossi', '0264', 'fm-2024-11', 'fm-2024-11-47', 'mario.rossi1980@x.it']) {
      expect(trigramCore(word)).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { foldForSearch, likePattern, searchWords } from './text-search';

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
